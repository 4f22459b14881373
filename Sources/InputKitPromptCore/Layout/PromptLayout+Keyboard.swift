import Foundation
import InputKitKeyboardFrame
import InputKitShared
import InputKitValidation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension PromptLayout {
  /// The keyboard as the prompt must keep clear of it, in the container's coordinates.
  package enum Keyboard: Equatable, Sendable {
    /// No keyboard over the container: the prompt sits above the safe area's bottom.
    case none
    /// A keyboard attached to the bottom edge (a hardware keyboard's accessory bar too) covering
    /// this part of the container: the prompt sits right above it.
    case docked(CGRect)
    /// An undocked, split or floating keyboard (iPad) at this frame: it covers whatever lies
    /// under it, so the field goes above it when there is room, otherwise below it.
    case floating(CGRect)

    /// How far, in points, a frame's bottom may stop short of the container's bottom and still
    /// count as touching it; the same tolerance ``KeyboardGeometry`` uses for the screen's edge.
    static let edgeTolerance = KeyboardGeometry.edgeTolerance

    /// The keyboard a view's `keyboardLayoutGuide` shows, with `followsUndockedKeyboard` on.
    ///
    /// The guide's `layoutFrame` (the container's coordinates) is classified by
    /// ``KeyboardGeometry/docking(ofLayoutGuideFrame:containerBounds:safeAreaBottomInset:)``,
    /// the rule the activity overlay reads the guide by too: the strip below the safe area is no
    /// keyboard, a frame down to the container's bottom the docked keyboard, one away from the
    /// bottom an undocked or floating keyboard. A frame that is empty, not finite, or outside
    /// the container is no keyboard.
    package init(
      layoutGuideFrame guideFrame: CGRect, containerBounds: CGRect, safeAreaInsets: EdgeInsets
    ) {
      let docking = KeyboardGeometry.docking(
        ofLayoutGuideFrame: guideFrame, containerBounds: PromptLayout.usable(containerBounds),
        safeAreaBottomInset: PromptLayout.clean(safeAreaInsets.bottom))
      switch (docking, guideFrame.usableFrame) {
      case (.docked, let frame?): self = .docked(frame)
      case (.floating, let frame?): self = .floating(frame)
      case (.hidden, _), (_, nil): self = .none
      }
    }

    /// The keyboard to lay out around, from the last notification's end frame (`notified`) and the
    /// keyboard layout guide (`guide`).
    ///
    /// The notification wins: it already says where the keyboard is going. The guide decides when
    /// the notification says nothing, or says ``none`` while the guide shows a floating keyboard:
    /// UIKit reports undocked keyboards to the notifications as a zero frame or a hide.
    package init(notified: Keyboard?, guide: Keyboard) {
      switch (notified, guide) {
      case (nil, _), (.some(.none), .floating):
        self = guide
      case (.some(let notified), _):
        self = notified
      }
    }

    /// The keyboard of a frame change's end frame, for a container at `viewFrame` in screen
    /// coordinates: docked, floating or none, in the container's coordinates.
    ///
    /// An end frame off the screen, or one covering nothing of the container, is ``none``; `nil`
    /// when the frame says nothing (the empty frame UIKit reports for a floating keyboard, or
    /// values that are not finite), so the layout guide decides.
    package init?(frameChange: KeyboardFrameChange, viewFrame: CGRect, screenBounds: CGRect) {
      guard let view = viewFrame.usableFrame else { return nil }
      self.init(
        frameChange: frameChange, viewBounds: CGRect(origin: .zero, size: view.size),
        screenBounds: screenBounds,
        converting: { $0.offsetBy(dx: -view.minX, dy: -view.minY) })
    }

    /// The keyboard of a frame change's end frame, as
    /// ``init(frameChange:viewFrame:screenBounds:)`` decides it, for a container that may be
    /// scaled or rotated: `convert` takes a rectangle in screen coordinates into the
    /// container's (UIKit: `view.convert(_:from: screen.coordinateSpace)`), and the keyboard is
    /// clipped to `viewBounds`. `nil` when the frame says nothing, as there.
    package init?(
      frameChange: KeyboardFrameChange, viewBounds: CGRect, screenBounds: CGRect,
      converting convert: (CGRect) -> CGRect
    ) {
      let geometry = KeyboardGeometry(screenBounds: PromptLayout.usable(screenBounds))
      let end = frameChange.endFrame
      guard end.usableFrame != nil,
        let container = viewBounds.usableFrame,
        screenBounds.usableFrame != nil
      else { return nil }
      switch geometry.docking(ofKeyboardFrame: end) {
      case .docked:
        if let covered = geometry.overlap(
          ofKeyboardFrame: end, inViewWithBounds: container, converting: convert)
        {
          self = .docked(covered)
        } else {
          self = .none
        }
      case .floating:
        let frame = convert(geometry.visibleFrame(ofKeyboardFrame: end)).standardized
        self = frame.intersects(container) ? .floating(frame) : .none
      case .hidden:
        self = .none
      }
    }
  }

  /// Where the prompt's stack went.
  package enum Placement: Hashable, Sendable {
    /// Above the bottom of the safe area: no keyboard covers the container there.
    case aboveSafeAreaBottom
    /// Right above the keyboard's top.
    case aboveKeyboard
    /// Right below a floating keyboard, which left too little room above it.
    case belowKeyboard
  }

  /// The heights the renderer measured for the prompt's parts at the current text size
  /// (Dynamic Type), for the width ``columnWidth(containerBounds:safeAreaInsets:appearance:)``
  /// gives.
  package struct Measurements: Hashable, Sendable {
    /// The title's height (a label's `sizeThatFits`); 0 for no title.
    package var title: CGFloat
    /// The current error text's height; 0 while no error shows.
    package var errorText: CGFloat
    /// The height of one line of the error's font: the error line keeps
    /// ``PromptAppearance/reservedErrorLines`` of them even while empty.
    package var errorLine: CGFloat
    /// The field's height; the layout never makes it smaller than
    /// ``PromptAppearance/minimumFieldHeight``.
    package var field: CGFloat

    /// Measurements of the prompt's parts.
    package init(title: CGFloat, errorText: CGFloat = 0, errorLine: CGFloat, field: CGFloat) {
      self.title = title
      self.errorText = errorText
      self.errorLine = errorLine
      self.field = field
    }
  }

  /// The width the title, the error line and the field get in a container: the safe area less
  /// the appearance's side margins, never below zero. Renderers measure labels at this width.
  package static func columnWidth(
    containerBounds: CGRect, safeAreaInsets: EdgeInsets, appearance: PromptAppearance
  ) -> CGFloat {
    column(containerBounds: containerBounds, safeAreaInsets: safeAreaInsets, appearance: appearance)
      .width
  }

  /// The safe area less the side margins, from sanitised inputs.
  static func column(
    containerBounds: CGRect, safeAreaInsets: EdgeInsets, appearance: PromptAppearance
  ) -> CGRect {
    let safe = usable(safeAreaInsets).inset(usable(containerBounds))
    let margin = min(clean(CGFloat(appearance.sideMargin)), safe.width / 2)
    return CGRect(
      x: safe.minX + margin, y: safe.minY, width: max(0, safe.width - 2 * margin),
      height: safe.height)
  }

  /// A length as the layout uses it: not a number, infinite or negative is 0.
  static func clean(_ value: CGFloat) -> CGFloat {
    value.isFinite ? max(0, value) : 0
  }

  /// Insets with every edge cleaned.
  static func usable(_ insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: clean(insets.top), left: clean(insets.left), bottom: clean(insets.bottom),
      right: clean(insets.right))
  }

  /// A rectangle as the layout uses it: standardized, and zero when any edge is not finite.
  static func usable(_ rect: CGRect) -> CGRect {
    rect.usableFrame ?? .zero
  }

}

extension KeyboardGeometry {
  /// The part of a view the keyboard covers, in the view's coordinates: the visible part of a
  /// docked keyboard, clipped to `viewBounds`. `nil` when the keyboard is hidden, floating, or
  /// lies outside the view (a Stage Manager window above the keyboard). `convert` takes a
  /// rectangle from screen coordinates into the view's, through any scale or rotation.
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
