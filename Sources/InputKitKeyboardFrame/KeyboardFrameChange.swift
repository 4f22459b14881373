import Foundation
import InputKitShared

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One keyboard frame change, the data of a `UIResponder.keyboardWillChangeFrameNotification`:
/// where the keyboard was, where it goes, and how it moves there.
///
/// Frames are in the **screen's** coordinates, as UIKit reports them; convert them into a
/// view's coordinates with ``KeyboardGeometry`` before laying anything out.
package struct KeyboardFrameChange: Hashable, Sendable {
  /// The keyboard's frame before the change (`keyboardFrameBeginUserInfoKey`).
  package var beginFrame: CGRect
  /// The keyboard's frame after the change (`keyboardFrameEndUserInfoKey`).
  package var endFrame: CGRect
  /// How long the keyboard's animation lasts, in seconds
  /// (`keyboardAnimationDurationUserInfoKey`).
  package var animationDuration: TimeInterval
  /// The raw value of the keyboard's `UIView.AnimationCurve`
  /// (`keyboardAnimationCurveUserInfoKey`). Kept raw because the keyboard uses a curve
  /// (7) that the public enum does not name; renderers shift it into animation options.
  package var animationCurve: Int
  /// Whether the keyboard belongs to this app (`keyboardIsLocalUserInfoKey`). In Split View
  /// and Slide Over the keyboard of the app beside this one posts the same notifications; it
  /// is not this app's to cover or to block.
  package var isLocal: Bool

  /// Creates a frame change.
  package init(
    beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval, animationCurve: Int,
    isLocal: Bool = true
  ) {
    self.beginFrame = beginFrame
    self.endFrame = endFrame
    self.animationDuration = animationDuration
    self.animationCurve = animationCurve
    self.isLocal = isLocal
  }

  /// The change a keyboard frame notification reports, from the values its `userInfo` holds;
  /// `nil` without an end frame. A missing begin frame is the end frame, missing timing is no
  /// animation, and a missing `keyboardIsLocalUserInfoKey` is this app's keyboard (UIKit sends
  /// it from iOS 9 on).
  package init?(
    notifiedEnd endFrame: CGRect?, begin: CGRect?, duration: TimeInterval?, curve: Int?,
    isLocal: Bool?
  ) {
    guard let endFrame else { return nil }
    self.init(
      beginFrame: begin ?? endFrame, endFrame: endFrame, animationDuration: duration ?? 0,
      animationCurve: curve ?? 0, isLocal: isLocal ?? true)
  }
}

extension KeyboardFrameChange {
  /// Hashes the same values that equality compares.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(rect: beginFrame)
    hasher.combine(rect: endFrame)
    hasher.combine(animationDuration)
    hasher.combine(animationCurve)
    hasher.combine(isLocal)
  }
}

extension KeyboardFrameChange {
  /// The part of a view the keyboard covers once this change is over, in the view's
  /// coordinates; `nil` when it covers none of it. See
  /// ``KeyboardGeometry/overlap(ofKeyboardFrame:withViewFrame:)``.
  ///
  /// - Parameters:
  ///   - viewFrame: the view's frame in screen coordinates.
  ///   - screenBounds: the screen's bounds.
  package func endOverlap(withViewFrame viewFrame: CGRect, screenBounds: CGRect) -> CGRect? {
    KeyboardGeometry(screenBounds: screenBounds)
      .overlap(ofKeyboardFrame: endFrame, withViewFrame: viewFrame)
  }
}
