/// How many overlays hide each view from VoiceOver (two beside one table view hide the same view),
/// and how it was before the first, given back when the last leaves.
package struct VoiceOverHidingCount<View: Hashable & Sendable>: Sendable {
  private var entries: [View: (hiders: Int, wasHidden: Bool)] = [:]

  package init() {}

  /// Returns `true` (hide) for the first hider, which saves `isHidden`, else `nil`.
  package mutating func hide(_ view: View, isHidden: Bool) -> Bool? {
    let entry = entries[view] ?? (0, isHidden)
    entries[view] = (entry.hiders + 1, entry.wasHidden)
    return entry.hiders == 0 ? true : nil
  }

  /// Returns the state to give back if this was the last hider.
  package mutating func release(_ view: View) -> Bool? {
    guard let entry = entries[view] else { return nil }
    let isLast = entry.hiders <= 1
    entries[view] = isLast ? nil : (entry.hiders - 1, entry.wasHidden)
    return isLast ? entry.wasHidden : nil
  }

  /// A new view reusing a gone view's identity must not find its count.
  package mutating func forget(_ view: View) {
    entries[view] = nil
  }
}
