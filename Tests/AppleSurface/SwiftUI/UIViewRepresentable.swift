// Wrapping a UIKit view in SwiftUI.

/// /documentation/swiftui/uiviewrepresentable — `@MainActor @preconcurrency protocol
/// UIViewRepresentable : View where Self.Body == Never`
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  /// The UIKit view's type (page /documentation/swiftui/uiviewrepresentable/uiviewtype not
  /// opened; `associatedtype UIViewType : UIView`, the SDK's form).
  associatedtype UIViewType: UIView
  /// A type to coordinate with the view; the form of its sibling
  /// /documentation/swiftui/uiviewcontrollerrepresentable/coordinator,
  /// `associatedtype Coordinator = Void`.
  associatedtype Coordinator = Void
  /// /documentation/swiftui/uiviewrepresentable/context — `typealias Context =
  /// UIViewRepresentableContext<Self>`
  typealias Context = UIViewRepresentableContext<Self>

  /// /documentation/swiftui/uiviewrepresentable/makeuiview(context:) —
  /// `@MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType`
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType

  /// /documentation/swiftui/uiviewrepresentable/updateuiview(_:context:) (linked from
  /// makeUIView's page; not opened, the SDK's form) — `@MainActor @preconcurrency func
  /// updateUIView(_ uiView: Self.UIViewType, context: Self.Context)`
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)

  /// /documentation/swiftui/uiviewrepresentable/makecoordinator() —
  /// `@MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator`
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
  /// The SDK's default coordinator for representables without one.
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
