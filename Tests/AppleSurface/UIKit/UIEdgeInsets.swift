/// /documentation/uikit/uiedgeinsets — `struct UIEdgeInsets`
public struct UIEdgeInsets: Hashable, Sendable {
  /// /documentation/uikit/uiedgeinsets/top (sibling of `bottom`, same form) — `var top: CGFloat`
  public var top: CGFloat
  /// /documentation/uikit/uiedgeinsets/left (sibling of `bottom`) — `var left: CGFloat`
  public var left: CGFloat
  /// /documentation/uikit/uiedgeinsets/bottom — `var bottom: CGFloat`
  public var bottom: CGFloat
  /// /documentation/uikit/uiedgeinsets/right (sibling of `bottom`) — `var right: CGFloat`
  public var right: CGFloat

  /// /documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)-6ff7 —
  /// `init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)`
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}
