#if canImport(UIKit)
  import UIKit
  import InputKitOverlayCore
  import InputKitShared

  extension ActivityOverlay {
    var look: OverlayAppearance {
      configuration.appearance(isDark: traitCollection.userInterfaceStyle == .dark)
    }

    func layOutPanel() {
      let indicator = [spinner, symbolView, markLabel, customIndicator].compactMap { $0 }
        .first { !$0.isHidden }
      let fitting = bounds.size
      let frames = look.layOut(
        in: bounds,
        safeAreaInsets: EdgeInsets(safeAreaInsets),
        fillsOverlay: session.panelFillsOverlay, placement: configuration.placement,
        offset: configuration.offset, indicator: indicator?.sizeThatFits(fitting),
        progressHeight: drawn.progress.map { _ in progressBar.sizeThatFits(fitting).height },
        button: content?.cancelButton(measuring: cancelButton.sizeThatFits(fitting)),
        messageSize: { [messageLabel] width in
          messageLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        })
      dimView.frame = bounds
      blur.frame = frames.panel
      panel.frame = frames.panel
      indicator?.frame = frames.indicator
      messageLabel.frame = frames.message
      // Hidden when there is none: their frames do not matter then.
      frames.progress.map { progressBar.frame = $0 }
      frames.button.map { cancelButton.frame = $0 }
    }

    /// SwiftUI's indicator while `.activityOverlay` gives one wins.
    private var customIndicator: UIView? { indicatorController?.view ?? indicatorView }

    func show(_ content: ActivityOverlayContent) {
      self.content = content
      let custom = customIndicator
      // Symbols as large as the outcome's mark, growing with Dynamic Type.
      let image: UIImage? =
        switch look.indicator {
        case .symbol(let name):
          UIImage(
            systemName: name,
            withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle))
        case .image(let name): UIImage(named: name)
        case .spinner, .none: nil
        }
      drawn = content.drawing(
        with: look.indicator, customView: custom != nil, imageLoads: image != nil)
      messageLabel.text = content.message
      spinner.isHidden = !drawn.spinner
      drawn.spinner ? spinner.startAnimating() : spinner.stopAnimating()
      symbolView.image = image
      symbolView.isHidden = drawn.symbol == nil && drawn.image == nil
      markLabel.text = drawn.mark
      markLabel.isHidden = drawn.mark == nil
      indicatorView?.isHidden = true
      indicatorController?.view.isHidden = true
      custom.map(panel.addSubview)
      custom?.isHidden = !drawn.custom
      // SwiftUI's indicator is InputKit's own view, so the panel keeps its touches; the app's
      // `indicatorView` is left as the app made it.
      indicatorController?.view.isUserInteractionEnabled = false
      progressBar.isHidden = drawn.progress == nil
      drawn.progress.map { progressBar.progress = Float($0) }
      cancelButton.isHidden = !content.isCancellable
      surface.setNeedsLayout()
    }

    var blurEffect: UIVisualEffect? {
      look.blur.map { UIBlurEffect(style: UIBlurEffect.Style($0)) }
    }

    /// Builds the panel once. The overlay itself is never faded: a view below 0.01 opacity takes
    /// no touches, and a blur under a translucent superview draws wrongly.
    func buildPanel() {
      for view in [dimView, panel] { view.alpha = 0 }
      for view in [panel, blur] { view.clipsToBounds = true }
      surface.frame = bounds
      surface.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(surface)
      for view in [dimView, blur, panel] { surface.addSubview(view) }
      panel.isAccessibilityElement = false
      // The mark, the symbol and the shields say nothing the message does not; the keys under a
      // shield are hidden from VoiceOver by the keyboard.
      for view in [markLabel, symbolView, keyShield, barShield, systemKeyboardShield] {
        view.isAccessibilityElement = false
      }
      for (label, style) in [(markLabel, UIFont.TextStyle.largeTitle), (messageLabel, .body)] {
        label.textAlignment = .center
        label.font = UIFont.preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
      }
      messageLabel.numberOfLines = 0
      cancelButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
      cancelButton.titleLabel?.adjustsFontForContentSizeCategory = true
      cancelButton.addAction(
        UIAction { [weak self] _ in self?.driver.send(.cancelTapped) }, for: .touchUpInside)
      spinner.hidesWhenStopped = false
      for view in [spinner, symbolView, markLabel, messageLabel, progressBar, cancelButton] {
        panel.addSubview(view)
        view.isHidden = true
      }
      // A touch on the panel lands on the panel itself, which keeps it, or on its cancel button.
      for view in [spinner, symbolView, markLabel, messageLabel, progressBar] {
        view.isUserInteractionEnabled = false
      }
      messageLabel.isHidden = false
      applyLook()
    }

    func applyLook() {
      let look = look
      let content = UIColor(look.contentColor)
      dimView.backgroundColor = UIColor(look.dimColor)
      // The fill is drawn over the blur: the panel lies on it.
      panel.backgroundColor = UIColor(look.background)
      panel.layer.cornerRadius = look.cornerRadius
      panel.layer.borderWidth = look.strokeWidth
      panel.layer.borderColor = UIColor(look.stroke).cgColor
      blur.layer.cornerRadius = look.cornerRadius
      blur.isHidden = look.blur == nil
      if session.isVisible { blur.effect = blurEffect }
      spinner.color = content
      symbolView.tintColor = content
      markLabel.textColor = content
      messageLabel.textColor = content
      progressBar.progressTintColor = content
      cancelButton.setTitleColor(content, for: .normal)
      cancelButton.setTitle(configuration.cancelTitle, for: .normal)
      for shield in [keyShield, barShield, systemKeyboardShield] {
        shield.backgroundColor = UIColor(look.shieldTint)
      }
      self.content.map(show)
    }
  }

  extension UIBlurEffect.Style {
    init(_ blur: OverlayAppearance.Blur) {
      switch blur {
      case .system: self = .systemMaterial
      case .light: self = .systemMaterialLight
      case .dark: self = .systemMaterialDark
      }
    }
  }
#endif
