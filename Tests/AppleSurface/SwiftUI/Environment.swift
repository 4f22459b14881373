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
