import Foundation

extension KeyboardFrameChange {
  /// How long a layout that follows this change animates, in seconds: the keyboard's duration,
  /// or 0 (no animation) when it is negative, infinite or not a number.
  public var layoutAnimationDuration: TimeInterval {
    animationDuration.isFinite ? max(0, animationDuration) : 0
  }

  /// The keyboard's curve as the bits of a `UIView.AnimationOptions` raw value: the curve
  /// shifted into bits 16 to 19, where UIKit's options keep it, so that a layout moves with the
  /// keyboard, including its unnamed curve 7. A curve outside 0...15 gives 0 (ease in and out)
  /// rather than bits that mean another option.
  public var animationCurveOptionBits: UInt {
    (0...15).contains(animationCurve) ? UInt(animationCurve) << 16 : 0
  }
}
