#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// The "Loading…" / "Sending…" overlay: a rounded translucent panel with a
  /// spinner (or a progress bar, or the outcome's icon) and a centred label, laid over a
  /// screen, a view, or exactly the keyboard.
  ///
  /// Every decision — when it appears, what it says, when it leaves, whether it fades — is the
  /// core's `ActivityOverlayState`, run by an `ActivityOverlayDriver`; this view only renders
  /// the events. While hidden it is `isHidden`, so touches pass through to the content below;
  /// while shown it blocks them.
  ///
  /// ```swift
  /// let overlay = ActivityOverlay.show(in: view, coverage: .keyboard)
  /// let token = overlay.begin(message: overlay.configuration.messages.sending)
  /// // … the work finishes …
  /// overlay.end(token, outcome: .succeeded())
  /// ```
  @MainActor
  public final class ActivityOverlay: UIView, ActivityOverlayControlling {
    /// Runs the overlay's state; `begin`/`end` here forward to it.
    public let driver: ActivityOverlayDriver

    private let panel = UIView(frame: .zero)
    private let spinner = UIActivityIndicatorView(style: .large)
    private let statusIcon = UILabel(frame: .zero)
    private let messageLabel = UILabel(frame: .zero)
    private let progressBar = UIProgressView(progressViewStyle: .default)
    private var fadeGeneration: UInt64 = 0

    /// A hidden overlay with the look and timing of `configuration`; add it to a view with
    /// `attach(to:coverage:)`, or use `show(in:coverage:configuration:)`.
    public init(configuration: ActivityOverlayConfiguration = ActivityOverlayConfiguration()) {
      driver = ActivityOverlayDriver(configuration: configuration)
      super.init(frame: .zero)
      buildHierarchy(appearance: configuration.appearance)
      driver.render = { [weak self] event in self?.render(event) }
    }

    /// Overlays are built in code: an archived one is refused (`nil`), because its
    /// configuration cannot be archived.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Creates an overlay and attaches it to `host` with `coverage` (see `attach(to:coverage:)`).
    public static func show(
      in host: UIView, coverage: OverlayCoverage,
      configuration: ActivityOverlayConfiguration = ActivityOverlayConfiguration()
    ) -> ActivityOverlay {
      let overlay = ActivityOverlay(configuration: configuration)
      overlay.attach(to: host, coverage: coverage)
      return overlay
    }

    /// Moves the overlay onto `host`, pinned by constraints so that it follows rotation and
    /// resizing:
    /// - `.screen`: the host's window (the host itself until it is in one);
    /// - `.view`: the host's edges;
    /// - `.keyboard`: the anchors of the host's `keyboardLayoutGuide`, which UIKit keeps on
    ///   the docked keyboard's frame. `followsUndockedKeyboard` stays `false`, as the core's
    ///   `KeyboardGeometry` has it: a floating keyboard covers nothing, so the guide drops to
    ///   the bottom of the safe area instead of chasing it.
    public func attach(to host: UIView, coverage: OverlayCoverage) {
      removeFromSuperview()
      let container: UIView = coverage == .screen ? (host.window ?? host) : host
      translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(self)
      switch coverage {
      case .screen, .view:
        NSLayoutConstraint.activate([
          topAnchor.constraint(equalTo: container.topAnchor),
          bottomAnchor.constraint(equalTo: container.bottomAnchor),
          leadingAnchor.constraint(equalTo: container.leadingAnchor),
          trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
      case .keyboard:
        let guide = container.keyboardLayoutGuide
        guide.followsUndockedKeyboard = false
        NSLayoutConstraint.activate([
          topAnchor.constraint(equalTo: guide.topAnchor),
          bottomAnchor.constraint(equalTo: guide.bottomAnchor),
          leadingAnchor.constraint(equalTo: guide.leadingAnchor),
          trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
      }
    }

    private func buildHierarchy(appearance: OverlayAppearance) {
      isHidden = true
      alpha = 0
      panel.backgroundColor = UIColor(appearance.background)
      panel.layer.cornerRadius = appearance.cornerRadius
      panel.layer.borderWidth = 1
      panel.layer.borderColor = UIColor(appearance.stroke).cgColor
      let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
      spinner.color = white
      spinner.hidesWhenStopped = true
      statusIcon.textColor = white
      statusIcon.textAlignment = .center
      // The icon repeats the outcome the label already says; VoiceOver reads the label.
      statusIcon.isAccessibilityElement = false
      messageLabel.textColor = white
      messageLabel.textAlignment = .center
      messageLabel.numberOfLines = 0
      progressBar.isHidden = true

      let views: [UIView] = [panel, spinner, statusIcon, messageLabel, progressBar]
      for view in views { view.translatesAutoresizingMaskIntoConstraints = false }
      addSubview(panel)
      for view in views.dropFirst() { panel.addSubview(view) }

      let inset = appearance.inset
      let spacing: CGFloat = 12
      NSLayoutConstraint.activate([
        panel.topAnchor.constraint(equalTo: topAnchor, constant: inset),
        panel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset),
        panel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
        panel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
        spinner.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
        spinner.bottomAnchor.constraint(equalTo: panel.centerYAnchor, constant: -spacing / 2),
        statusIcon.centerXAnchor.constraint(equalTo: spinner.centerXAnchor),
        statusIcon.centerYAnchor.constraint(equalTo: spinner.centerYAnchor),
        messageLabel.topAnchor.constraint(equalTo: panel.centerYAnchor, constant: spacing / 2),
        messageLabel.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: spacing),
        messageLabel.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -spacing),
        progressBar.topAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: spacing),
        progressBar.leadingAnchor.constraint(equalTo: messageLabel.leadingAnchor),
        progressBar.trailingAnchor.constraint(equalTo: messageLabel.trailingAnchor),
      ])
    }

    private func render(_ event: ActivityOverlayEvent) {
      switch event {
      case .appear(let content, let animated):
        show(content)
        isHidden = false
        fade(to: 1, animated: animated, then: nil)
      case .update(let content):
        show(content)
      case .disappear(let animated):
        fade(to: 0, animated: animated) { [weak self] in
          self?.isHidden = true
          self?.spinner.stopAnimating()
        }
      }
    }

    private func show(_ content: ActivityOverlayContent) {
      messageLabel.text = content.message
      statusIcon.text = content.status.symbol
      if content.status == .inProgress {
        spinner.startAnimating()
      } else {
        spinner.stopAnimating()
      }
      if let progress = content.progress {
        progressBar.isHidden = false
        progressBar.progress = Float(progress)
      } else {
        progressBar.isHidden = true
      }
    }

    /// Fades to `target` from wherever the alpha is now, so an `appear` during a fade-out
    /// reverses it. `then` runs only if no later fade has started by the time this one ends.
    private func fade(to target: CGFloat, animated: Bool, then: (() -> Void)?) {
      fadeGeneration &+= 1
      let generation = fadeGeneration
      let finish = { [weak self] in
        guard let self, self.fadeGeneration == generation else { return }
        then?()
      }
      guard animated else {
        alpha = target
        finish()
        return
      }
      UIView.animate(
        withDuration: configuration.appearance.fadeDuration.timeInterval, delay: 0,
        options: [.beginFromCurrentState],
        animations: { [weak self] in self?.alpha = target },
        completion: { _ in finish() })
    }
  }
#endif
