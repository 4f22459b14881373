/// What an overlay blocked on a keyboard's accessory bar, so unblocking gives back exactly that
/// bar, as it was.
///
/// The bar belongs to the field being edited, which can change while the overlay shows;
/// unblocking whatever bar shows then would leave the first one dead.
struct AccessoryBarBlocking<Bar: Hashable & Sendable>: Sendable {
  enum Change: Hashable, Sendable {
    /// Stop the bar taking touches and hide its elements from VoiceOver, swiping included.
    case disable(Bar)
    /// Give the bar back the interaction and VoiceOver visibility it had before it was blocked.
    case restore(Bar, isEnabled: Bool, isHidden: Bool)
  }

  /// The bar blocked now and how it was before; `nil` while none is.
  private(set) var blocked: (bar: Bar, wasEnabled: Bool, wasHidden: Bool)?

  init() {}

  /// Blocks `bar`, the one shown now (`nil` for none), giving back a different one blocked
  /// before; the same bar again changes nothing.
  mutating func block(
    _ bar: Bar?, isEnabled: Bool, isHiddenFromVoiceOver: Bool
  ) -> [Change] {
    if let blocked, blocked.bar == bar { return [] }
    var changes = unblock()
    if let bar {
      blocked = (bar, isEnabled, isHiddenFromVoiceOver)
      changes.append(.disable(bar))
    }
    return changes
  }

  mutating func unblock() -> [Change] {
    guard let blocked else { return [] }
    self.blocked = nil
    return [.restore(blocked.bar, isEnabled: blocked.wasEnabled, isHidden: blocked.wasHidden)]
  }
}

/// The accessory bar shown above the keys, as an overlay finds it when it blocks the keys.
package struct KeyboardAccessoryBar: Hashable, Sendable {
  package var id: Int
  package var isEnabled: Bool
  package var isHiddenFromVoiceOver: Bool

  package init(id: Int, isEnabled: Bool, isHiddenFromVoiceOver: Bool) {
    self.id = id
    self.isEnabled = isEnabled
    self.isHiddenFromVoiceOver = isHiddenFromVoiceOver
  }
}
