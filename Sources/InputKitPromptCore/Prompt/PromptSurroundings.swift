import Foundation
import InputKitKeyboardFrame
import InputKitShared

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a layout pass sees: the container, its safe area, the keyboard layout guide, where
/// the screen lies in the container, and the parts' heights at the current text size.
package struct PromptSurroundings: Equatable, Sendable {
  /// The bounds of the view the prompt covers.
  package var containerBounds: CGRect
  /// That view's safe-area insets.
  package var safeAreaInsets: EdgeInsets
  /// The frame of the view's `keyboardLayoutGuide`, following undocked keyboards, in the
  /// container's coordinates.
  package var keyboardGuideFrame: CGRect
  /// The screen's bounds in its own coordinates, as keyboard notifications give frames;
  /// `nil` while the view is in no window.
  package var screenBounds: CGRect?
  /// The same bounds in the container's coordinates (UIKit: `view.convert(screen.bounds,
  /// from: screen.coordinateSpace)`); `nil` while the view is in no window.
  package var screenInContainer: CGRect?
  /// The parts' heights, measured at the width ``PromptLayout/columnWidth(containerBounds:safeAreaInsets:appearance:)`` gives.
  package var measurements: PromptSession.Measurements

  /// The surroundings of a layout pass.
  package init(
    containerBounds: CGRect, safeAreaInsets: EdgeInsets = .zero,
    keyboardGuideFrame: CGRect = .zero, screenBounds: CGRect? = nil,
    screenInContainer: CGRect? = nil, measurements: PromptSession.Measurements
  ) {
    self.containerBounds = containerBounds
    self.safeAreaInsets = safeAreaInsets
    self.keyboardGuideFrame = keyboardGuideFrame
    self.screenBounds = screenBounds
    self.screenInContainer = screenInContainer
    self.measurements = measurements
  }
}

/// What a prompt session reads of UIKit while it handles an event: where its parts can go now.
///
/// Read, not reported: the parts must move inside the keyboard's animation, in the same call
/// that announces it. The UIKit layer measures its views; tests answer from a struct.
package protocol PromptHost {
  /// What a layout pass would see now: the container, its safe area, the keyboard layout guide,
  /// the screen, and the parts' heights at the current text size.
  var surroundings: PromptSurroundings { get }
}
