// Data flow and UIKit bridging. Pages marked with a quoted declaration were read; the others
// were not looked up and carry the SDK's form.

/// /documentation/swiftui/binding — `@propertyWrapper @dynamicMemberLookup struct Binding<Value>`
@propertyWrapper
public struct Binding<Value> {
  /// /documentation/swiftui/binding/init(get:set:) — a binding reading and writing through
  /// closures.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}

  /// The bound value; setting it writes through to the source of truth.
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
}

extension Binding: Sendable where Value: Sendable {}

/// /documentation/swiftui/observedobject — `@MainActor @propertyWrapper @preconcurrency @frozen
/// struct ObservedObject<ObjectType> where ObjectType : ObservableObject`
@MainActor @propertyWrapper @preconcurrency
public struct ObservedObject<ObjectType: ObservableObject> {
  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) {}
  /// The observed object (`var wrappedValue: ObjectType` in the SDK's interface: settable).
  public var wrappedValue: ObjectType {
    get { fatalError() }
    set { fatalError() }
  }
}

/// /documentation/swiftui/uiviewcontrollerrepresentable — `@MainActor @preconcurrency protocol
/// UIViewControllerRepresentable : View where Self.Body == Never`
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  /// The view controller's type.
  associatedtype UIViewControllerType: UIViewController
  /// /documentation/swiftui/uiviewcontrollerrepresentable/context —
  /// `typealias Context = UIViewControllerRepresentableContext<Self>`
  typealias Context = UIViewControllerRepresentableContext<Self>
  /// /documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:) —
  /// `@MainActor @preconcurrency func makeUIViewController(context: Self.Context) ->
  /// Self.UIViewControllerType`
  @MainActor @preconcurrency func makeUIViewController(
    context: Self.Context
  )
    -> Self.UIViewControllerType
  /// /documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:) —
  /// `@MainActor @preconcurrency func updateUIViewController(_ uiViewController:
  /// Self.UIViewControllerType, context: Self.Context)`
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)
}

extension UIViewControllerRepresentable {
  /// Representables have no SwiftUI body.
  public var body: Never { fatalError() }
}

/// /documentation/swiftui/uiviewcontrollerrepresentablecontext — `@MainActor @preconcurrency
/// struct UIViewControllerRepresentableContext<Representable> where Representable :
/// UIViewControllerRepresentable`
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {}

/// /documentation/swiftui/state — `@propertyWrapper struct State<Value>` (type page not opened;
/// the SDK's form, `init(wrappedValue:)` and a nonmutating setter).
@propertyWrapper
public struct State<Value> {
  /// Creates the state with an initial value.
  public init(wrappedValue value: Value) {}
  /// The stored value.
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  /// /documentation/swiftui/state/projectedvalue — `var projectedValue: Binding<Value> { get }`
  public var projectedValue: Binding<Value> { fatalError() }
}
