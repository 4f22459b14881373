// The part of SwiftUI InputKit uses. SwiftUI re-exports UIKit and Combine on iOS.
@_exported import Combine
@_exported import UIKit

/// /documentation/swiftui/view — `@MainActor @preconcurrency protocol View`
@MainActor @preconcurrency public protocol View {
  /// /documentation/swiftui/view/body-swift.associatedtype — `associatedtype Body : View`
  associatedtype Body: View
  /// /documentation/swiftui/view/body-8kl5o — `@ContentBuilder @MainActor @preconcurrency var
  /// body: Self.Body { get }` (`@ViewBuilder` in the SDKs InputKit targets, see ViewBuilder below).
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

/// /documentation/swiftui/viewbuilder — `@resultBuilder struct ViewBuilder`. The page: built
/// with Xcode 26 and earlier (the SDKs InputKit targets) its closures produce views; from Xcode 27
/// it builds "type-agnostic content" and "doesn't restrict the types you use in closures to
/// conform to View". The build functions' pages show the Xcode 27 forms (no `View` constraints,
/// `EmptyContent`, a typealias of `EmptyView`); the surface keeps the `View` constraints of the
/// builder InputKit targets, so a non-view in a builder closure is rejected as it is there.
@resultBuilder
public struct ViewBuilder {
  /// /documentation/swiftui/viewbuilder/buildblock() — `static func buildBlock() -> EmptyContent`
  /// (/documentation/swiftui/emptycontent: `typealias EmptyContent = EmptyView`)
  public static func buildBlock() -> EmptyView { fatalError() }
  /// /documentation/swiftui/viewbuilder/buildblock(_:) — `static func buildBlock<Content>(_
  /// content: Content) -> Content`
  public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }
  /// /documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g — `static func buildBlock<each
  /// Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat
  /// each Content : View`
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> { fatalError() }
  /// /documentation/swiftui/viewbuilder/buildif(_:) — `static func buildIf<Content>(_ content:
  /// Content?) -> Content?`
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }
  /// /documentation/swiftui/viewbuilder/buildeither(first:) — `static func buildEither<TrueContent,
  /// FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent>`
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
  /// /documentation/swiftui/viewbuilder/buildeither(second:) — `static func
  /// buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent,
  /// FalseContent>`
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
}

/// /documentation/swiftui/emptyview — `@frozen nonisolated struct EmptyView`
nonisolated public struct EmptyView: View {
  /// /documentation/swiftui/emptyview/init() — `nonisolated init()` (not in the docs corpus; read
  /// from the Averyy/apple-dev-docs mirror, documentation/SwiftUI/emptyview/init.md)
  public init() {}
  /// Never called.
  public var body: Never { fatalError() }
}

/// /documentation/swiftui/tupleview — `@frozen nonisolated struct TupleView<T>`
nonisolated public struct TupleView<T>: View {
  /// Never called.
  public var body: Never { fatalError() }
}

/// `_ConditionalContent<TrueContent, FalseContent>`, derived, not a page of its own (Apple's
/// documentation omits underscored symbols, and neither corpus has one); its name and generic parameters are those
/// /documentation/swiftui/viewbuilder/buildeither(first:) returns, `-> _ConditionalContent<TrueContent,
/// FalseContent>`.
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
  /// /documentation/swiftui/viewmodifier/content — `typealias Content`, "the content view type
  /// passed to `body()`" (its target is not on the page; body(content:)'s symbol identifier
  /// names it, `_ViewModifier_Content<Self>`).
  typealias Content = _ViewModifier_Content<Self>
  /// /documentation/swiftui/viewmodifier/body(content:) — `@ContentBuilder @MainActor
  /// @preconcurrency func body(content: Self.Content) -> Self.Body` (`@ContentBuilder` on the
  /// current page; `@ViewBuilder` in the SDKs InputKit targets).
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// `_ViewModifier_Content<Modifier>`, derived, not a page of its own (underscored, like
/// `_ConditionalContent`); its name
/// and generic parameter are those in the symbol identifier of
/// /documentation/swiftui/viewmodifier/body(content:), `s:7SwiftUI12ViewModifierP4body7content4Body
/// QzAA01_cD8_ContentVyxG_tF`, whose `content` is `_ViewModifier_Content<Self>`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  /// Never called.
  public var body: Never { fatalError() }
}
