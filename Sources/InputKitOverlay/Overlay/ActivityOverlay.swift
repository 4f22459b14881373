#if canImport(UIKit)
  import Combine
  import SwiftUI
  import UIKit
  import InputKitKeyboardFrame
  import InputKitOverlayCore
  import InputKitShared
  @_spi(InputKitInternal) import InputKitUI

  /// The "Loading…" / "Sending…" overlay: a panel with an indicator, the message, an optional
  /// progress bar and cancel button, over a screen, a view, or exactly the keyboard.
  ///
  /// ```swift
  /// let overlay = ActivityOverlay(attachedTo: view, coverage: .keyboard)
  /// let token = overlay.begin(message: overlay.configuration.sendingMessage)
  /// overlay.end(token, outcome: .succeeded())
  /// ```
  ///
  /// Quick work never shows it, and it does not flicker. What it covers takes no touches and no
  /// typing, unless the configuration's `interaction` passes them through. It lives until it has
  /// gone, so `end`'s completions run.
  @MainActor
  public final class ActivityOverlay: UIView, ObservableObject {
    typealias Session = OverlaySession<ContinuousClock.Instant>

    /// Whether the overlay is on screen, from the start of its fade-in to that of its fade-out.
    public var isVisible: Bool { session.isVisible }
    // What SwiftUI was last told: VoiceOver kept inside, touches taken in the host.
    private(set) var coversContent = false
    private(set) var takesHostTouches = false
    private var publishedVisibility = false

    /// Without one, the field being edited's input view when it is a `CalculatorKeyboard`.
    package weak var hostingKeyboard: (any OverlayHostingKeyboard)? {
      didSet { driver.send(.editingChanged) }
    }

    /// Your own indicator, drawn while work runs in place of the appearance's and measured with
    /// `sizeThatFits(_:)`; one given to SwiftUI's `.activityOverlay` wins.
    public var indicatorView: UIView? {
      didSet {
        oldValue?.removeFromSuperview()
        content.map(show)
      }
    }

    var indicatorController: UIHostingController<AnyView>?

    var session: Session
    private let clock = ContinuousClock()
    lazy var driver = SessionDriver<Session.Event, Session.Effect>(
      handle: { [unowned self] in session.handle($0, at: clock.now, in: surroundings()) },
      apply: { [unowned self] effect in apply(effect) },
      applied: { [unowned self] in effectsApplied() })
    private(set) weak var host: UIView?
    private let anchor = OverlayAnchorView(frame: .zero)
    private var windowAboveKeyboard: PassThroughWindow?
    private(set) weak var blockedKeyboard: (any OverlayHostingKeyboard)?
    weak var editingField: UIView?
    weak var resignedField: UIView?
    /// UIKit fact: the keyboard types into the scene of the field that began editing last, and
    /// nothing public says more (no device test has two scenes).
    var latestEditing = LatestEditingField<UIView>()
    private weak var hiddenHost: UIView?
    private var observations: NotificationObservations?
    private var cancelHandlers: [ActivityToken: @MainActor () -> Void] = [:]
    private var completions: [ActivityToken: [@MainActor () -> Void]] = [:]
    private var followedProgress: [ActivityToken: Progress] = [:]
    private var isHostReport = false

    let surface = OverlaySurface(frame: .zero)
    /// Drawn behind the panel; it fades, the overlay does not, so touches stay blocked.
    let dimView = UIView(frame: .zero)
    /// It fades by its effect, never by its opacity.
    let blur = UIVisualEffectView(effect: nil)
    /// A control, so that a pass-through overlay keeps the touches on it (what pass through
    /// are those beside it): a key hidden under a compact panel never types.
    let panel = UIControl(frame: .zero)
    let spinner = UIActivityIndicatorView(style: .large)
    let symbolView = UIImageView(image: nil)
    let markLabel = UILabel(frame: .zero)
    let messageLabel = UILabel(frame: .zero)
    let progressBar = UIProgressView(progressViewStyle: .default)
    let cancelButton = UIButton(type: .system)
    let keyShield = UIView(frame: .zero)
    let barShield = UIView(frame: .zero)
    let systemKeyboardShield = UIView(frame: .zero)
    var content: ActivityOverlayContent?
    var drawn = ActivityOverlayContent(message: "").drawing(with: .none, customView: false)

    /// An overlay not attached yet; attach it with `attach(to:coverage:)`.
    ///
    /// - Parameter configuration: Timing, texts and look; InputKit's recommended ones by default.
    public init(configuration: ActivityOverlayConfiguration = ActivityOverlayConfiguration()) {
      session = Session(configuration: configuration)
      super.init(frame: .zero)
      surface.laidOut = { [weak self] in self?.layOutPanel() }
      // Light and dark have looks of their own; Dynamic Type resizes the content.
      surface.traitsChanged = { [weak self] _ in self?.applyLook() }
      buildPanel()
      anchor.windowChanged = { [weak self] in
        self?.refreshEditingField()
        self?.adoptIndicator()
        self?.sendFromHost(.hostWindowChanged)
      }
      anchor.laidOut = { [weak self] in self?.sendFromHost(.layoutChanged) }
      anchor.traitsChanged = { [weak self] _ in self?.sendFromHost(.layoutChanged) }
      // The did-change notification too: a keyboard hosting the overlay is still on screen
      // when its will-change arrives.
      observations = NotificationCenter.default.observeOnMainQueue(
        [
          UIResponder.keyboardWillChangeFrameNotification,
          UIResponder.keyboardDidChangeFrameNotification,
          UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
          UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification,
          UIAccessibility.voiceOverStatusDidChangeNotification,
          UIAccessibility.switchControlStatusDidChangeNotification,
        ], receiver: self)
    }

    /// An overlay attached to `host` with `coverage`, as `attach(to:coverage:)` attaches it.
    ///
    /// - Parameters:
    ///   - host: The view the overlay covers, or whose window or keyboard it covers.
    ///   - coverage: What it covers.
    ///   - configuration: Timing, texts and look.
    public convenience init(
      attachedTo host: UIView, coverage: OverlayCoverage,
      configuration: ActivityOverlayConfiguration = ActivityOverlayConfiguration()
    ) {
      self.init(configuration: configuration)
      attach(to: host, coverage: coverage)
    }

    /// Refused (`nil`): a configuration cannot be archived.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// The timing, texts and look; a change applies from the next change on screen.
    public var configuration: ActivityOverlayConfiguration {
      get { session.configuration }
      set {
        session.configuration = newValue
        applyLook()
      }
    }

    /// Attaches the overlay to `host`, to cover the host, its window or exactly the keyboard, as
    /// the table in <doc:CoveringWithAnOverlay#What-each-coverage-covers-and-blocks> says.
    ///
    /// Attaching again brings a visible overlay in front of the host's newer views.
    ///
    /// - Parameters:
    ///   - host: The view the overlay covers, or whose window or keyboard it covers.
    ///   - coverage: What it covers.
    public func attach(to host: UIView, coverage: OverlayCoverage) {
      let host = host.containerForSubviews
      let isNewHost = host !== self.host
      self.host = host
      anchor.frame = host.bounds
      anchor.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      host.addSubview(anchor)
      // UIKit makes the keyboard layout guide on first access, unsolved: the session has the
      // host laid out (`layOutHost`) before it reads it.
      if session.readsKeyboardLayoutGuide { _ = host.keyboardLayoutGuide }
      if isNewHost { refreshEditingField() }
      sendFromHost(.attached(coverage))
    }

    /// Starts an activity; the overlay appears once it has run for the grace time.
    ///
    /// - Parameters:
    ///   - message: What the panel says; the configuration's `loadingMessage` when `nil`.
    ///   - progress: A `Progress` the panel's progress bar follows.
    ///   - onCancel: Shows a cancel button while this activity is on display; a tap calls it once.
    ///     The activity runs on until you end it.
    /// - Returns: The token that ends the activity.
    public func begin(
      message: String? = nil, progress: Progress? = nil,
      onCancel: (@MainActor () -> Void)? = nil
    ) -> ActivityToken {
      let (token, effects) = session.begin(
        message: message, cancellable: onCancel != nil, at: clock.now, in: surroundings())
      cancelHandlers[token] = onCancel
      driver.run { effects }
      progress.map { setProgress($0, for: token) }
      return token
    }

    /// Ends `token`'s activity; the last one running shows its outcome and the overlay leaves. A
    /// token ended twice, or another overlay's, changes nothing.
    ///
    /// - Parameters:
    ///   - token: What `begin` returned.
    ///   - outcome: How the work ended.
    ///   - dismissAfter: How long the outcome stays; its configured time when `nil`.
    ///   - completion: Called once the overlay is gone (at once when it is not on screen).
    public func end(
      _ token: ActivityToken, outcome: ActivityOutcome = .finished,
      dismissAfter: Duration? = nil, completion: (@MainActor () -> Void)? = nil
    ) {
      completions[token, default: []] += [completion].compactMap { $0 }
      cancelHandlers[token] = nil
      driver.send(.end(token, outcome, dismissAfter: dismissAfter))
    }

    /// Changes the message of `token`'s activity.
    ///
    /// - Parameters:
    ///   - message: The new message.
    ///   - token: The activity's token.
    public func setMessage(_ message: String, for token: ActivityToken) {
      driver.send(.message(message, for: token))
    }

    /// Sets the progress of `token`'s activity: 0…1 (clamped) shows a progress bar, `nil` the
    /// indicator again.
    ///
    /// - Parameters:
    ///   - progress: The fraction done, or `nil` for unknown.
    ///   - token: The activity's token.
    /// - Throws: `ActivityOverlayError.progressIsNotANumber` for NaN; nothing changes.
    public func setProgress(
      _ progress: Double?, for token: ActivityToken
    ) throws(ActivityOverlayError) {
      try ActivityOverlayError.check(progress: progress)
      driver.send(.progress(progress, for: token))
    }

    /// Lets the progress bar of `token`'s activity follow `progress` (the indicator while it is
    /// indeterminate) until the activity ends.
    ///
    /// - Parameters:
    ///   - progress: The work's progress.
    ///   - token: The activity's token.
    public func setProgress(_ progress: Progress, for token: ActivityToken) {
      followedProgress[token] = progress
      driver.send(.followsProgress(token))
      read(progress, for: token)
    }

    /// SwiftUI may report host events while it updates its views, so what it reads waits a turn.
    private func sendFromHost(_ event: Session.Event) {
      let wasReporting = isHostReport
      isHostReport = true
      defer { isHostReport = wasReporting }
      driver.send(event)
    }

    /// The wake-up holds the overlay until the deadline, so a leaving overlay's completions run.
    private func effectsApplied() {
      surface.setNeedsLayout()
      let followed = session.followedTokens
      followedProgress = followedProgress.filter { followed.contains($0.key) }
      driver.wake(at: session.nextDeadline) { [self] in
        for (token, progress) in followedProgress { read(progress, for: token) }
        driver.send(.tick)
      }
      // SwiftUI fact: publishing during its view update is undefined behaviour
      // (`ActivityOverlaySwiftUIIndicatorAndPublishingTests`).
      if isHostReport { Task { [weak self] in self?.publishChanges() } } else { publishChanges() }
    }

    private func apply(_ effect: Session.Effect) {
      switch effect {
      case .show(let content):
        show(content)
      case .fadeIn(let animation):
        UIView.animate(following: animation) {
          self.setAppearance(opacity: 1, blur: self.blurEffect)
        }
      case .fadeOut(let animation):
        UIView.animate(following: animation) { self.setAppearance(opacity: 0, blur: nil) }
      case .moveInWindow(let frame, let animation):
        UIView.animate(following: animation) { self.frame = frame }
      case .place(.aboveKeyboard, let frame, _, let animation):
        let (window, placed) = aboveKeyboard(frame)
        place(self, in: window, frame: placed, from: nil, animation: animation)
      case .place(.keyboard, let frame, _, _):
        blockedKeyboard?.host(self, frame: frame)
      case .place(.besideScrollView, let frame, _, _):
        // In the scroll view's moving coordinates (`ActivityOverlayScrollViewAndSheetTests`).
        let outside = host?.superview
        place(self, in: outside, frame: outside.flatMap { host?.convert(frame, to: $0) })
      case .place(.host, let frame, let from, let animation):
        place(self, in: host, frame: frame, from: from, animation: animation)
      case .place(.window, let frame, let from, let animation):
        place(self, in: host?.window, frame: frame, from: from, animation: animation)
      case .takeOut:
        removeFromSuperview()
        systemKeyboardShield.removeFromSuperview()
        windowAboveKeyboard?.isHidden = true
        windowAboveKeyboard = nil
      case .blockKeyboard(let id, let blocksInput):
        blockedKeyboard?.setInputBlocked(false)
        blockedKeyboard = ownKeyboards.first { ObjectIdentifier($0) == id }
        blockedKeyboard?.setInputBlocked(blocksInput)
      case .takeTouches(true):
        surface.touchesTaken = { $0 }
      case .takeTouches(false):
        surface.touchesTaken = { $0 as? UIControl }
      case .shieldKeyboard(let keys, let bar):
        keyShield.removeFromSuperview()
        barShield.removeFromSuperview()
        keys.map { blockedKeyboard?.host(keyShield, frame: $0) }
        bar.map { blockedKeyboard?.hostInAccessoryBar(barShield, frame: $0) }
      case .shieldAboveKeyboard(let frame):
        systemKeyboardShield.removeFromSuperview()
        frame.map(aboveKeyboard).map { place(systemKeyboardShield, in: $0, frame: $1) }
      case .endEditing:
        resignedField = editingField
        driver.send(.fieldResigned(resignedField?.resignFirstResponder()))
      case .resumeEditing:
        resignedField?.becomeFirstResponder()
        resignedField = nil
      case .coverContent(let covers):
        accessibilityViewIsModal = covers
      case .hideHostFromVoiceOver(true):
        hiddenHost = host
        hiddenHost.map(VoiceOverHiding.shared.hide)
      case .hideHostFromVoiceOver(false):
        hiddenHost.map(VoiceOverHiding.shared.restore)
        hiddenHost = nil
      case .focusMessage(onNewScreen: true):
        UIAccessibility.post(notification: .screenChanged, argument: messageLabel)
      case .focusMessage(onNewScreen: false):
        UIAccessibility.post(notification: .layoutChanged, argument: messageLabel)
      case .announce(let text):
        UIAccessibility.post(notification: .announcement, argument: text)
      case .haptic(let mark):
        mark.notificationFeedbackRawValue.flatMap(UINotificationFeedbackGenerator.FeedbackType.init)
          .map(UINotificationFeedbackGenerator().notificationOccurred)
      case .releaseFocus:
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
      case .layOutHost:
        host?.layoutIfNeeded()
      case .cancel(let token):
        cancelHandlers.removeValue(forKey: token)?()
      case .complete(let token):
        completions.removeValue(forKey: token)?.forEach { $0() }
      }
    }

    private func setAppearance(opacity: CGFloat, blur effect: UIVisualEffect?) {
      dimView.alpha = opacity
      panel.alpha = opacity
      blur.effect = effect
    }

    private func read(_ progress: Progress, for token: ActivityToken) {
      driver.send(
        .progressRead(
          fractionCompleted: progress.fractionCompleted,
          isIndeterminate: progress.isIndeterminate, for: token))
    }

    private func publishChanges() {
      let now = (session.isVisible, accessibilityViewIsModal, session.takesHostTouches)
      guard (publishedVisibility, coversContent, takesHostTouches) != now else { return }
      objectWillChange.send()
      (publishedVisibility, coversContent, takesHostTouches) = now
    }

    /// UIKit fact: `bringSubviewToFront(_:)` puts `view` in front of views added since
    /// (`ActivityOverlayTests.testAViewAddedLater…`).
    private func place(
      _ view: UIView, in container: UIView?, frame: CGRect?, from: CGRect? = nil,
      animation: KeyboardAnimation? = nil
    ) {
      container?.addSubview(view)
      container?.bringSubviewToFront(view)
      from.map { view.frame = $0 }
      frame.map { frame in UIView.animate(following: animation) { view.frame = frame } }
    }

    /// Touches pass through the overlay itself; its surface takes those it is told to.
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      passingThrough(super.hitTest(point, with: event))
    }

    /// Framed like the host's window, so `frame` converts to the same place on screen.
    private func aboveKeyboard(_ frame: CGRect) -> (UIWindow?, CGRect) {
      guard let hostWindow = host?.window, let scene = hostWindow.windowScene else {
        return (windowAboveKeyboard, frame)
      }
      let window = windowAboveKeyboard ?? PassThroughWindow(windowScene: scene)
      window.windowScene = scene
      window.frame = hostWindow.frame
      window.isHidden = false
      windowAboveKeyboard = window
      return (window, hostWindow.convert(frame, to: window))
    }
  }

  extension ActivityOverlay: @preconcurrency MainQueueNotificationReceiver {
    package func receive(_ notification: Notification) {
      let change = KeyboardFrameChange(userInfo: notification.userInfo)
      switch notification.name {
      case UIResponder.keyboardWillChangeFrameNotification,
        UIResponder.keyboardDidChangeFrameNotification:
        refreshEditingField()
        change.map { driver.send(.keyboardChanged($0)) }
      case UIAccessibility.voiceOverStatusDidChangeNotification,
        UIAccessibility.switchControlStatusDidChangeNotification:
        driver.send(.layoutChanged)
      case UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification:
        latestEditing.began(notification.object as? UIView)
        refreshEditingField()
        driver.send(.editingChanged)
      default:
        latestEditing.ended(notification.object as? UIView)
        refreshEditingField()
        driver.send(.editingChanged)
      }
    }
  }
#endif
