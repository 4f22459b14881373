#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// The views activity overlays hide from VoiceOver, counted in one table shared by every
  /// overlay (the core's `HiddenFromVoiceOverCount`): two overlays hiding the same window leave
  /// it hidden until the last of them leaves, which gives it back as it was before the first.
  ///
  /// `accessibilityElementsHidden` belongs to the view, not to an overlay, so the count has to
  /// be one per view for the whole app; it lives here, in the UIKit layer, on the main actor
  /// where every view is.
  @MainActor
  enum VoiceOverHiding {
    private static var count = HiddenFromVoiceOverCount<ObjectIdentifier>()
    /// The views counted, held weakly: a view gone frees its identity for a new view, which
    /// must not inherit the old one's count.
    private static var views: [ObjectIdentifier: WeakView] = [:]

    /// One more overlay hides `view`'s elements from VoiceOver.
    static func hide(_ view: UIView) {
      for (key, entry) in views where entry.view == nil {
        count.forget(key)
        views[key] = nil
      }
      let key = ObjectIdentifier(view)
      views[key] = WeakView(view: view)
      if count.hide(key, isHidden: view.accessibilityElementsHidden) == .hide {
        view.accessibilityElementsHidden = true
      }
    }

    /// One overlay stops hiding `view`; the last one gives it back as it was.
    static func release(_ view: UIView) {
      let key = ObjectIdentifier(view)
      guard case .restore(let isHidden) = count.release(key) else { return }
      views[key] = nil
      view.accessibilityElementsHidden = isHidden
    }

    private struct WeakView {
      weak var view: UIView?
    }
  }
#endif
