/// The accessory bar shown above the keys, as an overlay finds it when it blocks the keys.
package struct KeyboardAccessoryBar: Hashable, Sendable {
  /// The bar's identity.
  package var id: Int
  /// Whether it takes touches now.
  package var isEnabled: Bool
  /// Whether its elements are hidden from VoiceOver now.
  package var isHiddenFromVoiceOver: Bool

  /// A bar's facts.
  package init(id: Int, isEnabled: Bool, isHiddenFromVoiceOver: Bool) {
    self.id = id
    self.isEnabled = isEnabled
    self.isHiddenFromVoiceOver = isHiddenFromVoiceOver
  }
}
