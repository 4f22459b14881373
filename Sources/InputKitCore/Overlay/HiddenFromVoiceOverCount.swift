/// How many overlays hide each view from VoiceOver, and how the view was before the first, so
/// that the view is given back exactly as it was only when the last of them leaves.
///
/// Two overlays can hide the same view (two `.screen` overlays above the keyboard both hide
/// the host window). If each saved and restored the view's state on its own, the first to
/// leave would expose the view while the other still shows, and the other would then restore
/// the "hidden" it had saved, hiding the view for good. Counted, the first hider saves the
/// original state and the last one restores it.
///
/// `View` identifies a view (the UIKit layer uses the view's `ObjectIdentifier`, in one table
/// shared by every overlay).
public struct HiddenFromVoiceOverCount<View: Hashable & Sendable>: Sendable {
  /// A change to carry out on a view.
  public enum Change: Hashable, Sendable {
    /// Hide the view's elements from VoiceOver.
    case hide
    /// Give the view back the hidden state it had before the first overlay hid it.
    case restore(isHidden: Bool)
  }

  private struct Entry: Sendable {
    var hiders: Int
    var wasHidden: Bool
  }

  private var entries: [View: Entry] = [:]

  /// No view hidden.
  public init() {}

  /// How many overlays hide `view` now.
  public func hiders(of view: View) -> Int {
    entries[view]?.hiders ?? 0
  }

  /// One more overlay hides `view`, whose elements are `isHidden` now. The first one saves
  /// that and hides the view (`.hide`); later ones change nothing (`nil`), since the view is
  /// already hidden and `isHidden` is then the overlays' doing, not the app's.
  public mutating func hide(_ view: View, isHidden: Bool) -> Change? {
    if var entry = entries[view] {
      entry.hiders += 1
      entries[view] = entry
      return nil
    }
    entries[view] = Entry(hiders: 1, wasHidden: isHidden)
    return .hide
  }

  /// One overlay stops hiding `view`. The last one gives it back as it was before the first
  /// (`.restore`); earlier ones, and a view no overlay hides, change nothing (`nil`).
  public mutating func release(_ view: View) -> Change? {
    guard var entry = entries[view] else { return nil }
    entry.hiders -= 1
    guard entry.hiders == 0 else {
      entries[view] = entry
      return nil
    }
    entries[view] = nil
    return .restore(isHidden: entry.wasHidden)
  }

  /// Drops what is known about `view`, which no longer exists: an identity reused by a new
  /// view must not find the old view's count.
  public mutating func forget(_ view: View) {
    entries[view] = nil
  }
}
