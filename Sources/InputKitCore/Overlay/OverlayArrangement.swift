import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where an overlay goes and what else takes no input while it shows: the answer of
/// ``OverlayCoverage/arrangement(in:)``, which a renderer only applies.
public struct OverlayArrangement: Sendable {
  /// Where the overlay itself is hosted, and at which frame.
  public var placement: OverlayPlacement
  /// Whether InputKit's keyboard on screen takes no touches (its keys and its accessory bar)
  /// while the overlay shows.
  public var blocksOwnKeyboard: Bool
  /// Where a shield goes while the overlay shows: a view that takes every touch over the
  /// keyboard, so a covered field cannot be typed into although the overlay does not cover
  /// the keyboard. Either ``OverlayPlacement/insideKeyboard(_:)`` (InputKit's keyboard) or
  /// ``OverlayPlacement/aboveKeyboard(_:)`` (the system keyboard); `nil` for none.
  public var shield: OverlayPlacement?
  /// Where a shield goes inside the accessory bar shown above InputKit's keyboard, at this
  /// frame in the bar's own coordinates; `nil` for none.
  ///
  /// The bar is not part of the keyboard view: UIKit hosts the input view and the accessory
  /// view side by side in a view of its own, and a view draws and takes touches only within its
  /// bounds. So whatever covers InputKit's keyboard from inside stays in the keyboard's bounds,
  /// and the bar gets a shield of its own, hosted in the bar.
  public var accessoryBarShield: CGRect?

  /// Creates an arrangement.
  public init(
    placement: OverlayPlacement, blocksOwnKeyboard: Bool = false, shield: OverlayPlacement? = nil,
    accessoryBarShield: CGRect? = nil
  ) {
    self.placement = placement
    self.blocksOwnKeyboard = blocksOwnKeyboard
    self.shield = shield
    self.accessoryBarShield = accessoryBarShield
  }
}

extension OverlayArrangement: Equatable {
  /// Whether two arrangements host and block the same. Written out, as the package's other
  /// CoreGraphics-carrying values are (CoreGraphics types are Hashable only from iOS 18),
  /// comparing the bar shield's numbers.
  public static func == (lhs: OverlayArrangement, rhs: OverlayArrangement) -> Bool {
    let sameBar: Bool =
      switch (lhs.accessoryBarShield, rhs.accessoryBarShield) {
      case (nil, nil): true
      case (let a?, let b?):
        a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size.width == b.size.width
          && a.size.height == b.size.height
      default: false
      }
    return lhs.placement == rhs.placement && lhs.blocksOwnKeyboard == rhs.blocksOwnKeyboard
      && lhs.shield == rhs.shield && sameBar
  }
}
