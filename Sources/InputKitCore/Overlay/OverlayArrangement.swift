/// Where an overlay goes and what else takes no input while it shows: the answer of
/// ``OverlayCoverage/arrangement(in:)``, which a renderer only applies.
public struct OverlayArrangement: Equatable, Sendable {
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

  /// Creates an arrangement.
  public init(
    placement: OverlayPlacement, blocksOwnKeyboard: Bool = false, shield: OverlayPlacement? = nil
  ) {
    self.placement = placement
    self.blocksOwnKeyboard = blocksOwnKeyboard
    self.shield = shield
  }
}
