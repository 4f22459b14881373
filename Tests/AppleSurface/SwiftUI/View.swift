// The part of SwiftUI InputKit uses. SwiftUI re-exports UIKit and Combine on iOS.
@_exported import Combine
@_exported import UIKit

/// /documentation/swiftui/view — `@MainActor @preconcurrency protocol View`
@MainActor @preconcurrency public protocol View {
  /// The type of view representing the body (page /documentation/swiftui/view/body-swift.associatedtype,
  /// not opened).
  associatedtype Body: View
  /// The content and behaviour of the view (page /documentation/swiftui/view/body-8kl5o, not
  /// opened; the SDK's form).
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `Never` is a `View` so that primitive views can have `Body == Never` (SDK form).
extension Never: View {
  /// Never called.
  public var body: Never { fatalError() }
}

/// A stand-in result for the surface's modifiers: their real result types are private
/// `ModifiedContent` instantiations, and only "some View" matters to callers.
public struct _SurfaceView: View {
  /// Never called.
  public var body: Never { fatalError() }
}

/// /documentation/swiftui/viewbuilder — `@resultBuilder struct ViewBuilder` (page not looked
/// up; the SDK's build functions, with a parameter pack for `buildBlock` as in iOS 17's SDK).
@resultBuilder
public struct ViewBuilder {
  /// An empty block.
  public static func buildBlock() -> EmptyView { fatalError() }
  /// One view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }
  /// Several views.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> { fatalError() }
  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }
  /// The true branch of an `if`/`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
  /// The false branch of an `if`/`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
}

/// /documentation/swiftui/emptyview
public struct EmptyView: View {
  /// An empty view.
  public init() {}
  /// Never called.
  public var body: Never { fatalError() }
}

/// /documentation/swiftui/tupleview
public struct TupleView<T>: View {
  /// Never called.
  public var body: Never { fatalError() }
}

/// /documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  /// Never called.
  public var body: Never { fatalError() }
}

/// An optional view is a view (SDK: `extension Optional: View where Wrapped: View`).
extension Optional: View where Wrapped: View {
  /// Never called.
  public var body: Never { fatalError() }
}

/// /documentation/swiftui/viewmodifier — `@MainActor @preconcurrency protocol ViewModifier`
@MainActor @preconcurrency public protocol ViewModifier {
  /// The type of view the modifier produces.
  associatedtype Body: View
  /// /documentation/swiftui/viewmodifier/content — the content view type passed to `body`.
  typealias Content = _ViewModifier_Content<Self>
  /// /documentation/swiftui/viewmodifier/body(content:) — `@ContentBuilder @MainActor
  /// @preconcurrency func body(content: Self.Content) -> Self.Body` (`@ContentBuilder` on the
  /// current page; `@ViewBuilder` in the SDKs InputKit targets).
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The proxy for the modified view (SDK name, underscored).
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  /// Never called.
  public var body: Never { fatalError() }
}
