extension OverlayCoverage {
  /// Whether an overlay placed at `placement` stays where it is when its host leaves every
  /// window (a screen popped, a cell reused), until the host comes back and it is placed again.
  ///
  /// Only an overlay inside the host itself goes and comes back with the host. Everywhere else
  /// it would outlive the screen it covers: in the host's window (``screen``) or in the window
  /// above the keyboard it would stay over the next screen; inside InputKit's keyboard it would
  /// go on blocking a keyboard another field types with; beside a scroll view it would stay in
  /// a superview UIKit reuses, held by constraints to a scroll view that has gone. Those are
  /// taken out, and the shields and the blocked keyboard with them, whatever the placement.
  public func staysWhenHostLeavesWindow(placedAt placement: OverlayPlacement) -> Bool {
    switch placement {
    case .container: container == .hostView
    case .insideKeyboard, .aboveKeyboard, .overScrollingContainer: false
    }
  }
}
