/// What VoiceOver must not reach while an overlay shows: what the overlay covers, and no more.
/// The answer of ``OverlayCoverage/voiceOverScope(placedAt:)``, which a renderer only applies.
public enum OverlayVoiceOverScope: Hashable, Sendable {
  /// The overlay is modal among its siblings (UIKit's `accessibilityViewIsModal`): they are
  /// what it covers (the host view's content, the window's, InputKit's keys).
  case overlaySiblings
  /// The overlay has no siblings where it is hosted (the window above the keyboard), so the
  /// host's window is hidden from VoiceOver while it shows (`accessibilityElementsHidden`),
  /// and given back as it was when it leaves.
  case hostWindow
  /// The overlay sits beside a scroll view, among siblings it does not cover: only the scroll
  /// view is hidden from VoiceOver while it shows, and given back as it was.
  case container
  /// The overlay covers only a keyboard that is not this app's to hide (the system keyboard):
  /// the app stays usable, so VoiceOver may go everywhere, the overlay's message included.
  case nothing
}

extension OverlayCoverage {
  /// What VoiceOver must not reach while an overlay placed at `placement` shows.
  ///
  /// | Placement | Coverage | Hidden from VoiceOver |
  /// |---|---|---|
  /// | in the container, inside InputKit's keyboard | any | the overlay's siblings |
  /// | in the window above the keyboard | `screen`, `view` | the host's window |
  /// | in the window above the keyboard | `keyboard` | nothing |
  /// | beside a scroll view | any | the scroll view |
  public func voiceOverScope(placedAt placement: OverlayPlacement) -> OverlayVoiceOverScope {
    switch placement {
    case .container, .insideKeyboard: .overlaySiblings
    case .aboveKeyboard: self == .keyboard ? .nothing : .hostWindow
    case .overScrollingContainer: .container
    }
  }
}
