import Foundation
import InputKitShared

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Converts keyboard frames, which UIKit gives in screen coordinates, into the coordinates of
/// a view, and tells which part of the view the keyboard covers.
///
/// Everything is done by converting rectangles between coordinate spaces, never by looking
/// at the interface orientation: screen coordinates already follow the orientation, so
/// portrait, landscape, split view and Stage Manager windows are all the same case.
package struct KeyboardGeometry: Hashable, Sendable {
  /// Where a keyboard frame puts the keyboard relative to the screen, which decides whether it
  /// covers anything.
  package enum Docking: Hashable, Sendable {
    /// Attached to the screen's bottom edge: it covers what lies under its visible part. A
    /// hardware keyboard's accessory bar counts too: its frame reaches below the screen and
    /// only the bar is visible.
    case docked
    /// Floating or undocked (an iPad's floating or split keyboard): it does not touch the
    /// bottom edge, floats over the content and covers nothing that layout should avoid.
    case floating
    /// Entirely off screen, or of zero size.
    case hidden
  }

  /// The screen's bounds, in screen coordinates (`UIScreen.bounds` of the window's screen).
  package var screenBounds: CGRect

  /// How far, in points, a keyboard's bottom may stop short of the screen's bottom edge and
  /// still count as touching it, so that rounding in converted frames does not make a docked
  /// keyboard look floating.
  package static let edgeTolerance: CGFloat = 0.5

  /// Creates the geometry of a screen.
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

  /// `keyboardFrame` (screen coordinates) in the coordinates of a view whose frame in screen
  /// coordinates is `viewFrame` (`view.convert(view.bounds, to: screen.coordinateSpace)`).
  /// Not clipped: the result may lie partly or wholly outside the view.
  package func frame(
    ofKeyboardFrame keyboardFrame: CGRect, inViewWithFrame viewFrame: CGRect
  ) -> CGRect {
    let frame = keyboardFrame.standardized
    let view = viewFrame.standardized
    return frame.offsetBy(dx: -view.minX, dy: -view.minY)
  }

  /// The part of a view the keyboard covers, in the view's coordinates: the visible part of a
  /// docked keyboard, clipped to the view. `nil` when the keyboard is hidden, floating, or
  /// lies outside the view (a Stage Manager window above the keyboard).
  ///
  /// - Parameters:
  ///   - keyboardFrame: the keyboard's frame in screen coordinates, usually a
  ///     ``KeyboardFrameChange/endFrame``.
  ///   - viewFrame: the view's frame in screen coordinates.
  package func overlap(
    ofKeyboardFrame keyboardFrame: CGRect, withViewFrame viewFrame: CGRect
  ) -> CGRect? {
    let view = viewFrame.standardized
    return overlap(
      ofKeyboardFrame: keyboardFrame, inViewWithBounds: CGRect(origin: .zero, size: view.size),
      converting: { frame(ofKeyboardFrame: $0, inViewWithFrame: view) })
  }

  /// The part of a view the keyboard covers, in the view's coordinates, as
  /// ``overlap(ofKeyboardFrame:withViewFrame:)`` decides it, for a view that may be scaled or
  /// rotated: `convert` takes a rectangle in screen coordinates into the view's (UIKit:
  /// `view.convert(_:from: screen.coordinateSpace)`), where a frame in screen coordinates could
  /// only translate it.
  ///
  /// - Parameters:
  ///   - keyboardFrame: the keyboard's frame in screen coordinates.
  ///   - viewBounds: the view's bounds, which the result is clipped to.
  ///   - convert: a rectangle in screen coordinates in the view's coordinates.
  package func overlap(
    ofKeyboardFrame keyboardFrame: CGRect, inViewWithBounds viewBounds: CGRect,
    converting convert: (CGRect) -> CGRect
  ) -> CGRect? {
    guard docking(ofKeyboardFrame: keyboardFrame) == .docked else { return nil }
    let inView = convert(visibleFrame(ofKeyboardFrame: keyboardFrame)).standardized
    let covered = inView.intersection(viewBounds.standardized)
    return covered.isNull || covered.isEmpty ? nil : covered
  }
}

extension KeyboardGeometry {
  /// Hashes the same values that equality compares.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(rect: screenBounds)
  }

  /// How a view's `keyboardLayoutGuide` shows the keyboard: the one rule by which the overlay and
  /// the prompt read it.
  ///
  /// The guide is the strip below the safe area with no keyboard, the docked keyboard down to the
  /// bottom, or (following undocked keyboards) a floating one away from it. Both frames are in one
  /// coordinate space.
  ///
  /// - Returns: ``Docking/docked``, ``Docking/floating``, or ``Docking/hidden`` for the strip or a
  ///   frame that is empty, not finite or outside the container.
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
