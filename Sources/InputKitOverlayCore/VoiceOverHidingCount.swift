/// How many overlays hide each view from VoiceOver, and how the view was before the first, so it
/// is given back as it was only when the last leaves.
///
/// Two overlays beside one table view hide the same view: saved and restored by each, the first to
/// leave would expose it while the other shows. `View` identifies a view (the UIKit layer uses its
/// `ObjectIdentifier`).
package struct VoiceOverHidingCount<View: Hashable & Sendable>: Sendable {
  private var entries: [View: (hiders: Int, wasHidden: Bool)] = [:]

  /// No view hidden.
  package init() {}

  /// How many overlays hide `view` now.
  func hiders(of view: View) -> Int {
    entries[view]?.hiders ?? 0
  }

  /// One more overlay hides `view`, whose elements are `isHidden` now.
  ///
  /// - Returns: whether to hide the view now: only for the first hider, which saves
  ///   `isHidden`; for later ones the view is already hidden, by the overlays, not the app.
  package mutating func hide(_ view: View, isHidden: Bool) -> Bool {
    let entry = entries[view] ?? (0, isHidden)
    entries[view] = (entry.hiders + 1, entry.wasHidden)
    return entry.hiders == 0
  }

  /// One overlay stops hiding `view`.
  ///
  /// - Returns: the hidden state to give the view back, when this was the last hider; `nil`
  ///   otherwise, and for a view no overlay hides.
  package mutating func release(_ view: View) -> Bool? {
    guard let entry = entries[view] else { return nil }
    guard entry.hiders > 1 else {
      entries[view] = nil
      return entry.wasHidden
    }
    entries[view] = (entry.hiders - 1, entry.wasHidden)
    return nil
  }

  /// Drops what is known about `view`, which no longer exists: an identity reused by a new
  /// view must not find the old view's count.
  package mutating func forget(_ view: View) {
    entries[view] = nil
  }
}
