import Foundation
import InputKitShared

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How a keyboard frame in screen coordinates is docked; never the interface orientation, which
/// screen coordinates already follow (landscape, split view and Stage Manager are one case).
package struct KeyboardGeometry: Equatable, Sendable {
  package enum Docking: Hashable, Sendable {
    /// Attached to the screen's bottom edge, covering what lies under its visible part; so is a
    /// hardware keyboard's accessory bar, the only visible part of its frame.
    case docked
    /// An iPad's floating or split keyboard: it covers nothing that layout should avoid.
    case floating
    case hidden
  }

  package var screenBounds: CGRect

  /// Rounding in converted frames does not make a docked keyboard look floating.
  package static let edgeTolerance: CGFloat = 0.5

  package init(screenBounds: CGRect) {
    self.screenBounds = screenBounds
  }

  /// Empty when none is on screen.
  package func visibleFrame(ofKeyboardFrame keyboardFrame: CGRect) -> CGRect {
    let visible = keyboardFrame.standardized.intersection(screenBounds)
    return visible.isNull || visible.isEmpty ? .zero : visible
  }

  package func docking(ofKeyboardFrame keyboardFrame: CGRect) -> Docking {
    let frame = keyboardFrame.standardized
    if visibleFrame(ofKeyboardFrame: frame).isEmpty { return .hidden }
    return frame.maxY >= screenBounds.maxY - Self.edgeTolerance ? .docked : .floating
  }
}

extension KeyboardGeometry {
  /// With no keyboard the guide is the strip below the safe area (``Docking/hidden``).
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
