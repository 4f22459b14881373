#if canImport(UIKit)
  import UIKit

  /// A view that tells its owner what UIKit tells views: that it joined or left a window, that
  /// it was laid out, that its traits changed. The overlay's anchor and surface, the keyboard's
  /// keys view and the prompt's root view are made of it, so UIKit is watched in one way.
  @MainActor
  class ViewLifecycleRelay: UIView {
    /// Runs when the view joined or left a window.
    var windowChanged: (@MainActor () -> Void)?
    /// Runs when the view was laid out.
    var laidOut: (@MainActor () -> Void)?
    /// Runs when the view's traits changed, with the traits before the change.
    var traitsChanged: (@MainActor (UITraitCollection?) -> Void)?

    override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Made in code: an archived one is refused (`nil`).
    required init?(coder: NSCoder) {
      return nil
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      windowChanged?()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      laidOut?()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      traitsChanged?(previousTraitCollection)
    }
  }
#endif
