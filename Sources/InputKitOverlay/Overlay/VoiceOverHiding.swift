#if canImport(UIKit)
  import UIKit
  import InputKitOverlayCore

  /// Counted for every overlay of the app together.
  @MainActor
  final class VoiceOverHiding {
    static let shared = VoiceOverHiding()

    private var count = VoiceOverHidingCount<ObjectIdentifier>()
    /// Held weakly: a view gone frees its identity for a new view.
    private var views: [ObjectIdentifier: () -> UIView?] = [:]

    func hide(_ view: UIView) {
      for (key, hidden) in views where hidden() == nil {
        count.forget(key)
        views[key] = nil
      }
      let key = ObjectIdentifier(view)
      views[key] = { [weak view] in view }
      count.hide(key, isHidden: view.accessibilityElementsHidden).map {
        view.accessibilityElementsHidden = $0
      }
    }

    func restore(_ view: UIView) {
      let key = ObjectIdentifier(view)
      count.release(key).map { wasHidden in
        views[key] = nil
        view.accessibilityElementsHidden = wasHidden
      }
    }
  }
#endif
