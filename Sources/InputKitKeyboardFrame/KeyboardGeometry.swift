import Foundation
import InputKitShared

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Tells from keyboard frames, which UIKit gives in screen coordinates, how the keyboard is docked
/// and what of it is on screen.
///
/// It converts rectangles, never reads the interface orientation: screen coordinates already
/// follow it, so landscape, split view and Stage Manager windows are all the same case.
package struct KeyboardGeometry: Equatable, Sendable {
  /// Where a keyboard frame puts the keyboard relative to the screen.
  package enum Docking: Hashable, Sendable {
    /// Attached to the screen's bottom edge, covering what lies under its visible part; so is a
    /// hardware keyboard's accessory bar, the only visible part of its frame.
    case docked
    /// An iPad's floating or split keyboard: it covers nothing that layout should avoid.
    case floating
    /// Entirely off screen, or of zero size.
    case hidden
  }

  /// `UIScreen.bounds` of the window's screen.
  package var screenBounds: CGRect

  /// How far a keyboard's bottom may stop short of the screen's and still touch it, so that
  /// rounding in converted frames does not make a docked keyboard look floating.
  package static let edgeTolerance: CGFloat = 0.5

  package init(screenBounds: CGRect) {
    self.screenBounds = screenBounds
  }

  /// The part of `keyboardFrame` (screen coordinates) that is on screen; empty when none is.
  package func visibleFrame(ofKeyboardFrame keyboardFrame: CGRect) -> CGRect {
    let visible = keyboardFrame.standardized.intersection(screenBounds)
    return visible.isNull || visible.isEmpty ? .zero : visible
  }

  /// Whether `keyboardFrame` (screen coordinates) is docked, floating or hidden.
  package func docking(ofKeyboardFrame keyboardFrame: CGRect) -> Docking {
    let frame = keyboardFrame.standardized
    if visibleFrame(ofKeyboardFrame: frame).isEmpty { return .hidden }
    return frame.maxY >= screenBounds.maxY - Self.edgeTolerance ? .docked : .floating
  }
}

extension KeyboardGeometry {
  /// How a view's `keyboardLayoutGuide` shows the keyboard, both frames in one coordinate space.
  ///
  /// The guide is the strip below the safe area with no keyboard (``Docking/hidden``, as is a
  /// frame empty, not finite or outside the container), the docked keyboard down to the bottom,
  /// or a floating one away from it.
  package static func docking(
    ofLayoutGuideFrame guideFrame: CGRect, containerBounds: CGRect, safeAreaBottomInset: CGFloat
  ) -> Docking {
    guard let frame = guideFrame.usableFrame, let container = containerBounds.usableFrame,
      frame.intersects(container)
    else { return .hidden }
    guard frame.maxY < container.maxY - edgeTolerance else {
      let strip = safeAreaBottomInset.isFinite ? max(0, safeAreaBottomInset) : 0
      return frame.height <= strip + edgeTolerance ? .hidden : .docked
    }
    return .floating
  }
}
