import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What the overlay's host and its surroundings look like at one moment: the facts an
/// ``OverlaySession`` arranges the overlay from, gathered by the renderer without deciding
/// anything, and built by tests from plain values.
///
/// Frames are in the host's window's coordinates unless said otherwise. The UIKit overlay
/// gathers them from the host view, its window, the first responder and `UIAccessibility`.
package struct OverlaySurroundings {
  /// The host's bounds in the window; `nil` while the host is in no window.
  package var frameInWindow: CGRect?
  /// The host's bounds, in its own coordinates (a scroll view's origin moves with its content).
  package var bounds: CGRect
  /// The window's bounds.
  package var windowBounds: CGRect
  /// Whether the window belongs to a window scene, so that a window above the keyboard can be
  /// opened in it. A window without a scene is never shown.
  package var windowHasScene: Bool
  /// Whether the host is a scroll view (a table or collection view), whose bounds move with its
  /// content.
  package var isScrollView: Bool
  /// Whether the host has a superview, where an overlay can sit beside it.
  package var hasSuperview: Bool
  /// The field being edited in the window (the first responder): its frame, and whether it is
  /// inside the host; `nil` when none is.
  package var editingField: (frame: CGRect, isInHost: Bool)?
  /// Whether the field being edited is drawn in front of the overlay (UIKit: in a screen
  /// presented after the overlay was placed in the window); never for an overlay not placed.
  package var editingFieldIsInFront: Bool
  /// InputKit's keyboards on screen that the overlay may cover, the one it should prefer first
  /// (UIKit: the overlay's `keyboard`, then the input view of the field being edited): each an
  /// identity (a different keyboard object is a different keyboard), its size, and the height
  /// of the accessory bar shown above it (0 for none). The session covers the first one of a
  /// usable size.
  package var keyboards: [(id: ObjectIdentifier, size: CGSize, accessoryBarHeight: CGFloat)]
  /// The host's keyboard layout guide, in the window; read only before any keyboard frame
  /// notification was heard (`nil` when there is none).
  package var keyboardLayoutGuideFrame: CGRect?
  /// The host's bottom safe-area inset: the layout guide's height with no keyboard.
  package var safeAreaBottomInset: CGFloat
  /// The screen's bounds, which keyboard frame notifications are measured in.
  package var screenBounds: CGRect
  /// Converts a rectangle in screen coordinates into the window's (UIKit:
  /// `window.convert(_:from: screen.coordinateSpace)`, which follows any transform).
  package var convertFromScreen: (CGRect) -> CGRect
  /// Converts a rectangle in the window's coordinates into the host's (UIKit:
  /// `host.convert(_:from: window)`, which follows the host's transforms, a scaled host
  /// included); `nil` moves it by the host's place in the window, as for a host nothing scales.
  package var convertFromWindow: ((CGRect) -> CGRect)?
  /// Whether the person asked for reduced motion: nothing fades.
  package var reducesMotion: Bool
  /// Whether an assistive technology that reaches every window (VoiceOver, Switch Control) is
  /// running.
  package var assistiveTechnologyIsRunning: Bool
  /// The field whose editing the overlay ended, while it lives: whether it is in a window, and
  /// whether its screen is leaving (UIKit: its view controller or one above it is being
  /// dismissed or popped, runs a transition, or has a screen presented over it).
  package var resignedField: (isInWindow: Bool, screenIsLeaving: Bool)?
  /// Whether the keyboard on screen types into another scene of the app (an iPad's second
  /// window): the field that began editing last is there. Such a keyboard is not this overlay's
  /// to cover or block.
  package var keyboardServesAnotherScene: Bool

  /// Creates the facts; the defaults describe a host in a window of a scene, not a scroll view,
  /// with nothing being edited (nothing in front of the overlay), no field resigned, the
  /// keyboard this scene's and no assistive technology.
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
