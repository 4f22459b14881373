// The part of Combine that SwiftUI's observable model objects need. Every declaration below quotes
// the page it was read from.
@_exported import Foundation

/// /documentation/combine/publisher — `protocol Publisher<Output, Failure>`; its operators and
/// `receive(subscriber:)` are not declared (InputKit subscribes to nothing).
public protocol Publisher<Output, Failure> {
  /// /documentation/combine/publisher/output — `associatedtype Output`
  associatedtype Output
  /// /documentation/combine/publisher/failure — `associatedtype Failure : Error`
  associatedtype Failure: Error
}

/// /documentation/combine/observableobjectpublisher — `final class ObservableObjectPublisher`
/// (page read: "A publisher that publishes changes from observable objects", with `init()`).
public final class ObservableObjectPublisher: Publisher {
  /// Publishes nothing but the fact that something will change.
  public typealias Output = Void
  /// Never fails.
  public typealias Failure = Never
  /// Creates a publisher.
  public init() {}

  /// /documentation/combine/observableobjectpublisher/send() — `final func send()` ("Sends the
  /// changed value to the downstream subscriber").
  public final func send() {}
}

/// /documentation/combine/observableobject — `protocol ObservableObject : AnyObject` (page read);
/// the default `objectWillChange` (an `ObservableObjectPublisher`) fires before any `@Published`
/// property changes.
public protocol ObservableObject: AnyObject {
  /// /documentation/combine/observableobject/objectwillchangepublisher — `associatedtype
  /// ObjectWillChangePublisher : Publisher = ObservableObjectPublisher where
  /// Self.ObjectWillChangePublisher.Failure == Never`
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  /// /documentation/combine/observableobject/objectwillchange —
  /// `var objectWillChange: Self.ObjectWillChangePublisher { get }`
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// /documentation/combine/observableobject/objectwillchange-5gopl —
  /// `var objectWillChange: ObservableObjectPublisher { get }`, the synthesised publisher.
  public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

/// /documentation/combine/published — `@propertyWrapper struct Published<Value>`; "The
/// `@Published` attribute is class constrained".
@propertyWrapper
public struct Published<Value> {
  /// /documentation/combine/published/init(wrappedvalue:) — `init(wrappedValue: Value)` (not in the
  /// docs corpus; read from the Averyy/apple-dev-docs mirror,
  /// documentation/Combine/published/init-wrappedvalue.md)
  public init(wrappedValue: Value) { fatalError() }
  /// The property's value outside a class, derived, not a page of its own (the pages document
  /// only the initializers and `projectedValue`). The Published page says "The `@Published`
  /// attribute is class constrained. Use it with properties of classes, not with non-class types
  /// like structures", so this accessor is unavailable and a `@Published` property of a struct is
  /// rejected, as in Xcode (the message is the surface's wording). Class properties go through
  /// the enclosing-instance subscript below instead.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  /// The property's value read and written through the class instance that holds it, derived,
  /// not a page of its own. It is Swift's enclosing-instance form of a property wrapper, which
  /// applies only when the enclosing type is a class: the class constraint the Published page
  /// states.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { fatalError() }
    set { fatalError() }
  }
}
