#if canImport(UIKit)
  import InputKitCore
  import UIKit

  extension ActivityOverlay {
    /// The look for the interface's appearance now: the configuration's dark one in Dark Mode.
    var look: OverlayAppearance {
      configuration.appearance(isDark: traitCollection.userInterfaceStyle == .dark)
    }

    /// Places the panel where `OverlayAppearance.panelFrame(in:safeAreaInsets:)` says (inset
    /// inside the safe area, so a screen overlay's panel never sits under the notch) and its
    /// content where `layOutContent` says: inside the panel, whatever its size.
    func layOutPanel() {
      let look = look
      let safe = safeAreaInsets
      panel.frame = look.panelFrame(
        in: bounds,
        safeAreaInsets: EdgeInsets(
          top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right))
      blur.frame = panel.bounds
      let indicator = shownIndicator
      let fitting = panel.bounds.size
      let frames = look.layOutContent(
        inPanel: panel.bounds, indicator: indicator?.sizeThatFits(fitting) ?? .zero,
        progressHeight: drawn.progress.map { _ in progressBar.sizeThatFits(fitting).height },
        button: content?.isCancellable == true ? cancelButton.sizeThatFits(fitting) : nil,
        messageSize: { [messageLabel] width in
          messageLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        })
      indicator?.frame = frames.indicator
      messageLabel.frame = frames.message
      progressBar.frame = frames.progress ?? .zero
      cancelButton.frame = frames.button ?? .zero
    }

    /// The one view drawn above the message, if any.
    private var shownIndicator: UIView? {
      [spinner, symbolView, markLabel, indicatorView].compactMap { $0 }.first { !$0.isHidden }
    }

    /// Draws `content`: the one indicator the core chooses for it, the message, the progress
    /// bar and the cancel button.
    func show(_ content: ActivityOverlayContent) {
      self.content = content
      drawn = content.drawing(with: look.indicator, customView: indicatorView != nil)
      messageLabel.text = content.message
      spinner.isHidden = !drawn.spinner
      drawn.spinner ? spinner.startAnimating() : spinner.stopAnimating()
      symbolView.image =
        drawn.symbol.flatMap { UIImage(systemName: $0, withConfiguration: Self.symbolSize) }
        ?? drawn.image.flatMap { UIImage(named: $0) }
      symbolView.isHidden = symbolView.image == nil
      markLabel.text = drawn.mark
      markLabel.isHidden = drawn.mark == nil
      indicatorView?.isHidden = !drawn.custom
      progressBar.isHidden = drawn.progress == nil
      progressBar.progress = Float(drawn.progress ?? 0)
      cancelButton.isHidden = !content.isCancellable
      setNeedsLayout()
    }

    /// Symbols are as large as the outcome's mark, and grow with Dynamic Type.
    private static let symbolSize = UIImage.SymbolConfiguration(textStyle: .largeTitle)

    /// Builds the panel once: everything is laid out by frame in `layoutSubviews`.
    func buildPanel() {
      alpha = 0
      panel.clipsToBounds = true
      addSubview(panel)
      panel.addSubview(blur)
      // The mark repeats the outcome the message already says; VoiceOver reads the message.
      markLabel.isAccessibilityElement = false
      symbolView.isAccessibilityElement = false
      markLabel.textAlignment = .center
      markLabel.font = UIFont.preferredFont(forTextStyle: .largeTitle)
      markLabel.adjustsFontForContentSizeCategory = true
      messageLabel.textAlignment = .center
      messageLabel.numberOfLines = 0
      messageLabel.font = UIFont.preferredFont(forTextStyle: .body)
      messageLabel.adjustsFontForContentSizeCategory = true
      cancelButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
      cancelButton.titleLabel?.adjustsFontForContentSizeCategory = true
      cancelButton.addAction(
        UIAction { [weak self] _ in self?.send(.cancelTapped) }, for: .touchUpInside)
      spinner.hidesWhenStopped = false
      for view in [spinner, symbolView, markLabel, messageLabel, progressBar, cancelButton] {
        panel.addSubview(view)
        view.isHidden = true
      }
      messageLabel.isHidden = false
      // The shields say nothing the overlay's message does not; the keys under them are
      // hidden from VoiceOver by the keyboard.
      keyShield.isAccessibilityElement = false
      barShield.isAccessibilityElement = false
      applyLook()
    }

    /// Colours, corners, outline, blur and dimming from the look of the appearance now.
    func applyLook() {
      let look = look
      let content = UIColor(look.contentColor)
      backgroundColor = UIColor(look.dimColor)
      panel.backgroundColor = UIColor(look.background)
      panel.layer.cornerRadius = look.cornerRadius
      panel.layer.borderWidth = look.strokeWidth
      panel.layer.borderColor = UIColor(look.stroke).cgColor
      blur.isHidden = !look.usesBlur
      spinner.color = content
      symbolView.tintColor = content
      markLabel.textColor = content
      messageLabel.textColor = content
      progressBar.progressTintColor = content
      cancelButton.setTitleColor(content, for: .normal)
      cancelButton.setTitle(configuration.cancelTitle, for: .normal)
      keyShield.backgroundColor = UIColor(look.shieldTint)
      barShield.backgroundColor = UIColor(look.shieldTint)
      self.content.map(show)
    }
  }
#endif
