#if canImport(UIKit)
  import UIKit
  import InputKitOverlayCore

  /// The views overlays hide from VoiceOver, counted for every overlay of the app together: two
  /// overlays beside one table view leave it hidden until the last of them leaves, which gives
  /// it back as it was before the first.
  @MainActor
  final class VoiceOverHiding {
    /// The one every overlay shares.
    static let shared = VoiceOverHiding()

    private var count = VoiceOverHidingCount<ObjectIdentifier>()
    /// The views counted, held weakly: a view gone frees its identity for a new view, which
    /// must not inherit the old one's count.
    private var views: [ObjectIdentifier: () -> UIView?] = [:]

    /// One more overlay hides `view`'s elements from VoiceOver.
    func hide(_ view: UIView) {
      for (key, hidden) in views where hidden() == nil {
        count.forget(key)
        views[key] = nil
      }
      let key = ObjectIdentifier(view)
      views[key] = { [weak view] in view }
      if count.hide(key, isHidden: view.accessibilityElementsHidden) {
        view.accessibilityElementsHidden = true
      }
    }

    /// One overlay stops hiding `view`; the last one gives it back as it was.
    func restore(_ view: UIView) {
      let key = ObjectIdentifier(view)
      guard let wasHidden = count.release(key) else { return }
      views[key] = nil
      view.accessibilityElementsHidden = wasHidden
    }
  }
#endif
