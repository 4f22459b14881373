import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The data of a `UIResponder.keyboardWillChangeFrameNotification`, frames in the screen's
/// coordinates as UIKit reports them.
package struct KeyboardFrameChange: Equatable, Sendable {
  package var beginFrame: CGRect
  package var endFrame: CGRect
  package var animationDuration: TimeInterval
  /// The raw `UIView.AnimationCurve`: the keyboard's (7) is one the public enum does not name.
  package var animationCurve: Int
  /// Whether the keyboard belongs to this app: in Split View and Slide Over the keyboard of the
  /// app beside this one posts the same notifications, and is not this app's to cover.
  package var isLocal: Bool

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

  /// A missing begin frame is the end frame, missing timing no animation, a missing
  /// `keyboardIsLocalUserInfoKey` this app's keyboard.
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
