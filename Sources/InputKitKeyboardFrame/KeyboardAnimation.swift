import Foundation

/// How a view that follows the keyboard moves with it: the keyboard's own duration and curve,
/// so the view and the keys arrive together.
package struct KeyboardAnimation: Hashable, Sendable {
  /// How long the move takes, in seconds; always positive and finite.
  package var duration: TimeInterval
  /// The raw value of the `UIView.AnimationOptions` that give the keyboard's curve: its
  /// `UIView.AnimationCurve` raw value in the options' curve bits (16 to 19). The keyboard
  /// uses a curve (7) that the public enum does not name; in these bits it still applies.
  package var curveOptions: UInt

  /// The bits of `UIView.AnimationOptions` that hold a curve.
  package static let curveShift: UInt = 16

  /// Creates an animation.
  package init(duration: TimeInterval, curveOptions: UInt) {
    self.duration = duration
    self.curveOptions = curveOptions
  }
}

extension KeyboardFrameChange {
  /// The animation that follows this change; `nil` when the keyboard does not animate (a zero,
  /// negative or not-a-number duration, as a hardware keyboard's appearing reports), so the
  /// follower jumps too. A curve outside the four curve bits, or negative, is the default
  /// curve (ease in and out, 0) rather than bits spilling into other options.
  package var animation: KeyboardAnimation? {
    guard animationDuration.isFinite, animationDuration > 0 else { return nil }
    let curve = (0...15).contains(animationCurve) ? UInt(animationCurve) : 0
    return KeyboardAnimation(
      duration: animationDuration, curveOptions: curve << KeyboardAnimation.curveShift)
  }
}
