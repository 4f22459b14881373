#if canImport(UIKit)
  import UIKit

  /// Tells its owner what UIKit tells views; `open` for the features' modules, behind an SPI.
  @MainActor @_spi(InputKitInternal)
  open class ViewLifecycleRelay: UIView {
    /// Runs when the view joined or left a window.
    public var windowChanged: (@MainActor () -> Void)?
    /// Runs after `layoutSubviews`.
    public var laidOut: (@MainActor () -> Void)?
    /// Runs when the view's traits changed, with the traits before.
    public var traitsChanged: (@MainActor (UITraitCollection?) -> Void)?

    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Made in code: an archived one is refused (`nil`).
    public required init?(coder: NSCoder) {
      return nil
    }

    open override func didMoveToWindow() {
      super.didMoveToWindow()
      windowChanged?()
    }

    open override func layoutSubviews() {
      super.layoutSubviews()
      laidOut?()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      traitsChanged?(previousTraitCollection)
    }
  }
#endif
