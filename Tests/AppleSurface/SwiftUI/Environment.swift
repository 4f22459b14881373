// Reading the environment: the locale a view is shown in.
import Foundation

/// /documentation/swiftui/environmentvalues — `struct EnvironmentValues`
public struct EnvironmentValues {
  /// /documentation/swiftui/environmentvalues/locale — `var locale: Locale { get set }`
  public var locale: Locale {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/swiftui/environmentvalues/isenabled — `var isEnabled: Bool { get set }`
  /// (the 16.5 SDK's SwiftUI.swiftinterface: `public var isEnabled: Swift.Bool`); `false` under
  /// `.disabled(true)`.
  public var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/swiftui/environmentvalues/font — `var font: Font? { get set }`, "the default
  /// font of this environment", which `.font(_:)` sets.
  public var font: Font? {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/swiftui/environmentvalues/dynamictypesize — `var dynamicTypeSize:
  /// DynamicTypeSize { get set }`: "This value changes as the user's chosen Dynamic Type size
  /// changes." (iOS 15)
  public var dynamicTypeSize: DynamicTypeSize {
    get { fatalError() }
    set { fatalError() }
  }
}

/// /documentation/swiftui/dynamictypesize — `enum DynamicTypeSize`: "A Dynamic Type size, which
/// specifies how large scalable content should be." (iOS 15). Only passed to UIKit here.
public enum DynamicTypeSize: Hashable, Sendable {
  /// /documentation/swiftui/dynamictypesize/large — "A large size."
  case large
}

extension UIContentSizeCategory {
  /// /documentation/uikit/uicontentsizecategory/init(_:)-abz4 — `init(_ dynamicTypeSize:
  /// DynamicTypeSize?)`: "Creates a content size category from the specified SwiftUI Dynamic
  /// Type size." (SwiftUI's extension, iOS 15)
  public init(_ dynamicTypeSize: DynamicTypeSize?) { fatalError() }
}

/// /documentation/swiftui/font — `@frozen struct Font` (the 16.5 SDK's SwiftUI.swiftinterface:
/// `@frozen public struct Font : Swift.Hashable`). Only the text styles are declared.
public struct Font: Hashable, Sendable {
  private let name: String
  /// /documentation/swiftui/font/largetitle — `static let largeTitle: Font`
  public static let largeTitle = Font(name: "largeTitle")
  /// /documentation/swiftui/font/title — `static let title: Font`
  public static let title = Font(name: "title")
  /// /documentation/swiftui/font/title2 — `static let title2: Font` (iOS 14)
  public static let title2 = Font(name: "title2")
  /// /documentation/swiftui/font/title3 — `static let title3: Font` (iOS 14)
  public static let title3 = Font(name: "title3")
  /// /documentation/swiftui/font/headline — `static let headline: Font`
  public static let headline = Font(name: "headline")
  /// /documentation/swiftui/font/subheadline — `static let subheadline: Font`
  public static let subheadline = Font(name: "subheadline")
  /// /documentation/swiftui/font/body — `static let body: Font`
  public static let body = Font(name: "body")
  /// /documentation/swiftui/font/callout — `static let callout: Font`
  public static let callout = Font(name: "callout")
  /// /documentation/swiftui/font/footnote — `static let footnote: Font`
  public static let footnote = Font(name: "footnote")
  /// /documentation/swiftui/font/caption — `static let caption: Font`
  public static let caption = Font(name: "caption")
  /// /documentation/swiftui/font/caption2 — `static let caption2: Font` (iOS 14)
  public static let caption2 = Font(name: "caption2")
}

/// /documentation/swiftui/focusstate — `@frozen @propertyWrapper struct FocusState<Value> where
/// Value : Hashable` (iOS 15).
@propertyWrapper
public struct FocusState<Value: Hashable> {
  /// /documentation/swiftui/focusstate/binding — `@frozen @propertyWrapper struct Binding`
  @propertyWrapper
  public struct Binding {
    // No public initializer, as in the SDK: only a focus state's `$` projection makes one.
    private let location: Int
    /// /documentation/swiftui/focusstate/binding/wrappedvalue — `var wrappedValue: Value { get
    /// nonmutating set }`
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set { fatalError() }
    }

    /// /documentation/swiftui/focusstate/binding/projectedvalue — `var projectedValue:
    /// FocusState<Value>.Binding { get }`: "Use the projected value to pass a binding value down
    /// a view hierarchy."
    public var projectedValue: FocusState<Value>.Binding { fatalError() }
  }

  /// /documentation/swiftui/focusstate/init() — `init() where Value == Bool`
  public init() where Value == Bool {}

  /// /documentation/swiftui/focusstate/init() — `init<T>() where Value == T?` (the 16.5 SDK's
  /// SwiftUI.swiftinterface: `public init<T>() where Value == T?, T : Swift.Hashable`)
  public init<T: Hashable>() where Value == T? {}

  /// /documentation/swiftui/focusstate/wrappedvalue — `var wrappedValue: Value { get
  /// nonmutating set }`
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }

  /// /documentation/swiftui/focusstate/projectedvalue — `var projectedValue:
  /// FocusState<Value>.Binding { get }` ("When focus is outside any view that is bound to this
  /// state, the wrapped value is nil for optional-typed state").
  public var projectedValue: FocusState<Value>.Binding { fatalError() }
}

/// /documentation/swiftui/environmentkey — `protocol EnvironmentKey`: "A key for accessing
/// values in the environment."
public protocol EnvironmentKey {
  /// /documentation/swiftui/environmentkey/value — `associatedtype Value`
  associatedtype Value
  /// /documentation/swiftui/environmentkey/defaultvalue — `static var defaultValue: Self.Value {
  /// get }`
  static var defaultValue: Self.Value { get }
}

extension EnvironmentValues {
  /// /documentation/swiftui/environmentvalues/subscript(_:) — `subscript<K>(key: K.Type) ->
  /// K.Value where K : EnvironmentKey { get set }`
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { fatalError() }
    set { fatalError() }
  }
}

extension View {
  /// /documentation/swiftui/view/environment(_:_:) — `nonisolated func environment<V>(_
  /// keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { _SurfaceView() }
}

/// /documentation/swiftui/environment — `@frozen @propertyWrapper struct Environment<Value>`
@propertyWrapper
public struct Environment<Value> {
  /// /documentation/swiftui/environment/init(_:)-8slkf — `init(_ keyPath:
  /// KeyPath<EnvironmentValues, Value>)`
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  /// /documentation/swiftui/environment/wrappedvalue — `var wrappedValue: Value { get }`
  public var wrappedValue: Value { fatalError() }
}

extension UIViewRepresentableContext {
  /// /documentation/swiftui/uiviewrepresentablecontext/environment — `var environment:
  /// EnvironmentValues { get }`
  public var environment: EnvironmentValues { fatalError() }
}

extension UIViewControllerRepresentableContext {
  /// /documentation/swiftui/uiviewcontrollerrepresentablecontext/environment — `var environment:
  /// EnvironmentValues { get }`
  public var environment: EnvironmentValues { fatalError() }
}
