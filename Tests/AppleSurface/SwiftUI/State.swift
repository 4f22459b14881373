// Data flow and UIKit bridging. Each declaration quotes the page it was read from.

/// /documentation/swiftui/binding — `@frozen @propertyWrapper @dynamicMemberLookup struct
/// Binding<Value>`
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  /// /documentation/swiftui/binding/init(get:set:)-7ufcp — `@preconcurrency init(get: @escaping
  /// @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) ->
  /// Void)`
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}

  /// /documentation/swiftui/binding/constant(_:) — `static func constant(_ value: Value) ->
  /// Binding<Value>`: "Creates a binding with an immutable value."
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }

  /// /documentation/swiftui/binding/wrappedvalue — `var wrappedValue: Value { get nonmutating
  /// set }`
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }

  /// /documentation/swiftui/binding/projectedvalue — `var projectedValue: Binding<Value> { get
  /// }` (page not looked up; the form of State's projectedValue page, with Binding's own type):
  /// a `@Binding` property's `$` passes the binding on.
  public var projectedValue: Binding<Value> { fatalError() }

  /// /documentation/swiftui/binding/subscript(dynamicmember:) — `subscript<Subject>(dynamicMember
  /// keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get }`
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> { fatalError() }
}

extension Binding: Sendable where Value: Sendable {}

/// /documentation/swiftui/stateobject — `struct StateObject<ObjectType> where ObjectType :
/// ObservableObject`; its isolation takes its sibling `ObservedObject`'s form (derived).
@MainActor @propertyWrapper @preconcurrency
public struct StateObject<ObjectType: ObservableObject> {
  /// /documentation/swiftui/stateobject/init(wrappedvalue:) — `nonisolated init(wrappedValue
  /// thunk: @autoclosure @escaping () -> ObjectType)` (page read)
  nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
  /// /documentation/swiftui/stateobject/wrappedvalue — `@MainActor @preconcurrency var
  /// wrappedValue: ObjectType { get }` (page read)
  @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }
}

/// /documentation/swiftui/observedobject — `@MainActor @propertyWrapper @preconcurrency @frozen
/// struct ObservedObject<ObjectType> where ObjectType : ObservableObject`
@MainActor @propertyWrapper @preconcurrency
public struct ObservedObject<ObjectType: ObservableObject> {
  /// /documentation/swiftui/observedobject/init(wrappedvalue:) — `@MainActor @preconcurrency
  /// init(wrappedValue: ObjectType)`
  @preconcurrency public init(wrappedValue: ObjectType) {}
  /// /documentation/swiftui/observedobject/wrappedvalue — `@MainActor @preconcurrency var
  /// wrappedValue: ObjectType` (settable).
  public var wrappedValue: ObjectType {
    get { fatalError() }
    set { fatalError() }
  }
}

/// /documentation/swiftui/uiviewcontrollerrepresentable — `@MainActor @preconcurrency protocol
/// UIViewControllerRepresentable : View where Self.Body == Never`
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  /// /documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype — `associatedtype
  /// UIViewControllerType : UIViewController` (not in the docs corpus; read from the
  /// Averyy/apple-dev-docs mirror, documentation/SwiftUI/uiviewcontrollerrepresentable/
  /// uiviewcontrollertype.md)
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

/// /documentation/swiftui/state — `@frozen @propertyWrapper struct State<Value>` (the property
/// wrapper used when building with Xcode 26 or earlier; Xcode 27 uses the `State()` macro).
@propertyWrapper
public struct State<Value> {
  /// /documentation/swiftui/state/init(wrappedvalue:) — `init(wrappedValue value: Value)`
  public init(wrappedValue value: Value) {}
  /// /documentation/swiftui/state/wrappedvalue — `var wrappedValue: Value { get nonmutating set }`
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  /// /documentation/swiftui/state/projectedvalue — `var projectedValue: Binding<Value> { get }`
  public var projectedValue: Binding<Value> { fatalError() }
}
