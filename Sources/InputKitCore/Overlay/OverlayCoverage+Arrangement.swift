import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension OverlayCoverage {
  /// Where the overlay goes now, and what else is blocked while it shows.
  ///
  /// The keyboard is drawn in a window of its own above the app's, so an overlay in the app's
  /// window never covers it and never stops typing. Each coverage therefore decides, from the
  /// keyboard on screen and where the field being edited is:
  ///
  /// | Coverage | Keyboard | The overlay | Also blocked |
  /// |---|---|---|---|
  /// | `keyboard` | InputKit's | inside it, in its bounds; a shield inside its accessory bar | its keys and bar |
  /// | `keyboard` | the system's, docked | in a window above it, at its frame | — |
  /// | `keyboard` | none, floating, another app's | the whole container | — |
  /// | `screen` | any of this app's, field in the window | in a window above the keyboard, over the whole window | InputKit's keys and bar |
  /// | `screen` | none, or field elsewhere | the window | — |
  /// | `view` | any of this app's, field in the view | the view | InputKit's keys and bar; a shield over the keyboard (and inside its bar) |
  /// | `view` | none, or field elsewhere | the view | — |
  ///
  /// What is hosted inside InputKit's keyboard stays within the keyboard's bounds: its accessory
  /// bar lives in another view, so it gets a shield of its own, hosted inside the bar
  /// (``OverlayArrangement/accessoryBarShield``).
  ///
  /// Without a window scene no window can be opened above the keyboard: the overlay stays in
  /// the container, and InputKit's keyboard gets a shield inside it instead; the system
  /// keyboard then stays usable, because nothing of this app can be drawn above it. A container
  /// that scrolls and has a superview is covered from beside it
  /// (``OverlayPlacement/overScrollingContainer(_:)``), so the overlay neither scrolls away
  /// nor ends up behind cells added later.
  public func arrangement(in surroundings: OverlaySurroundings) -> OverlayArrangement {
    let bounds = surroundings.containerBounds
    let besideScrollView = surroundings.containerIsScrollView && surroundings.containerHasSuperview
    let inContainer: OverlayPlacement =
      besideScrollView
      ? .overScrollingContainer(overlayFrame(containerBounds: bounds, keyboardFrame: nil))
      : .container(overlayFrame(containerBounds: bounds, keyboardFrame: nil))
    let fallback = OverlayArrangement(placement: inContainer)
    guard let keyboard = surroundings.keyboard, keyboard.isOnScreen else { return fallback }
    let canOpenWindow = surroundings.canOpenWindowAboveKeyboard
    switch (self, keyboard) {
    case (.keyboard, .own(let size, let bar)):
      return OverlayArrangement(
        placement: .insideKeyboard(CGRect(origin: .zero, size: size)), blocksOwnKeyboard: true,
        accessoryBarShield: Self.accessoryBarFrame(width: size.width, height: bar))
    case (.keyboard, .system(let frame, .docked)) where canOpenWindow:
      return OverlayArrangement(placement: .aboveKeyboard(frame))
    case (.keyboard, .system):
      return fallback
    case (.screen, _) where !surroundings.editingFieldIsCovered,
      (.view, _) where !surroundings.editingFieldIsCovered:
      return fallback
    case (.screen, .own(let size, let bar)):
      return canOpenWindow
        ? OverlayArrangement(placement: .aboveKeyboard(bounds), blocksOwnKeyboard: true)
        : OverlayArrangement(
          placement: inContainer, blocksOwnKeyboard: true,
          shield: .insideKeyboard(CGRect(origin: .zero, size: size)),
          accessoryBarShield: Self.accessoryBarFrame(width: size.width, height: bar))
    case (.screen, .system):
      return canOpenWindow ? OverlayArrangement(placement: .aboveKeyboard(bounds)) : fallback
    case (.view, .own(let size, let bar)):
      return OverlayArrangement(
        placement: inContainer, blocksOwnKeyboard: true,
        shield: .insideKeyboard(CGRect(origin: .zero, size: size)),
        accessoryBarShield: Self.accessoryBarFrame(width: size.width, height: bar))
    case (.view, .system(let frame, _)):
      return canOpenWindow
        ? OverlayArrangement(placement: inContainer, shield: .aboveKeyboard(frame)) : fallback
    }
  }

  /// The accessory bar's bounds, as wide as the keyboard (UIKit gives the input view and its
  /// accessory view the same width); `nil` for no bar or a nonsense height.
  private static func accessoryBarFrame(width: CGFloat, height: CGFloat) -> CGRect? {
    guard height.isFinite, height > 0 else { return nil }
    return CGRect(x: 0, y: 0, width: width, height: height)
  }
}
