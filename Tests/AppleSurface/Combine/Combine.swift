// The part of Combine that SwiftUI's observable model objects need. ObservableObject,
// its objectWillChange, ObjectWillChangePublisher and ObservableObjectPublisher were read (quoted
// below); /documentation/combine/publisher and /published were not looked up (the SDK's forms).
@_exported import Foundation

/// /documentation/combine/publisher — `protocol Publisher<Output, Failure>`
public protocol Publisher<Output, Failure> {
  /// The kind of values published.
  associatedtype Output
  /// The kind of errors published.
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

/// /documentation/combine/published — `@propertyWrapper struct Published<Value>`
@propertyWrapper
public struct Published<Value> {
  /// A published property starting at `wrappedValue`.
  public init(wrappedValue: Value) { fatalError() }
  /// The property's value.
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }
}
