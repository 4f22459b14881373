import Foundation

/// The keyboard's own duration and curve, so a view that follows it arrives with the keys.
package struct KeyboardAnimation: Hashable, Sendable {
  /// Always positive and finite.
  package var duration: TimeInterval
  /// The raw `UIView.AnimationOptions` of the keyboard's curve, in their curve bits (16 to 19),
  /// where even the curve the public enum does not name (7) applies.
  package var curveOptions: UInt

  package static let curveShift: UInt = 16

  package init(duration: TimeInterval, curveOptions: UInt) {
    self.duration = duration
    self.curveOptions = curveOptions
  }
}

extension KeyboardFrameChange {
  /// `nil` for no duration (a hardware keyboard's appearing); a curve outside the four curve bits
  /// is the default (0) rather than bits spilling into other options.
  package var animation: KeyboardAnimation? {
    guard animationDuration.isFinite, animationDuration > 0 else { return nil }
    let curve = (0...15).contains(animationCurve) ? UInt(animationCurve) : 0
    return KeyboardAnimation(
      duration: animationDuration, curveOptions: curve << KeyboardAnimation.curveShift)
  }
}
