// The part of Combine that SwiftUI's observable model objects need. Pages not looked up: these
// are the SDK's forms of /documentation/combine/publisher, /observableobject,
// /observableobjectpublisher and /published, marked here rather than claimed as verified.
@_exported import Foundation

/// /documentation/combine/publisher — `protocol Publisher<Output, Failure>`
public protocol Publisher<Output, Failure> {
  /// The kind of values published.
  associatedtype Output
  /// The kind of errors published.
  associatedtype Failure: Error
}

/// /documentation/combine/observableobjectpublisher — `final class ObservableObjectPublisher`
public final class ObservableObjectPublisher: Publisher {
  /// Publishes nothing but the fact that something will change.
  public typealias Output = Void
  /// Never fails.
  public typealias Failure = Never
  /// Creates a publisher.
  public init() {}
}

/// /documentation/combine/observableobject — `protocol ObservableObject : AnyObject`; the
/// default `objectWillChange` (an `ObservableObjectPublisher`) fires before any `@Published`
/// property changes.
public protocol ObservableObject: AnyObject {
  /// The type of `objectWillChange`.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  /// Emits before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The synthesised publisher.
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
