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
    private weak var host: UIView?
    private var coverage: OverlayCoverage = .view
    private var keyboardObservation: NotificationObservations?
    /// The docked keyboard's last end frame in screen coordinates, as the keyboard reported it.
    private var keyboardFrameOnScreen: CGRect?
    private var overlayWindow: UIWindow?
    private var hostAnchor: HostWindowAnchor?
    private weak var coveredKeyboard: CalculatorKeyboard?
    /// The constraints pinning the overlay to a scroll view's frame layout guide, while it is.
    private var scrollPins: [NSLayoutConstraint] = []

    /// A hidden overlay with the look and timing of `configuration`; add it to a view with
    /// `attach(to:coverage:)`, or use `show(in:coverage:configuration:)`.
    public init(configuration: ActivityOverlayConfiguration = ActivityOverlayConfiguration()) {
      driver = ActivityOverlayDriver(configuration: configuration)
      super.init(frame: .zero)
      buildHierarchy(appearance: configuration.appearance)
      driver.render = { [weak self] event in self?.render(event) }
      driver.focusTarget = { [weak self] in self?.messageLabel }
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

    /// Moves the overlay onto `host` with `coverage`; where it then goes is the core's
    /// `OverlayCoverage.placement(containerBounds:ownKeyboardSize:accessoryHeight:systemKeyboardFrame:)`,
    /// asked again whenever the overlay appears and whenever the keyboard changes its frame:
    /// - `.screen`: the host's window (the host itself until it is in one);
    /// - `.view`: the host's bounds;
    /// - `.keyboard`: exactly the keyboard. The keyboard is drawn in a window of its own above
    ///   the app's, so the overlay is hosted inside the `CalculatorKeyboard` when that is the
    ///   input view on screen (`keyboard`, or the one of the first responder inside `host`),
    ///   covering its accessory bar too and blocking its keys; for the system keyboard, in a
    ///   pass-through window of the host's scene above the keyboard, framed by the core's
    ///   `KeyboardGeometry` from the keyboard's frame notifications, taking touches only
    ///   where it covers; with no docked keyboard, the host's bounds.
    ///
    /// Only what the overlay covers is blocked: the rest of the screen stays usable.
    public func attach(to host: UIView, coverage: OverlayCoverage) {
      removeFromSuperview()
      self.host = host
      self.coverage = coverage
      translatesAutoresizingMaskIntoConstraints = true
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
      keyboardObservation = coverage == .keyboard ? observeKeyboardFrames() : nil
      hostAnchor?.removeFromSuperview()
      let anchor = HostWindowAnchor()
      anchor.windowChanged = { [weak self] in self?.place() }
      host.addSubview(anchor)
      hostAnchor = anchor
      place()
    }

    /// The keyboard a `.keyboard` overlay covers from inside when it is the input view on
    /// screen. Without one, the overlay looks for a first responder inside its host whose
    /// input view is a `CalculatorKeyboard`.
    public weak var keyboard: CalculatorKeyboard? {
      didSet { place() }
    }

    /// Overlays take every touch that lands on them, so nothing under them, the keys of a
    /// keyboard hosting them included, hears it.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// See `touchesBegan(_:with:)`.
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// See `touchesBegan(_:with:)`.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// See `touchesBegan(_:with:)`.
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Puts the overlay where the core's placement says, and blocks the keyboard it covers
    /// while it shows.
    private func place() {
      // A host gone, or out of every window, covers nothing: an overlay in the pass-through
      // window must not stay above the next screen (the host's anchor calls again when it
      // comes back).
      guard let host, host.window != nil else {
        releasePassThroughWindow()
        return
      }
      let container: UIView = coverage == .screen ? (host.window ?? host) : host
      let ownKeyboard = coverage == .keyboard ? shownKeyboard(in: host) : nil
      let scrollView = container as? UIScrollView
      let placement = coverage.placement(
        containerBounds: container.bounds, ownKeyboardSize: ownKeyboard?.bounds.size,
        accessoryHeight: ownKeyboard?.shownAccessoryHeight ?? 0,
        systemKeyboardFrame: ownKeyboard == nil ? systemKeyboardFrame(for: host.window) : nil,
        containerScrolls: scrollView != nil && scrollView?.superview != nil)
      if case .overScrollingContainer = placement {} else { unpinFromScrollView() }
      switch placement {
      case .overScrollingContainer:
        if let scrollView, let outside = scrollView.superview {
          pin(over: scrollView, in: outside)
        }
      case .container(let frame):
        move(into: container, frame: frame)
      case .insideKeyboard(let frame):
        if let ownKeyboard { ownKeyboard.host(self, frame: frame) }
      case .aboveKeyboard(let frame):
        if let window = passThroughWindow(over: host.window) {
          move(into: window, frame: frame)
        } else {
          move(into: container, frame: container.bounds)
        }
      }
      let covered = placement.blocksOwnKeyboard ? ownKeyboard : nil
      if coveredKeyboard !== covered {
        coveredKeyboard?.setInputBlocked(false)
        coveredKeyboard = covered
      }
      updateBlocking()
    }

    /// Hosts the overlay beside `scrollView`, in `outside`, pinned to the scroll view's frame
    /// layout guide: over the visible area, whatever the content offset, and in front of cells
    /// the scroll view adds later.
    private func pin(over scrollView: UIScrollView, in outside: UIView) {
      if superview !== outside || scrollPins.isEmpty {
        unpinFromScrollView()
        removeFromSuperview()
        translatesAutoresizingMaskIntoConstraints = false
        outside.addSubview(self)
        let guide = scrollView.frameLayoutGuide
        scrollPins = [
          topAnchor.constraint(equalTo: guide.topAnchor),
          bottomAnchor.constraint(equalTo: guide.bottomAnchor),
          leadingAnchor.constraint(equalTo: guide.leadingAnchor),
          trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ]
        NSLayoutConstraint.activate(scrollPins)
      }
      outside.bringSubviewToFront(self)
    }

    private func unpinFromScrollView() {
      guard !scrollPins.isEmpty else { return }
      NSLayoutConstraint.deactivate(scrollPins)
      scrollPins = []
      translatesAutoresizingMaskIntoConstraints = true
    }

    private func move(into container: UIView, frame: CGRect) {
      if superview !== container {
        removeFromSuperview()
        container.addSubview(self)
      }
      self.frame = frame
    }

    /// The covered keyboard takes no input while the overlay is on screen, and the
    /// pass-through window is shown only while the overlay is.
    private func updateBlocking() {
      coveredKeyboard?.setInputBlocked(!isHidden && superview === coveredKeyboard)
      overlayWindow?.isHidden = isHidden || superview !== overlayWindow
    }

    /// The `CalculatorKeyboard` on screen as the input view of a field in `host`, if any.
    private func shownKeyboard(in host: UIView) -> CalculatorKeyboard? {
      if let keyboard, keyboard.window != nil, keyboard.target?.responder?.isFirstResponder == true
      {
        return keyboard
      }
      guard let responder = Self.firstResponder(in: host) else { return nil }
      let input = (responder as? UITextField)?.inputView ?? (responder as? UITextView)?.inputView
      guard let shown = input as? CalculatorKeyboard, shown.window != nil else { return nil }
      return shown
    }

    private static func firstResponder(in view: UIView) -> UIView? {
      if view.isFirstResponder { return view }
      for subview in view.subviews {
        if let found = firstResponder(in: subview) { return found }
      }
      return nil
    }

    /// The docked keyboard's part of `window`, in its coordinates, from the last keyboard frame
    /// notification; `nil` when none is docked or none was heard.
    private func systemKeyboardFrame(for window: UIWindow?) -> CGRect? {
      guard let window else { return nil }
      guard let keyboardFrame = keyboardFrameOnScreen else {
        // No notification heard yet (the overlay was made while the keyboard was up): the
        // host's keyboard guide shows where a docked keyboard is.
        guard let host else { return nil }
        let guide = host.keyboardLayoutGuide
        guard
          let docked = KeyboardGeometry.dockedKeyboardFrame(
            fromLayoutGuideFrame: guide.layoutFrame,
            safeAreaBottomInset: host.safeAreaInsets.bottom)
        else { return nil }
        return host.convert(docked, to: window)
      }
      let screen = window.screen
      let windowFrame = window.convert(window.bounds, to: screen.coordinateSpace)
      return KeyboardGeometry(screenBounds: screen.bounds)
        .overlap(ofKeyboardFrame: keyboardFrame, withViewFrame: windowFrame)
    }

    /// Takes the overlay out of the pass-through window and lets the window go.
    private func releasePassThroughWindow() {
      guard let window = overlayWindow else { return }
      if superview === window { removeFromSuperview() }
      window.isHidden = true
      overlayWindow = nil
    }

    /// The window above the keyboard in `hostWindow`'s scene, made once.
    private func passThroughWindow(over hostWindow: UIWindow?) -> UIWindow? {
      guard let hostWindow, let scene = hostWindow.windowScene else { return nil }
      if let overlayWindow, overlayWindow.windowScene === scene {
        overlayWindow.frame = hostWindow.frame
        return overlayWindow
      }
      let window = PassThroughWindow(windowScene: scene)
      window.frame = hostWindow.frame
      window.windowLevel = PassThroughWindow.levelAboveKeyboard
      window.isHidden = true
      overlayWindow = window
      return window
    }

    private func observeKeyboardFrames() -> NotificationObservations {
      let center = NotificationCenter.default
      let endFrameKey = UIResponder.keyboardFrameEndUserInfoKey
      // UIKit posts keyboard notifications on the main thread; a block on the main queue runs
      // there. The frame is copied out as a value before it crosses to the main actor.
      // The did-change notification too: a keyboard hosting the overlay is still on screen when
      // its will-change arrives, and only after it has gone can the overlay fall back.
      let names = [
        UIResponder.keyboardWillChangeFrameNotification,
        UIResponder.keyboardDidChangeFrameNotification,
      ]
      let tokens = names.map { name in
        center.addObserver(forName: name, object: nil, queue: .main) { [weak self] notification in
          let value = notification.userInfo?[endFrameKey] as? NSValue
          let frame = value?.cgRectValue
          Task { @MainActor [weak self] in self?.keyboardFrameChanged(to: frame) }
        }
      }
      return NotificationObservations(center: center, tokens: tokens)
    }

    private func keyboardFrameChanged(to frame: CGRect?) {
      keyboardFrameOnScreen = frame
      place()
    }

    private func buildHierarchy(appearance: OverlayAppearance) {
      isHidden = true
      alpha = 0
      panel.backgroundColor = UIColor(appearance.background)
      panel.layer.cornerRadius = appearance.cornerRadius
      panel.layer.borderWidth = 1
      panel.layer.borderColor = UIColor(appearance.stroke).cgColor
      let white = UIColor(appearance.contentColor)
      spinner.color = white
      spinner.hidesWhenStopped = true
      statusIcon.textColor = white
      statusIcon.textAlignment = .center
      // The icon repeats the outcome the label already says; VoiceOver reads the label.
      statusIcon.isAccessibilityElement = false
      messageLabel.textColor = white
      messageLabel.textAlignment = .center
      messageLabel.numberOfLines = 0
      messageLabel.font = UIFont.preferredFont(forTextStyle: .body)
      messageLabel.adjustsFontForContentSizeCategory = true
      // While shown, VoiceOver stays on the overlay: what it covers cannot be used.
      accessibilityViewIsModal = true
      progressBar.isHidden = true

      let views: [UIView] = [panel, spinner, statusIcon, messageLabel, progressBar]
      for view in views { view.translatesAutoresizingMaskIntoConstraints = false }
      addSubview(panel)
      for view in views.dropFirst() { panel.addSubview(view) }

      let inset = appearance.inset
      let spacing = CGFloat(appearance.contentSpacing)
      // The panel sits inside the safe area, as `OverlayAppearance.panelFrame(in:safeAreaInsets:)`
      // has it: a screen overlay's panel never goes under the notch or the home indicator.
      let safe = safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        panel.topAnchor.constraint(equalTo: safe.topAnchor, constant: inset),
        panel.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -inset),
        panel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
        panel.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
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
        accessibilityElementsHidden = false
        accessibilityViewIsModal = true
        isHidden = false
        place()
        fade(to: 1, animated: animated, then: nil)
      case .update(let content):
        show(content)
      case .disappear(let animated):
        // VoiceOver lets go of the overlay when the fade starts (the driver posts
        // layoutChanged right after this event), so it must not find the fading panel again.
        accessibilityViewIsModal = false
        accessibilityElementsHidden = true
        fade(to: 0, animated: animated) { [weak self] in
          guard let self else { return }
          self.isHidden = true
          self.spinner.stopAnimating()
          // The window and the overlay in it hold each other; a hidden overlay lets go.
          if self.superview === self.overlayWindow { self.releasePassThroughWindow() }
          self.updateBlocking()
        }
      }
    }

    private func show(_ content: ActivityOverlayContent) {
      messageLabel.text = content.message
      // One indicator, the core's choice, as the SwiftUI panel and the terminal draw it.
      switch content.indicator {
      case .spinner:
        statusIcon.text = nil
        progressBar.isHidden = true
        spinner.startAnimating()
      case .progress(let fraction):
        statusIcon.text = nil
        spinner.stopAnimating()
        progressBar.isHidden = false
        progressBar.progress = Float(fraction)
      case .symbol(let mark):
        statusIcon.text = mark
        spinner.stopAnimating()
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

  /// A window that takes touches only on its subviews (the overlay), so everything around the
  /// covered keyboard stays usable.
  private final class PassThroughWindow: UIWindow {
    /// Above every window, the keyboard's included: UIKit does not publish the keyboard
    /// window's level, and window levels only order windows.
    static let levelAboveKeyboard = UIWindow.Level(rawValue: .greatestFiniteMagnitude)

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
  }
#endif
