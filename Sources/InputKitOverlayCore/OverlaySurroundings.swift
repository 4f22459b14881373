import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The facts an ``OverlaySession`` arranges the overlay from, at one moment: read by the renderer
/// without deciding anything, built by tests from plain values. Frames are in the host's window's
/// coordinates unless said otherwise.
package struct OverlaySurroundings {
  /// The host's bounds in the window; `nil` while the host is in no window.
  package var frameInWindow: CGRect?
  /// The host's bounds in its own coordinates (a scroll view's origin moves with its content).
  package var bounds: CGRect
  package var windowBounds: CGRect
  /// Whether the window has a scene, so a window above the keyboard can be opened in it.
  package var windowHasScene: Bool
  /// Whether the host is a scroll view, whose bounds move with its content.
  package var isScrollView: Bool
  package var hasSuperview: Bool
  /// The first responder in the window: its frame, and whether it is inside the host.
  package var editingField: (frame: CGRect, isInHost: Bool)?
  /// Whether the field being edited is in a screen presented in front of the overlay.
  package var editingFieldIsInFront: Bool
  /// InputKit's keyboards on screen the overlay may cover, the preferred first.
  package var keyboards: [(id: ObjectIdentifier, size: CGSize, accessoryBarHeight: CGFloat)]
  /// The host's keyboard layout guide; read only before any keyboard notification was heard.
  package var keyboardLayoutGuideFrame: CGRect?
  /// The host's bottom safe-area inset: the layout guide's height with no keyboard.
  package var safeAreaBottomInset: CGFloat
  /// The screen's bounds, which keyboard frame notifications are measured in.
  package var screenBounds: CGRect
  /// Converts a rectangle from screen coordinates into the window's, through any transform.
  package var convertFromScreen: (CGRect) -> CGRect
  /// Converts a rectangle from the window's coordinates into the host's; `nil` translates it.
  package var convertFromWindow: ((CGRect) -> CGRect)?
  package var reducesMotion: Bool
  /// Whether VoiceOver or Switch Control, which reach every window, is running.
  package var assistiveTechnologyIsRunning: Bool
  /// The field whose editing the overlay ended: whether it is in a window, its screen leaving.
  package var resignedField: (isInWindow: Bool, screenIsLeaving: Bool)?
  /// Whether the keyboard types into another scene of the app, and so is not this overlay's.
  package var keyboardServesAnotherScene: Bool

  /// Whether the field that began editing last is in a scene, and not the host's.
  ///
  /// - Parameters:
  ///   - fieldScene: The scene of the field that began editing last, if it is in one.
  ///   - hostScene: The host's scene, if it is in one.
  /// - Returns: The value of ``keyboardServesAnotherScene``.
  package static func keyboardServesAnotherScene<Scene: Equatable>(
    fieldScene: Scene?, hostScene: Scene?
  ) -> Bool {
    fieldScene != nil && fieldScene != hostScene
  }

  /// The facts; the defaults are a host in a window of a scene, nothing edited or resigned, this
  /// scene's keyboard and no assistive technology.
  package init(
    frameInWindow: CGRect?, bounds: CGRect? = nil, windowBounds: CGRect,
    windowHasScene: Bool = true, isScrollView: Bool = false, hasSuperview: Bool = true,
    editingField: (frame: CGRect, isInHost: Bool)? = nil, editingFieldIsInFront: Bool = false,
    keyboards: [(id: ObjectIdentifier, size: CGSize, accessoryBarHeight: CGFloat)] = [],
    keyboardLayoutGuideFrame: CGRect? = nil, safeAreaBottomInset: CGFloat = 0,
    screenBounds: CGRect? = nil, convertFromScreen: @escaping (CGRect) -> CGRect = { $0 },
    convertFromWindow: ((CGRect) -> CGRect)? = nil, reducesMotion: Bool = false,
    assistiveTechnologyIsRunning: Bool = false,
    resignedField: (isInWindow: Bool, screenIsLeaving: Bool)? = nil,
    keyboardServesAnotherScene: Bool = false
  ) {
    self.frameInWindow = frameInWindow
    self.bounds = bounds ?? CGRect(origin: .zero, size: frameInWindow?.size ?? .zero)
    self.windowBounds = windowBounds
    self.windowHasScene = windowHasScene
    self.isScrollView = isScrollView
    self.hasSuperview = hasSuperview
    self.editingField = editingField
    self.editingFieldIsInFront = editingFieldIsInFront
    self.keyboards = keyboards
    self.keyboardLayoutGuideFrame = keyboardLayoutGuideFrame
    self.safeAreaBottomInset = safeAreaBottomInset
    self.screenBounds = screenBounds ?? windowBounds
    self.convertFromScreen = convertFromScreen
    self.convertFromWindow = convertFromWindow
    self.reducesMotion = reducesMotion
    self.assistiveTechnologyIsRunning = assistiveTechnologyIsRunning
    self.resignedField = resignedField
    self.keyboardServesAnotherScene = keyboardServesAnotherScene
  }
}
