#if canImport(UIKit)
  import Combine
  import InputKitCore
  import UIKit

  /// The "Loading…" / "Sending…" overlay: a rounded panel with an indicator (a spinner, your
  /// image, symbol or view, or nothing), the message, an optional progress bar and cancel
  /// button, laid over a screen, a view, or exactly the keyboard. The same object renders
  /// SwiftUI's `.activityOverlay(_:coverage:)`, so both behave alike.
  ///
  /// Every decision — when it appears, what it shows, where it goes, what it blocks, what
  /// VoiceOver may reach, when it leaves — is the core's `OverlaySession`; this view forwards
  /// what UIKit reports and carries out the session's effects.
  ///
  /// ```swift
  /// let overlay = ActivityOverlay.show(in: view, coverage: .keyboard)
  /// let token = overlay.begin(message: overlay.configuration.sendingMessage)
  /// // … the work finishes …
  /// overlay.end(token, outcome: .succeeded())
  /// ```
  @MainActor
  public final class ActivityOverlay: UIView, ObservableObject {
    typealias Session = OverlaySession<ContinuousClock.Instant>

    /// Whether the overlay is on screen: from the start of its fade-in to the start of its
    /// fade-out.
    @Published public private(set) var isVisible = false
    /// Whether what the overlay covers in its host takes no touches and is hidden from
    /// VoiceOver: the SwiftUI modifier applies it to the modified view.
    @Published private(set) var coversContent = false

    /// The keyboard a `.keyboard` overlay covers from inside when it is the input view on
    /// screen. Without one, the overlay uses the input view of the field being edited in its
    /// host's window when that is a `CalculatorKeyboard`.
    public weak var keyboard: CalculatorKeyboard? {
      didSet { send(.editingChanged) }
    }

    /// Your own indicator, drawn while work runs in place of the appearance's (any view: an
    /// animation, an image view); measured with `sizeThatFits(_:)`. `nil` for the appearance's.
    public var indicatorView: UIView? {
      didSet {
        oldValue?.removeFromSuperview()
        indicatorView.map(panel.addSubview)
        content.map(show)
      }
    }

    /// The SwiftUI indicator's hosting controller, kept while its view is ``indicatorView``.
    var indicatorController: UIViewController?

    private var session: Session
    private let clock = ContinuousClock()
    private var wakeUp: Task<Void, Never>?
    private(set) weak var host: UIView?
    private let anchor = OverlayAnchorView(frame: .zero)
    private var windowAboveKeyboard: PassThroughWindow?
    private var scrollPins: [NSLayoutConstraint] = []
    private weak var blockedKeyboard: CalculatorKeyboard?
    private weak var resignedField: UIView?
    private weak var hiddenHost: UIView?
    private var observations: NotificationObservations?
    private var cancelHandlers: [ActivityToken: @MainActor () -> Void] = [:]
    private var completions: [ActivityToken: [@MainActor () -> Void]] = [:]
    private var followedProgress: [ActivityToken: Progress] = [:]

    let panel = UIView(frame: .zero)
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    let spinner = UIActivityIndicatorView(style: .large)
    let symbolView = UIImageView(image: nil)
    let markLabel = UILabel(frame: .zero)
    let messageLabel = UILabel(frame: .zero)
    let progressBar = UIProgressView(progressViewStyle: .default)
    let cancelButton = UIButton(type: .system)
    let keyShield = UIView(frame: .zero)
    let barShield = UIView(frame: .zero)
    /// What the panel shows, and what draws it.
    var content: ActivityOverlayContent?
    var drawn = ActivityOverlayContent(message: "").drawing(with: .none, customView: false)

    /// An overlay with the timing, texts and look of `configuration`, not attached yet; attach
    /// it with `attach(to:coverage:)`, or use `show(in:coverage:configuration:)`.
    ///
    /// - Parameter configuration: timing, texts and look; InputKit's recommended ones by
    ///   default.
    public init(configuration: ActivityOverlayConfiguration = ActivityOverlayConfiguration()) {
      session = Session(configuration: configuration)
      super.init(frame: .zero)
      buildPanel()
      anchor.changed = { [weak self] event in self?.send(event) }
    }

    /// Overlays are built in code: an archived one is refused (`nil`), because its
    /// configuration cannot be archived.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// What the overlay covers, as last attached.
    var coverage: OverlayCoverage { session.coverage }

    /// The timing, texts and look; a change applies from the next change on screen.
    public var configuration: ActivityOverlayConfiguration {
      get { session.configuration }
      set {
        session.configuration = newValue
        applyLook()
      }
    }

    /// Creates an overlay and attaches it to `host` with `coverage` (see `attach(to:coverage:)`).
    ///
    /// - Parameters:
    ///   - host: the view the overlay covers, or whose window or keyboard it covers.
    ///   - coverage: what it covers.
    ///   - configuration: timing, texts and look.
    /// - Returns: the overlay, hidden until an activity runs past the grace time.
    public static func show(
      in host: UIView, coverage: OverlayCoverage,
      configuration: ActivityOverlayConfiguration = ActivityOverlayConfiguration()
    ) -> ActivityOverlay {
      let overlay = ActivityOverlay(configuration: configuration)
      overlay.attach(to: host, coverage: coverage)
      return overlay
    }

    /// Attaches the overlay to `host` with `coverage`. While it shows, it covers and blocks:
    /// - `.keyboard`: exactly the keyboard — inside InputKit's keyboard (its keys and accessory
    ///   bar blocked), or in a window above this app's docked system keyboard; with none, the
    ///   host (or its window, when the host is too small to show the panel).
    /// - `.screen`: the host's window down to the keyboard.
    /// - `.view`: the host down to the keyboard.
    ///
    /// A field being edited under a `.screen` or `.view` overlay types no more: InputKit's
    /// keyboard is blocked under a shield, a system keyboard's field ends editing and edits
    /// again once the overlay has gone. So does a field under a `.keyboard` overlay whose system
    /// keyboard cannot be covered exactly (floating, or VoiceOver or Switch Control running).
    ///
    /// - Parameters:
    ///   - host: the view the overlay covers, or whose window or keyboard it covers.
    ///   - coverage: what it covers.
    public func attach(to host: UIView, coverage: OverlayCoverage) {
      self.host = host
      anchor.frame = host.bounds
      anchor.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      host.addSubview(anchor)
      observations = observations ?? observe()
      // UIKit makes the keyboard layout guide on first access, unsolved: made and laid out now,
      // an overlay made while the keyboard is up reads a solved frame before any notification.
      // Only in a window: a host outside one is still being set up by its owner.
      _ = host.keyboardLayoutGuide
      if host.window != nil { host.layoutIfNeeded() }
      send(.attached(coverage))
    }

    /// Starts an activity; the overlay appears once it has run for the grace time.
    ///
    /// - Parameters:
    ///   - message: what the panel says; the configuration's `loadingMessage` when `nil`.
    ///   - progress: a `Progress` whose `fractionCompleted` the panel's progress bar follows.
    ///   - onCancel: when given, the panel shows a cancel button while this activity is the one
    ///     on display; a tap ends the activity and calls `onCancel` once.
    /// - Returns: the token that ends the activity.
    public func begin(
      message: String? = nil, progress: Progress? = nil,
      onCancel: (@MainActor () -> Void)? = nil
    ) -> ActivityToken {
      let (token, effects) = session.begin(
        message: message, cancellable: onCancel != nil, at: clock.now, in: surroundings())
      cancelHandlers[token] = onCancel
      apply(effects)
      if let progress { setProgress(progress, for: token) }
      return token
    }

    /// Ends `token`'s activity. The last one running shows its outcome (a success or a failure
    /// for the configured display time, or `dismissAfter`) and the overlay leaves. Ending a
    /// token twice, or one this overlay never issued, changes nothing.
    ///
    /// - Parameters:
    ///   - token: what `begin` returned.
    ///   - outcome: how the work ended.
    ///   - dismissAfter: how long the outcome stays; its configured display time when `nil`.
    ///   - completion: called once the overlay is fully gone (at once if it never appeared).
    public func end(
      _ token: ActivityToken, outcome: ActivityOutcome = .finished,
      dismissAfter: Duration? = nil, completion: (@MainActor () -> Void)? = nil
    ) {
      completions[token, default: []] += [completion].compactMap { $0 }
      cancelHandlers[token] = nil
      followedProgress[token] = nil
      send(.end(token, outcome, dismissAfter: dismissAfter))
    }

    /// Changes the message of `token`'s activity.
    ///
    /// - Parameters:
    ///   - message: the new message.
    ///   - token: the activity's token.
    public func setMessage(_ message: String, for token: ActivityToken) {
      send(.message(message, for: token))
    }

    /// Sets the progress of `token`'s activity: 0…1 (clamped) shows a progress bar, `nil` the
    /// indicator again.
    ///
    /// - Parameters:
    ///   - progress: the fraction done, or `nil` for unknown.
    ///   - token: the activity's token.
    /// - Throws: `ActivityOverlayError.progressIsNotANumber` for NaN; nothing changes.
    public func setProgress(
      _ progress: Double?, for token: ActivityToken
    ) throws(ActivityOverlayError) {
      try ActivityOverlayError.check(progress: progress)
      send(.progress(progress, for: token))
    }

    /// Lets the progress bar of `token`'s activity follow `progress`'s `fractionCompleted`,
    /// read while the overlay shows it, until the activity ends.
    ///
    /// - Parameters:
    ///   - progress: the work's progress.
    ///   - token: the activity's token.
    public func setProgress(_ progress: Progress, for token: ActivityToken) {
      followedProgress[token] = progress
      send(.followsProgress(token))
      send(.progress(progress.fractionCompleted, for: token))
    }

    /// Lays the panel out inside the safe area and its content inside the panel.
    public override func layoutSubviews() {
      super.layoutSubviews()
      layOutPanel()
    }

    /// The safe area moved (rotation, the overlay moved into another window): the panel
    /// follows.
    public override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      setNeedsLayout()
    }

    /// Light and dark have looks of their own, and Dynamic Type resizes the content.
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      applyLook()
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

    /// Sends `event` to the session with the facts of this moment and carries out the effects.
    func send(_ event: Session.Event) {
      apply(session.handle(event, at: clock.now, in: surroundings()))
    }

    private func apply(_ effects: [Session.Effect]) {
      for effect in effects { apply(effect) }
      scheduleWakeUp()
    }

    /// Carries out one effect of the session.
    private func apply(_ effect: Session.Effect) {
      switch effect {
      case .show(let content):
        show(content)
      case .fadeIn(let animation):
        isVisible = true
        UIView.animate(following: animation) { self.alpha = 1 }
      case .fadeOut(let animation):
        isVisible = false
        UIView.animate(following: animation) { self.alpha = 0 }
      case .placeInHost(let frame, let from, let animation):
        place(in: host, frame: frame, from: from, animation: animation)
      case .placeInWindow(let frame, let from, let animation):
        place(in: host?.window, frame: frame, from: from, animation: animation)
      case .placeAboveKeyboard(let frame, let animation):
        place(in: openWindowAboveKeyboard(), frame: frame, from: nil, animation: animation)
      case .placeInKeyboard(let frame):
        ownKeyboard?.host(self, frame: frame)
      case .placeBesideScrollView:
        pinBesideScrollView()
      case .takeOut:
        takeOut()
      case .blockKeyboard(true):
        blockedKeyboard = ownKeyboard
        blockedKeyboard?.setInputBlocked(true)
      case .blockKeyboard(false):
        blockedKeyboard?.setInputBlocked(false)
        blockedKeyboard = nil
      case .shieldKeyboard(let keys, let bar):
        shield(keys: keys, bar: bar)
      case .endEditing:
        resignedField = editingField
        resignedField?.resignFirstResponder()
      case .resumeEditing:
        resignedField?.becomeFirstResponder()
        resignedField = nil
      case .coverContent(let covers):
        accessibilityViewIsModal = covers
        coversContent = covers
      case .hideHostFromVoiceOver(true):
        hiddenHost = host
        hiddenHost.map(Self.hideFromVoiceOver)
      case .hideHostFromVoiceOver(false):
        hiddenHost.map(Self.restoreForVoiceOver)
        hiddenHost = nil
      case .focusMessage:
        UIAccessibility.post(notification: .screenChanged, argument: messageLabel)
      case .announce(let text):
        UIAccessibility.post(notification: .announcement, argument: text)
      case .releaseFocus:
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
      case .cancel(let token):
        cancelHandlers.removeValue(forKey: token)?()
      case .complete(let token):
        for completion in completions.removeValue(forKey: token) ?? [] { completion() }
      }
    }

    /// Replaces any pending wake-up with one at the session's next deadline, so a superseded
    /// deadline can never fire late. A `Progress` followed is read just before.
    private func scheduleWakeUp() {
      wakeUp?.cancel()
      wakeUp = session.nextDeadline.map { deadline in
        Task { [weak self, clock] in
          do {
            try await Task.sleep(until: deadline, clock: clock)
            self?.wake()
          } catch {
            // Cancelled: a later change moved the deadline.
          }
        }
      }
    }

    private func wake() {
      for (token, progress) in followedProgress {
        send(.progress(progress.fractionCompleted, for: token))
      }
      send(.tick)
    }

    /// Puts the overlay into `container` at `frame`, in front of everything else there,
    /// starting at `from` and moving with `animation`.
    private func place(
      in container: UIView?, frame: CGRect, from: CGRect?, animation: KeyboardAnimation?
    ) {
      container?.addSubview(self)
      container?.bringSubviewToFront(self)
      if let from { self.frame = from }
      UIView.animate(following: animation) { self.frame = frame }
    }

    /// Hosts the overlay beside the host, a scroll view, in its superview, pinned to the scroll
    /// view's frame layout guide: over the visible area, whatever the content offset, and in
    /// front of cells the scroll view adds later.
    private func pinBesideScrollView() {
      guard let scrollView = host as? UIScrollView, let outside = scrollView.superview else {
        return
      }
      NSLayoutConstraint.deactivate(scrollPins)
      outside.addSubview(self)
      outside.bringSubviewToFront(self)
      translatesAutoresizingMaskIntoConstraints = false
      let guide = scrollView.frameLayoutGuide
      scrollPins = [
        topAnchor.constraint(equalTo: guide.topAnchor),
        bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      ]
      NSLayoutConstraint.activate(scrollPins)
    }

    /// Lays the tinted shields inside InputKit's keyboard and its accessory bar, at these frames,
    /// or takes them out.
    private func shield(keys: CGRect?, bar: CGRect?) {
      keyShield.removeFromSuperview()
      barShield.removeFromSuperview()
      if let keys { ownKeyboard?.host(keyShield, frame: keys) }
      if let bar { ownKeyboard?.hostInAccessoryBar(barShield, frame: bar) }
    }

    /// Takes the overlay out of wherever it is and lets the window above the keyboard go.
    private func takeOut() {
      NSLayoutConstraint.deactivate(scrollPins)
      scrollPins = []
      translatesAutoresizingMaskIntoConstraints = true
      removeFromSuperview()
      windowAboveKeyboard?.isHidden = true
      windowAboveKeyboard = nil
    }

    /// The window above the keyboard in the host's window's scene, framed like the host's
    /// window and shown; made when first needed.
    private func openWindowAboveKeyboard() -> UIWindow? {
      let hostWindow = host?.window
      let window =
        windowAboveKeyboard ?? hostWindow?.windowScene.map { PassThroughWindow(windowScene: $0) }
      window?.windowScene = hostWindow?.windowScene
      window?.frame = hostWindow?.frame ?? .zero
      window?.isHidden = false
      windowAboveKeyboard = window
      return window
    }

    /// Listens for the keyboard's frame changes, fields beginning or ending editing and
    /// assistive technologies starting or stopping.
    private func observe() -> NotificationObservations {
      // The did-change notification too: a keyboard hosting the overlay is still on screen
      // when its will-change arrives, and only after it has gone can the overlay fall back.
      NotificationCenter.default.observeOnMainQueue(
        [
          UIResponder.keyboardWillChangeFrameNotification,
          UIResponder.keyboardDidChangeFrameNotification,
          UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
          UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification,
          UIAccessibility.voiceOverStatusDidChangeNotification,
          UIAccessibility.switchControlStatusDidChangeNotification,
        ], receiver: self)
    }
  }

  extension ActivityOverlay: @preconcurrency MainQueueNotificationReceiver {
    func receive(_ notification: Notification) {
      let change = KeyboardFrameChange(userInfo: notification.userInfo)
      switch notification.name {
      case UIResponder.keyboardWillChangeFrameNotification:
        change.map { send(.keyboardWillChange($0)) }
      case UIResponder.keyboardDidChangeFrameNotification:
        change.map { send(.keyboardDidChange($0)) }
      case UIAccessibility.voiceOverStatusDidChangeNotification,
        UIAccessibility.switchControlStatusDidChangeNotification:
        send(.layoutChanged)
      default:
        send(.editingChanged)
      }
    }
  }
#endif
