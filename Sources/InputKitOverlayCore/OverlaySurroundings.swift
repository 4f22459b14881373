import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The facts an ``OverlaySession`` arranges the overlay from at one moment, read by the renderer
/// without deciding anything; frames in the host's window's coordinates unless said otherwise.
package struct OverlaySurroundings {
  /// `nil` while the host is in no window.
  package var frameInWindow: CGRect?
  /// The host's bounds in its own coordinates (a scroll view's origin moves with its content).
  package var bounds: CGRect
  package var windowBounds: CGRect
  /// A window above the keyboard can be opened only in a scene.
  package var windowHasScene = true
  package var isScrollView = false
  package var hasSuperview = true
  /// The first responder in the window.
  package var editingField: (frame: CGRect, isInHost: Bool)?
  /// Whether the field being edited is in a screen presented in front of the overlay.
  package var editingFieldIsInFront = false
  /// The preferred first.
  package var keyboards: [(id: ObjectIdentifier, size: CGSize, accessoryBarHeight: CGFloat)] = []
  /// Read only before any keyboard notification: UIKit makes the guide on first access.
  package var keyboardLayoutGuideFrame: () -> CGRect? = { nil }
  /// The layout guide's height with no keyboard.
  package var safeAreaBottomInset: CGFloat = 0
  /// What keyboard frame notifications are measured in.
  package var screenBounds: CGRect
  /// Into the window's coordinates, through any transform.
  package var convertFromScreen: (CGRect) -> CGRect = { $0 }
  /// Into the host's coordinates; `nil` translates.
  package var convertFromWindow: ((CGRect) -> CGRect)?
  package var reducesMotion = false
  /// VoiceOver or Switch Control, which reach every window.
  package var assistiveTechnologyIsRunning = false
  /// The field whose editing the overlay ended.
  package var resignedField: (isInWindow: Bool, screenIsLeaving: Bool)?
  package var keyboardServesAnotherScene = false

  /// Whether the field that began editing last is in a scene, and not the host's.
  package static func keyboardServesAnotherScene<Scene: Equatable>(
    fieldScene: Scene?, hostScene: Scene?
  ) -> Bool {
    fieldScene != nil && fieldScene != hostScene
  }

  /// Bounds at the origin and the screen the window's by default.
  package init(
    frameInWindow: CGRect?, bounds: CGRect? = nil, windowBounds: CGRect, screenBounds: CGRect? = nil
  ) {
    self.frameInWindow = frameInWindow
    self.bounds = bounds ?? CGRect(origin: .zero, size: frameInWindow?.size ?? .zero)
    self.windowBounds = windowBounds
    self.screenBounds = screenBounds ?? windowBounds
  }
}
