// Wrapping a UIKit view in SwiftUI.

/// /documentation/swiftui/uiviewrepresentable — `@MainActor @preconcurrency protocol
/// UIViewRepresentable : View where Self.Body == Never`
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  /// /documentation/swiftui/uiviewrepresentable/uiviewtype — `associatedtype UIViewType : UIView`
  /// (not in the docs corpus; read from the Averyy/apple-dev-docs mirror,
  /// documentation/SwiftUI/uiviewrepresentable/uiviewtype.md)
  associatedtype UIViewType: UIView
  /// /documentation/swiftui/uiviewrepresentable/coordinator — `associatedtype Coordinator = Void`
  /// (not in the docs corpus; read from the Averyy/apple-dev-docs mirror,
  /// documentation/SwiftUI/uiviewrepresentable/coordinator.md)
  associatedtype Coordinator = Void
  /// /documentation/swiftui/uiviewrepresentable/context — `typealias Context =
  /// UIViewRepresentableContext<Self>`
  typealias Context = UIViewRepresentableContext<Self>

  /// /documentation/swiftui/uiviewrepresentable/makeuiview(context:) —
  /// `@MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType`
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType

  /// /documentation/swiftui/uiviewrepresentable/updateuiview(_:context:) — `@MainActor
  /// @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)` (not in
  /// the docs corpus; read from the Averyy/apple-dev-docs mirror,
  /// documentation/SwiftUI/uiviewrepresentable/updateuiview-context.md)
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)

  /// /documentation/swiftui/uiviewrepresentable/makecoordinator() —
  /// `@MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator`
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator

  /// /documentation/swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:) — iOS 16:
  /// `@MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView:
  /// Self.UIViewType, context: Self.Context) -> CGSize?` (the 16.5 SDK's
  /// SwiftUI.swiftinterface declares it as a requirement with a default returning `nil`).
  @MainActor @preconcurrency func sizeThatFits(
    _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
  ) -> CGSize?

  /// /documentation/swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:) — `@MainActor
  /// @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator:
  /// Self.Coordinator)` (the form of its sibling page,
  /// /documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:),
  /// read: "Cleans up the presented view controller (and coordinator) in anticipation of their
  /// removal."). A requirement with a default that does nothing.
  @MainActor @preconcurrency static func dismantleUIView(
    _ uiView: Self.UIViewType, coordinator: Self.Coordinator)
}

extension UIViewRepresentable {
  /// The default: nothing to clean up.
  public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}

  /// The default: `nil`, the view's own sizing.
  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
  ) -> CGSize? { nil }
}

/// /documentation/swiftui/proposedviewsize — `@frozen struct ProposedViewSize` (iOS 16; the
/// SDK's SwiftUI.swiftinterface: `public var width: CGFloat?`, `public var height: CGFloat?`).
public struct ProposedViewSize: Equatable, Sendable {
  /// The offered width, or `nil` for "use your ideal width".
  public var width: CGFloat?
  /// The offered height, or `nil` for "use your ideal height".
  public var height: CGFloat?
  /// A proposal of `width` by `height`.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
}

extension UIViewRepresentable where Coordinator == Void {
  /// /documentation/swiftui/uiviewrepresentable/makecoordinator()-9405l — `@MainActor
  /// @preconcurrency func makeCoordinator() -> Self.Coordinator`, the default for representables
  /// without a coordinator (not in the docs corpus; read from the copy in
  /// theAppLaunchers/apple-docs-for-rag, whose doc_path names this page).
  public func makeCoordinator() {}
}

extension UIViewRepresentable {
  /// Representables have no SwiftUI body.
  public var body: Never { fatalError() }
}

/// /documentation/swiftui/uiviewrepresentablecontext — `@MainActor @preconcurrency struct
/// UIViewRepresentableContext<Representable> where Representable : UIViewRepresentable`
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// /documentation/swiftui/uiviewrepresentablecontext/coordinator —
  /// `@MainActor @preconcurrency let coordinator: Representable.Coordinator`
  public let coordinator: Representable.Coordinator
}
