import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The facts an ``OverlaySession`` arranges the overlay from at one moment, read by the renderer
/// without deciding anything; frames in the host's window's coordinates unless said otherwise.
package struct OverlaySurroundings {
  /// The host's bounds in the window; `nil` while the host is in no window.
  package var frameInWindow: CGRect?
  /// The host's bounds in its own coordinates (a scroll view's origin moves with its content).
  package var bounds: CGRect
  package var windowBounds: CGRect
  /// Whether the window has a scene, so a window above the keyboard can be opened in it.
  package var windowHasScene = true
  package var isScrollView = false
  package var hasSuperview = true
  /// The first responder in the window: its frame, and whether it is inside the host.
  package var editingField: (frame: CGRect, isInHost: Bool)?
  /// Whether the field being edited is in a screen presented in front of the overlay.
  package var editingFieldIsInFront = false
  /// InputKit's keyboards on screen the overlay may cover, the preferred first.
  package var keyboards: [(id: ObjectIdentifier, size: CGSize, accessoryBarHeight: CGFloat)] = []
  /// Reads the host's keyboard layout guide: only before any keyboard notification was heard,
  /// since UIKit makes the guide on first access.
  package var keyboardLayoutGuideFrame: () -> CGRect? = { nil }
  /// The host's bottom safe-area inset: the layout guide's height with no keyboard.
  package var safeAreaBottomInset: CGFloat = 0
  /// The screen's bounds, which keyboard frame notifications are measured in.
  package var screenBounds: CGRect
  /// Converts a rectangle from screen coordinates into the window's, through any transform.
  package var convertFromScreen: (CGRect) -> CGRect = { $0 }
  /// Converts a rectangle from the window's coordinates into the host's; `nil` translates it.
  package var convertFromWindow: ((CGRect) -> CGRect)?
  package var reducesMotion = false
  /// Whether VoiceOver or Switch Control, which reach every window, is running.
  package var assistiveTechnologyIsRunning = false
  /// The field whose editing the overlay ended: whether it is in a window, its screen leaving.
  package var resignedField: (isInWindow: Bool, screenIsLeaving: Bool)?
  /// Whether the keyboard types into another scene of the app, and so is not this overlay's.
  package var keyboardServesAnotherScene = false

  /// ``keyboardServesAnotherScene``: whether the field that began editing last is in a scene, and
  /// not the host's.
  package static func keyboardServesAnotherScene<Scene: Equatable>(
    fieldScene: Scene?, hostScene: Scene?
  ) -> Bool {
    fieldScene != nil && fieldScene != hostScene
  }

  /// A host in a window of a scene, bounds at the origin and the screen the window's by default;
  /// the other facts as their defaults say until set.
  package init(
    frameInWindow: CGRect?, bounds: CGRect? = nil, windowBounds: CGRect, screenBounds: CGRect? = nil
  ) {
    self.frameInWindow = frameInWindow
    self.bounds = bounds ?? CGRect(origin: .zero, size: frameInWindow?.size ?? .zero)
    self.windowBounds = windowBounds
    self.screenBounds = screenBounds ?? windowBounds
  }
}
