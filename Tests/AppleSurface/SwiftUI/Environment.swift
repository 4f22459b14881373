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
