/// How many overlays hide each view from VoiceOver (two beside one table view hide the same view),
/// and how it was before the first, given back when the last leaves.
package struct VoiceOverHidingCount<View: Hashable & Sendable>: Sendable {
  private var entries: [View: (hiders: Int, wasHidden: Bool)] = [:]

  package init() {}

  /// One more overlay hides `view`, whose elements are `isHidden` now; returns what to set them
  /// to now: hidden (`true`) for the first hider, which saves `isHidden`, else nothing (`nil`).
  package mutating func hide(_ view: View, isHidden: Bool) -> Bool? {
    let entry = entries[view] ?? (0, isHidden)
    entries[view] = (entry.hiders + 1, entry.wasHidden)
    return entry.hiders == 0 ? true : nil
  }

  /// One overlay stops hiding `view`; returns the state to give it back if this was the last hider.
  package mutating func release(_ view: View) -> Bool? {
    guard let entry = entries[view] else { return nil }
    guard entry.hiders > 1 else {
      entries[view] = nil
      return entry.wasHidden
    }
    entries[view] = (entry.hiders - 1, entry.wasHidden)
    return nil
  }

  /// Drops a view that no longer exists: a new view reusing its identity must not find its count.
  package mutating func forget(_ view: View) {
    entries[view] = nil
  }
}
