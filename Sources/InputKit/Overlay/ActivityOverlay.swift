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
    private let shield: InputShield
    /// The shield inside the accessory bar above InputKit's keyboard, which is not part of the
    /// keyboard view (`OverlayArrangement.accessoryBarShield`).
    private let barShield: InputShield
    private var fadeGeneration: UInt64 = 0
    private weak var host: UIView?
    private var coverage: OverlayCoverage = .view
    private var observations: NotificationObservations?
    /// The last keyboard frame notification heard, as the keyboard reported it.
    private var lastKeyboardChange: KeyboardFrameChange?
    /// Where the overlay was last put, for telling whether a move can follow the keyboard.
    private var placement: OverlayPlacement?
    private var overlayWindow: PassThroughWindow?
    private var hostAnchor: HostWindowAnchor?
    /// InputKit's keyboard blocked while the overlay shows, exactly the one the core named.
    private weak var blockedKeyboard: CalculatorKeyboard?
    /// The constraints pinning the overlay to a scroll view's frame layout guide, while it is.
    private var scrollPins: [NSLayoutConstraint] = []
    /// Whether VoiceOver is kept to the overlay: from `appear` until `disappear` starts.
    private var holdsVoiceOver = false
    /// What VoiceOver must not reach while the overlay shows, as the core said for the last
    /// placement, and the view that names (`nil` for the overlay's siblings, or nothing).
    private var voiceOverScope: OverlayVoiceOverScope = .overlaySiblings
    private weak var voiceOverCovered: UIView?
    /// The view this overlay hides from VoiceOver now; how it was before is counted for every
    /// overlay together (`VoiceOverHiding`), since another overlay may hide it too.
    private weak var voiceOverHidden: UIView?

    /// A hidden overlay with the look and timing of `configuration`; add it to a view with
    /// `attach(to:coverage:)`, or use `show(in:coverage:configuration:)`.
    public init(configuration: ActivityOverlayConfiguration = ActivityOverlayConfiguration()) {
      driver = ActivityOverlayDriver(configuration: configuration)
      shield = InputShield(appearance: configuration.appearance)
      barShield = InputShield(appearance: configuration.appearance)
      super.init(frame: .zero)
      buildHierarchy(appearance: configuration.appearance)
      driver.render = { [weak self] event in self?.render(event) }
      driver.focusTarget = { [weak self] in self?.messageLabel }
    }

    /// An overlay drawing the events of `driver`, which someone else owns and renders to: an
    /// `ActivityOverlayModel` whose SwiftUI coverage reaches beyond its view hands its events on
    /// through `render(_:)`. VoiceOver focus moves onto the message only while the overlay is
    /// in a window; otherwise the driver announces it.
    init(sharing driver: ActivityOverlayDriver) {
      self.driver = driver
      shield = InputShield(appearance: driver.configuration.appearance)
      barShield = InputShield(appearance: driver.configuration.appearance)
      super.init(frame: .zero)
      buildHierarchy(appearance: driver.configuration.appearance)
      driver.focusTarget = { [weak self] in self?.window == nil ? nil : self?.messageLabel }
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

    /// Moves the overlay onto `host` with `coverage`; where it then goes, and what else takes
    /// no input while it shows, is the core's `OverlayCoverage.arrangement(in:)`, asked again
    /// whenever the overlay appears, the keyboard changes its frame or a field begins or ends
    /// editing. The keyboard is drawn in a window of its own above the app's, so:
    /// - `.keyboard`: exactly the keyboard. Inside the `CalculatorKeyboard` that is the input
    ///   view on screen (`keyboard`, or the one of the first responder in the window), within
    ///   the keyboard's bounds, and a tinted shield inside its accessory bar, keys and bar
    ///   blocked; for this app's docked system keyboard, in a
    ///   pass-through window of the host's scene above the keyboard, at the keyboard's frame;
    ///   with none (or another app's, or a floating one), the host's bounds.
    /// - `.screen`: the host's window; while a field in that window is being edited, in the
    ///   pass-through window above the keyboard over the whole window, so the keys are covered
    ///   too (and a `CalculatorKeyboard`'s blocked).
    /// - `.view`: the host's bounds; while a field inside the host is being edited, the keyboard
    ///   is blocked too, under a tinted shield.
    ///
    /// Only what the arrangement names is blocked: the rest of the screen stays usable. Moves
    /// caused by the keyboard follow its animation.
    public func attach(to host: UIView, coverage: OverlayCoverage) {
      removeFromSuperview()
      self.host = host
      self.coverage = coverage
      translatesAutoresizingMaskIntoConstraints = true
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
      observations = observations ?? observeKeyboardAndEditing()
      hostAnchor?.removeFromSuperview()
      let anchor = HostWindowAnchor()
      anchor.windowChanged = { [weak self] in self?.place() }
      host.addSubview(anchor)
      hostAnchor = anchor
      // UIKit makes the keyboard layout guide on first access, unsolved: an overlay made while
      // the keyboard is already up reads it before any notification comes, so it is made and
      // laid out now, not in the middle of the first placement. Only in a window: a host
      // outside one (SwiftUI's updateUIView, a table host's viewDidLoad) would be laid out
      // before its owner has finished setting it up, for nothing, since the overlay is placed
      // only once the host is in a window (its anchor calls back then).
      _ = host.keyboardLayoutGuide
      if host.window != nil { host.layoutIfNeeded() }
      place()
    }

    /// The keyboard a `.keyboard` overlay covers from inside when it is the input view on
    /// screen. Without one, the overlay looks for the first responder in its host's window
    /// whose input view is a `CalculatorKeyboard`.
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

    /// Places the panel where `OverlayAppearance.panelFrame(in:safeAreaInsets:)` says: inset
    /// inside the safe area, so a screen overlay's panel never sits under the notch.
    public override func layoutSubviews() {
      super.layoutSubviews()
      let safe = safeAreaInsets
      panel.frame = configuration.appearance.panelFrame(
        in: bounds,
        safeAreaInsets: EdgeInsets(
          top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right))
    }

    /// The safe area moved (rotation, the overlay moved into another window): the panel
    /// follows.
    public override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      setNeedsLayout()
    }

    /// Gathers what surrounds the overlay, asks the core's arrangement, and applies it:
    /// hosts the overlay and the shield where it says and blocks the keyboard it names.
    /// `animation` is the keyboard's, when the keyboard's move is why this runs.
    private func place(following animation: KeyboardAnimation? = nil) {
      // A host gone, or out of every window, covers nothing: an overlay in the pass-through
      // window must not stay above the next screen, nor one beside a scroll view in the
      // superview UIKit reuses; what goes is the core's rule (the host's anchor calls again
      // when it comes back).
      guard let host, let hostWindow = host.window else {
        if let placement, !coverage.staysWhenHostLeavesWindow(placedAt: placement) {
          unpinFromScrollView()
          removeFromSuperview()
        }
        voiceOverCovered = nil
        applyVoiceOver()
        releasePassThroughWindow()
        shield.removeFromSuperview()
        barShield.removeFromSuperview()
        block(nil)
        placement = nil
        return
      }
      let container: UIView =
        switch coverage.container {
        case .hostWindow: hostWindow
        case .hostView: host
        }
      let editing = editingField(in: container, window: hostWindow)
      let arrangement = coverage.arrangement(
        in: OverlaySurroundings(
          containerBounds: container.bounds, containerIsScrollView: container is UIScrollView,
          containerHasSuperview: container.superview != nil,
          keyboard: keyboardOnScreen(own: editing.keyboard, host: host, window: hostWindow),
          editingFieldIsCovered: editing.isCovered,
          canOpenWindowAboveKeyboard: hostWindow.windowScene != nil))
      let moving = arrangement.placement.movesSmoothly(from: placement) ? animation : nil
      placement = arrangement.placement
      voiceOverScope = coverage.voiceOverScope(placedAt: arrangement.placement)
      voiceOverCovered =
        switch voiceOverScope {
        case .hostWindow: hostWindow
        case .container: container
        case .overlaySiblings, .nothing: nil
        }
      applyVoiceOver()
      if case .overScrollingContainer = arrangement.placement {} else { unpinFromScrollView() }
      switch arrangement.placement {
      case .overScrollingContainer:
        if let scrollView = container as? UIScrollView, let outside = scrollView.superview {
          pin(over: scrollView, in: outside)
        }
      case .container(let frame):
        move(self, into: container, frame: frame, following: moving)
      case .insideKeyboard(let frame):
        editing.keyboard?.host(self, frame: frame)
      case .aboveKeyboard(let frame):
        if let window = passThroughWindow(over: hostWindow) {
          move(self, into: window, frame: frame, following: moving)
        }
      }
      switch arrangement.shield {
      case .insideKeyboard(let frame)?:
        editing.keyboard?.host(shield, frame: frame)
      case .aboveKeyboard(let frame)?:
        if let window = passThroughWindow(over: hostWindow) {
          move(shield, into: window, frame: frame, following: animation)
        }
      case .container?, .overScrollingContainer?, nil:
        shield.removeFromSuperview()
      }
      // The bar is the app's view, not InputKit's: the shield is in it only while the overlay
      // shows, never left behind in it hidden (an overlay that goes away would leave it there).
      if !isHidden, let frame = arrangement.accessoryBarShield, let keyboard = editing.keyboard {
        keyboard.hostInAccessoryBar(barShield, frame: frame)
      } else {
        barShield.removeFromSuperview()
      }
      block(arrangement.blocksOwnKeyboard ? editing.keyboard : nil)
    }

    /// The field being edited in `window`: the `CalculatorKeyboard` it types with, if any, and
    /// whether the field is inside `container`. The field is looked for in the whole window, not
    /// only in the container: the keyboard on screen is the same wherever its field is, and a
    /// host that holds no field (the invisible anchor of SwiftUI's `.activityOverlay`) must
    /// still find it.
    private func editingField(
      in container: UIView, window: UIWindow
    ) -> (keyboard: CalculatorKeyboard?, isCovered: Bool) {
      if let keyboard, keyboard.window != nil,
        let bound = keyboard.target?.responder as? UIView, bound.isFirstResponder
      {
        return (keyboard, bound.isDescendant(of: container))
      }
      guard let responder = Self.firstResponder(in: window) else { return (nil, false) }
      let shown = responder.inputView as? CalculatorKeyboard
      return (shown?.window != nil ? shown : nil, responder.isDescendant(of: container))
    }

    /// The keyboard on screen for the core: InputKit's `own` when there is one, else this
    /// app's system keyboard as the last notification (or, before one, the host's keyboard
    /// layout guide) shows it in `window`'s coordinates.
    private func keyboardOnScreen(
      own: CalculatorKeyboard?, host: UIView, window: UIWindow
    ) -> OverlayKeyboard? {
      if let own {
        return .own(size: own.bounds.size, accessoryHeight: own.shownAccessoryHeight)
      }
      let screen = window.screen
      return OverlayKeyboard.system(
        lastChange: lastKeyboardChange,
        windowFrame: window.convert(window.bounds, to: screen.coordinateSpace),
        screenBounds: screen.bounds,
        converting: { window.convert(fromScreen: $0, of: screen) },
        layoutGuideFrame: { host.convert(host.keyboardLayoutGuide.layoutFrame, to: window) },
        hostFrame: host.convert(host.bounds, to: window),
        safeAreaBottomInset: host.safeAreaInsets.bottom)
    }

    /// Keeps VoiceOver from what the overlay covers while it holds VoiceOver, as
    /// `voiceOverScope` says: modal among its siblings, or the covered view's elements hidden,
    /// and a view hidden before let go of, given back as it was once no overlay hides it.
    private func applyVoiceOver() {
      accessibilityViewIsModal = holdsVoiceOver && voiceOverScope == .overlaySiblings
      let hide = holdsVoiceOver ? voiceOverCovered : nil
      guard voiceOverHidden !== hide else { return }
      if let hidden = voiceOverHidden { VoiceOverHiding.release(hidden) }
      voiceOverHidden = hide
      if let hide { VoiceOverHiding.hide(hide) }
    }

    /// Blocks `keyboard` (or none) while the overlay shows, giving back the one blocked before.
    private func block(_ keyboard: CalculatorKeyboard?) {
      if blockedKeyboard !== keyboard {
        blockedKeyboard?.setInputBlocked(false)
        blockedKeyboard = keyboard
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

    /// Puts `view` into `container` at `frame`; a frame change within the same container moves
    /// with the keyboard's `animation` when there is one.
    private func move(
      _ view: UIView, into container: UIView, frame: CGRect, following animation: KeyboardAnimation?
    ) {
      guard view.superview === container else {
        view.removeFromSuperview()
        container.addSubview(view)
        view.frame = frame
        return
      }
      UIView.animate(following: animation) { view.frame = frame }
    }

    /// The blocked keyboard takes no input while the overlay is on screen; the shield and the
    /// pass-through window are shown only while the overlay is, and a hidden overlay lets the
    /// window go (the window and the views in it hold each other; appearing places it again)
    /// and takes its shield out of the app's accessory bar.
    private func updateBlocking() {
      blockedKeyboard?.setInputBlocked(!isHidden)
      shield.isHidden = isHidden
      barShield.isHidden = isHidden
      if isHidden { barShield.removeFromSuperview() }
      guard let overlayWindow else { return }
      let windowInUse = superview === overlayWindow || shield.superview === overlayWindow
      if isHidden || !windowInUse {
        releasePassThroughWindow()
      } else {
        overlayWindow.isHidden = false
      }
    }

    /// The first responder among `view` and the views inside it.
    static func firstResponder(in view: UIView) -> UIView? {
      if view.isFirstResponder { return view }
      for subview in view.subviews {
        if let found = firstResponder(in: subview) { return found }
      }
      return nil
    }

    /// Takes the overlay and the shield out of the pass-through window and lets the window go.
    private func releasePassThroughWindow() {
      guard let window = overlayWindow else { return }
      if superview === window { removeFromSuperview() }
      if shield.superview === window { shield.removeFromSuperview() }
      window.isHidden = true
      overlayWindow = nil
    }

    /// The window above the keyboard in `hostWindow`'s scene, made once; `nil` when the host's
    /// window has no scene (the core then never asks for it).
    private func passThroughWindow(over hostWindow: UIWindow) -> PassThroughWindow? {
      guard let scene = hostWindow.windowScene else { return nil }
      if let overlayWindow, overlayWindow.windowScene === scene {
        overlayWindow.frame = hostWindow.frame
        return overlayWindow
      }
      releasePassThroughWindow()
      let window = PassThroughWindow(scene: scene, over: hostWindow)
      overlayWindow = window
      return window
    }

    /// Listens for the keyboard's frame changes and for fields beginning or ending editing,
    /// which change what the overlay covers and blocks.
    private func observeKeyboardAndEditing() -> NotificationObservations {
      // The did-change notification too: a keyboard hosting the overlay is still on screen
      // when its will-change arrives, and only after it has gone can the overlay fall back.
      NotificationCenter.default.observeOnMainQueue(
        [
          UIResponder.keyboardWillChangeFrameNotification,
          UIResponder.keyboardDidChangeFrameNotification,
          UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
          UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification,
        ], receiver: self)
    }

    private func keyboardFrameChanged(to change: KeyboardFrameChange?) {
      lastKeyboardChange = change
      placeIfShown(following: change?.animation)
    }

    /// A hidden overlay is placed when it appears; until then nothing it would cover changes.
    private func placeIfShown(following animation: KeyboardAnimation?) {
      guard !isHidden else { return }
      place(following: animation)
    }

    private func buildHierarchy(appearance: OverlayAppearance) {
      isHidden = true
      alpha = 0
      panel.backgroundColor = UIColor(appearance.background)
      panel.layer.cornerRadius = appearance.cornerRadius
      panel.layer.borderWidth = appearance.strokeWidth
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
      progressBar.isHidden = true

      // The panel is placed by frame in `layoutSubviews`, from the core's panel frame; its
      // content is laid out inside it.
      let content: [UIView] = [spinner, statusIcon, messageLabel, progressBar]
      for view in content { view.translatesAutoresizingMaskIntoConstraints = false }
      addSubview(panel)
      for view in content { panel.addSubview(view) }

      let spacing = CGFloat(appearance.contentSpacing)
      NSLayoutConstraint.activate([
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

    /// Draws `event`; the driver calls this, or the model sharing the driver.
    func render(_ event: ActivityOverlayEvent) {
      switch event {
      case .appear(let content, let animated):
        show(content)
        accessibilityElementsHidden = false
        // While shown, VoiceOver stays off what the overlay covers: it cannot be used.
        holdsVoiceOver = true
        isHidden = false
        place()
        fade(to: 1, animated: animated, then: nil)
      case .update(let content):
        show(content)
      case .disappear(let animated):
        // VoiceOver lets go of the overlay when the fade starts (the driver posts
        // layoutChanged right after this event), so it must not find the fading panel again.
        holdsVoiceOver = false
        applyVoiceOver()
        accessibilityElementsHidden = true
        fade(to: 0, animated: animated) { [weak self] in
          guard let self else { return }
          self.isHidden = true
          self.spinner.stopAnimating()
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

  extension ActivityOverlay: @preconcurrency MainQueueNotificationReceiver {
    func receive(_ notification: Notification) {
      switch notification.name {
      case UIResponder.keyboardWillChangeFrameNotification,
        UIResponder.keyboardDidChangeFrameNotification:
        keyboardFrameChanged(
          to: KeyboardFrameChange(userInfo: notification.userInfo))
      default:
        placeIfShown(following: nil)
      }
    }
  }
#endif
