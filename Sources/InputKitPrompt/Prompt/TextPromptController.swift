#if canImport(UIKit)
  import UIKit
  import InputKitKeyboardFrame
  import InputKitPromptCore
  import InputKitShared
  import InputKitPresentation
  @_spi(InputKitInternal) import InputKitUI
  import InputKitValidation

  /// A text-entry prompt: a dimmed cover, a title and a field right on top of the keyboard, and
  /// Cancel / Okay above the keys.
  ///
  /// ```swift
  /// let prompt = TextPromptController(title: "New amount", rules: [.required])
  /// if let text = await prompt.present(from: self) { amounts.append(text) }
  /// ```
  ///
  /// It comes up with the keyboard in one movement. Okay and Return accept only valid text, and a
  /// refusal shows why inline. A screen presented over it leaves it waiting with its text.
  @MainActor
  public final class TextPromptController: UIViewController {
    /// The prompt's state: text, validity, error and, once it ended, the result.
    var prompt: TextPrompt { session.prompt }
    /// The message, placeholder, keyboard, Okay's title, destructive action and look.
    let options: TextPromptOptions

    private var session: PromptSession
    private lazy var driver = SessionDriver<PromptSession.Event, PromptSession.Effect>(
      handle: { [unowned self] event in handle(event) },
      apply: { [unowned self] effect in apply(effect) })
    private let titleLabel = UILabel(frame: .zero)
    private let messageLabel = UILabel(frame: .zero)
    private let errorLabel = UILabel(frame: .zero)
    private let field: UITextField
    private let fieldDelegate = PromptFieldDelegate()
    // Made with a width: a toolbar of none lays its items out at width 0, against their
    // constraints, until the keyboard gives it its own.
    private let toolbar = PromptToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    private var okayItem: UIBarButtonItem?
    /// The caller whose request is being handled, until the session answers it or keeps it.
    private var askingCaller: CheckedContinuation<TextPromptResult, Never>?
    /// The caller the session keeps waiting, until it resumes it.
    private var waitingCaller: CheckedContinuation<TextPromptResult, Never>?
    /// The view controller the caller asked to present over.
    private weak var presenter: UIViewController?
    /// The window the prompt was last in: where its hierarchy must still be rooted.
    private weak var shownWindow: UIWindow?
    private let presenceCheck = PollingTimer()
    private var keyboardObservations: NotificationObservations?

    /// A prompt titled `title`, opened on `text`, whose Okay accepts only text that passes
    /// `rules`.
    ///
    /// - Parameters:
    ///   - title: The title above the field, also the field's VoiceOver label.
    ///   - text: The text the field opens on.
    ///   - rules: The rules Okay and Return require (by default: not empty).
    ///   - options: The message, placeholder, keyboard, Okay's title, destructive action and look.
    ///   - language: The language of the prompt's own strings (Okay, Cancel, Delete, the
    ///     messages); by default the app's.
    public convenience init(
      title: String, text: String = "", rules: [ValidationRule] = [.required],
      options: TextPromptOptions = TextPromptOptions(), language: InterfaceLanguage = .current
    ) {
      self.init(
        prompt: TextPrompt(title: title, text: text, rules: rules, language: language),
        options: options)
    }

    /// A controller for a prepared `prompt`.
    ///
    /// - Parameters:
    ///   - prompt: The title, text, rules and language.
    ///   - options: The message, placeholder, keyboard, Okay's title, destructive action and look.
    public init(prompt: TextPrompt, options: TextPromptOptions = TextPromptOptions()) {
      self.options = options
      session = PromptSession(
        prompt: prompt, appearance: options.appearance,
        offersDestructiveAction: options.destructiveAction != nil)
      field = options.keyboard.makeField()
      super.init(nibName: nil, bundle: nil)
      let strings = LocalizedStrings(table: "Common", language: prompt.language)
      let okayItem = barItem(prompt.okayTitle(options.okayTitle), sending: .okay)
      okayItem.style = .done
      self.okayItem = okayItem
      let cancelItem = barItem(strings.string("cancel"), sending: .cancel)
      let destructiveItem = options.destructiveAction.map { action in
        let item = barItem(action.title(in: prompt.language), sending: .destructiveAction)
        item.tintColor = .systemRed
        return item
      }
      toolbar.items = session.barItems.compactMap { slot in
        switch slot {
        case .cancel: cancelItem
        case .destructiveAction: destructiveItem
        case .okay: okayItem
        case .space: UIBarButtonItem(systemItem: .flexibleSpace)
        }
      }
      toolbar.escapeAction = escapeAction
      toolbar.sizeToFit()
      titleLabel.text = prompt.title
      messageLabel.text = options.message
      field.text = prompt.text
      field.placeholder = options.placeholder
      // The field is read with the prompt's title, which says what to type, and the message as
      // its hint, even while the title and the message give way on a short screen.
      field.accessibilityLabel = prompt.title
      field.accessibilityHint = options.message
      fieldDelegate.returnPressed = { [weak self] in self?.forward(.returnKey) }
      field.delegate = fieldDelegate
      field.inputAccessoryView = toolbar
      // UIKit presents the prompt without a transition: the session reveals it as the keyboard
      // comes up. Dismissing it cross-dissolves while the keyboard goes down.
      modalPresentationStyle = .overCurrentContext
      modalTransitionStyle = .crossDissolve
    }

    /// A toolbar button titled `title` that reports `event`.
    private func barItem(_ title: String, sending event: PromptSession.Event) -> UIBarButtonItem {
      UIBarButtonItem(
        primaryAction: UIAction(title: title) { [weak self] _ in self?.forward(event) })
    }

    /// Prompts are built in code: an archived one is refused (`nil`), because a `TextPrompt`
    /// cannot be archived.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Presents the prompt over `presenter` and returns the accepted text once the prompt has
    /// left the screen.
    ///
    /// The answer comes back exactly once, when ``presentForResult(from:animated:)`` gives its
    /// result.
    ///
    /// - Parameters:
    ///   - presenter: The view controller to present over, or over whatever it presents.
    ///   - animated: Whether the prompt fades in with the keyboard and out again.
    /// - Returns: The accepted text as typed, or `nil` when the prompt was cancelled or ended
    ///   with the destructive action.
    public func present(
      from presenter: UIViewController, animated: Bool = true
    ) async -> String? {
      await presentForResult(from: presenter, animated: animated).acceptedText
    }

    /// Presents the prompt over `presenter` and returns how it ended, once it has left the screen.
    ///
    /// A presenter in a transition is waited for. The result comes back once: as cancelled at
    /// once when another caller waits, `presenter` is in no window or UIKit refuses.
    ///
    /// - Parameters:
    ///   - presenter: The view controller to present over.
    ///   - animated: Whether it fades with the keyboard.
    /// - Returns: The accepted text, the destructive action, or a cancel.
    public func presentForResult(
      from presenter: UIViewController, animated: Bool = true
    ) async -> TextPromptResult {
      await presentForResult(over: presenter, animated: animated)
    }

    /// Presents the prompt over `presenter`'s topmost presentation, as
    /// ``presentForResult(from:animated:)`` does; with no presenter, answers as for one in no
    /// window.
    func presentForResult(
      over presenter: UIViewController?, animated: Bool = true
    ) async -> TextPromptResult {
      await withCheckedContinuation { continuation in
        askingCaller = continuation
        self.presenter = presenter
        let host = presenter?.topmostPresented
        forward(
          .presentRequested(
            PromptSession.Request(
              isPresenterInWindow: host?.viewIfLoaded?.window != nil,
              isPresenterTransitioning: host?.transitionCoordinator != nil, isAnimated: animated,
              reducesMotion: UIAccessibility.isReduceMotionEnabled)))
      }
    }

    /// Ends the prompt as Cancel does, for callers that must close it themselves. A prompt that
    /// something covers is dismissed once uncovered, never taking what covers it along.
    public func cancel() {
      forward(.cancel)
    }

    /// The prompt's root view, which answers VoiceOver's escape gesture for all its elements
    /// and reports joining and leaving a window.
    public override func loadView() {
      let root = PromptRootView(frame: .zero)
      root.escapeAction = escapeAction
      root.textSizeChangedAction = { [weak self] in self?.forward(.textSizeChanged) }
      root.windowChanged = { [weak self] in self?.checkPresence() }
      view = root
    }

    /// Puts the cover, the title, the message, the error line and the field in place; where
    /// they go is the session's answer to each layout pass.
    public override func viewDidLoad() {
      super.viewDidLoad()
      let appearance = options.appearance
      view.backgroundColor = UIColor(appearance.dim)
      // VoiceOver stays inside the prompt, as in an alert; its escape gesture cancels.
      view.accessibilityViewIsModal = true
      for (label, style, color) in [
        (titleLabel, UIFont.TextStyle.headline, appearance.titleColor),
        (messageLabel, .subheadline, appearance.titleColor),
        (errorLabel, .footnote, appearance.errorColor),
      ] {
        label.numberOfLines = 0
        label.font = UIFont.preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = UIColor(color)
        view.addSubview(label)
      }
      field.borderStyle = .roundedRect
      field.backgroundColor = UIColor(appearance.fieldBackground)
      field.textColor = UIColor(appearance.fieldTextColor)
      UIUserInterfaceStyle(rawValue: appearance.fieldInterfaceStyleRawValue).map {
        field.overrideUserInterfaceStyle = $0
      }
      field.font = UIFont.preferredFont(forTextStyle: .body)
      field.adjustsFontForContentSizeCategory = true
      field.addAction(
        UIAction { [weak self] _ in self?.forward(.textChanged(self?.field.text ?? "")) },
        for: .editingChanged)
      view.addSubview(field)
      // The guide is read, never constrained to: following undocked keyboards, its frame is
      // the only place UIKit shows where a floating or split keyboard is.
      view.keyboardLayoutGuide.followsUndockedKeyboard = true
      keyboardObservations = NotificationCenter.default.observeOnMainQueue(
        [UIResponder.keyboardWillChangeFrameNotification], receiver: self)
    }

    /// Sets the frames the session gives for the parts, measured at the current text size.
    public override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      forward(.laidOut)
    }

    /// The prompt has appeared, first or again once what covered it went away.
    public override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      forward(.appeared)
    }

    /// The prompt has disappeared: dismissed, removed, its presenter gone, or only covered; the
    /// session tells which from the facts.
    public override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      forward(.disappeared(presence()))
    }

    /// Esc and ⌘. on a hardware keyboard, which cancel. They take priority over the field's own
    /// handling of those keys, and UIKit matches them on any keyboard layout.
    public override var keyCommands: [UIKeyCommand]? {
      PromptSession.KeyCommand.allCases.map(\.uiKeyCommand)
    }

    /// VoiceOver's escape gesture, answered alike from the root view and the toolbar above the
    /// keys, which lives in the keyboard's window.
    private var escapeAction: @MainActor () -> Bool {
      { [weak self] in self?.escape() ?? false }
    }

    /// VoiceOver's escape gesture, which cancels an open prompt.
    ///
    /// - Returns: Whether it did; an ended prompt leaves the gesture to what lies under it.
    private func escape() -> Bool {
      let handles = session.handlesEscape
      forward(.escape)
      return handles
    }

    /// Esc, through ``keyCommands``.
    @objc func escapeKeyCommand() {
      forward(.keyCommand(.escape))
    }

    /// ⌘., through ``keyCommands``.
    @objc func commandPeriodKeyCommand() {
      forward(.keyCommand(.commandPeriod))
    }

    private func forward(_ event: PromptSession.Event) {
      driver.send(event)
    }

    /// The session handles `event`, reading the parts' surroundings. It works on a copy: a read
    /// never reaches the session meanwhile.
    private func handle(_ event: PromptSession.Event) -> [PromptSession.Effect] {
      var session = session
      defer { self.session = session }
      return session.handle(event, host: self)
    }

    /// Reads the prompt's facts again for the session.
    private func checkPresence() {
      forward(.presenceChecked(presence()))
    }

    /// The prompt's facts now, and the window it was last seen in.
    private func presence() -> PromptSession.Presence {
      let window = viewIfLoaded?.window
      if let window { shownWindow = window }
      return PromptSession.Presence(
        isBeingDismissed: isBeingDismissed, isMovingFromParent: isMovingFromParent,
        isPresented: presentingViewController != nil, isInWindow: window != nil,
        isCovered: presentedViewController != nil,
        isRootedInWindow: hierarchyRoot === shownWindow?.rootViewController)
    }

    /// The presenter's facts, once the transition it was running has ended.
    private func presenterSettled() {
      let host = presenter?.topmostPresented
      forward(
        .presenterSettled(
          isInWindow: host?.viewIfLoaded?.window != nil,
          isTransitioning: host?.transitionCoordinator != nil))
    }

    /// Carries out one of the session's effects.
    private func apply(_ effect: PromptSession.Effect) {
      switch effect {
      case .answer(let result):
        askingCaller?.resume(returning: result)
        askingCaller = nil
      case .keepCallerWaiting:
        (waitingCaller, askingCaller) = (askingCaller, nil)
      case .waitForPresenter:
        // The completion runs once the transition has ended; the presenter is read on the main
        // queue's next turn, once UIKit has finished it and presents again.
        presenter?.topmostPresented.transitionCoordinator?.animate(alongsideTransition: nil) {
          [weak self] _ in Task { @MainActor in self?.presenterSettled() }
        }
      case .present:
        presenter?.topmostPresented.present(self, animated: false, completion: nil)
        forward(.presentCallReturned(isBeingPresented: presentingViewController != nil))
      case .conceal:
        view.alpha = 0
      case .reveal(let animation):
        UIView.animate(following: animation) { self.view.alpha = 1 }
      case .layOut:
        viewIfLoaded?.setNeedsLayout()
        viewIfLoaded?.layoutIfNeeded()
      case .place(let frames, let animation):
        UIView.animate(following: animation) { self.place(frames) }
      case .focusField:
        field.becomeFirstResponder()
        forward(.focusCallReturned)
      case .resignField:
        field.resignFirstResponder()
      case .enableOkay(let isEnabled):
        okayItem?.isEnabled = isEnabled
      case .showError(let message):
        errorLabel.text = message
        // A longer error than the reserved line measures taller.
        viewIfLoaded?.setNeedsLayout()
      case .announceError:
        UIAccessibility.post(notification: .layoutChanged, argument: errorLabel)
      case .dismiss(let animated):
        presentingViewController?.dismiss(animated: animated) { [weak self] in
          self?.forward(.dismissalFinished)
        }
      case .resume(let result):
        waitingCaller?.resume(returning: result)
        waitingCaller = nil
      case .startWatchingPresence:
        presenceCheck.start { [weak self] in self?.checkPresence() }
      case .stopWatchingPresence:
        presenceCheck.stop()
      }
    }

    /// Sets the parts' frames, and hides the title and the message when they give way.
    private func place(_ frames: PromptSession.Frames) {
      titleLabel.frame = frames.title
      messageLabel.frame = frames.message
      errorLabel.frame = frames.error
      field.frame = frames.field
      titleLabel.isHidden = frames.isHeadingHidden
      messageLabel.isHidden = frames.isHeadingHidden
    }
  }

  extension TextPromptController: @preconcurrency PromptHost {
    /// The container, its safe area, the keyboard layout guide, the screen and the parts'
    /// heights measured at the column's width, as they are now.
    package var surroundings: PromptSurroundings {
      let bounds = view.bounds
      let insets = EdgeInsets(view.safeAreaInsets)
      let width = PromptLayout.columnWidth(
        containerBounds: bounds, safeAreaInsets: insets, appearance: options.appearance)
      let fit = CGSize(width: width, height: .greatestFiniteMagnitude)
      let screen = view.window?.screen
      return PromptSurroundings(
        containerBounds: bounds, safeAreaInsets: insets,
        keyboardGuideFrame: view.keyboardLayoutGuide.layoutFrame, screenBounds: screen?.bounds,
        screenInContainer: screen.map { view.convert($0.bounds, from: $0.coordinateSpace) },
        measurements: PromptSession.Measurements(
          title: titleLabel.textHeight(fitting: fit),
          message: messageLabel.textHeight(fitting: fit),
          errorText: errorLabel.textHeight(fitting: fit), errorLine: errorLabel.font.lineHeight,
          field: field.sizeThatFits(fit).height))
    }
  }

  extension TextPromptController: @preconcurrency MainQueueNotificationReceiver {
    package func receive(_ notification: Notification) {
      KeyboardFrameChange(userInfo: notification.userInfo).map {
        forward(.keyboardWillChangeFrame($0))
      }
    }
  }

  extension UILabel {
    /// The height of the label's text at `size`'s width; 0 with no text, which an empty label
    /// may measure as one line.
    func textHeight(fitting size: CGSize) -> CGFloat {
      (text ?? "").isEmpty ? 0 : sizeThatFits(size).height
    }
  }

  extension PromptSession.KeyCommand {
    /// The key command UIKit matches for this key, taking priority over the text field's own
    /// handling of the same keys (UIKeyCommand.h: `wantsPriorityOverSystemBehavior`).
    @MainActor
    var uiKeyCommand: UIKeyCommand {
      let command =
        switch self {
        case .escape:
          UIKeyCommand(
            input: UIKeyCommand.inputEscape, modifierFlags: [],
            action: #selector(TextPromptController.escapeKeyCommand))
        case .commandPeriod:
          UIKeyCommand(
            input: ".", modifierFlags: .command,
            action: #selector(TextPromptController.commandPeriodKeyCommand))
        }
      command.wantsPriorityOverSystemBehavior = true
      return command
    }
  }

  /// The prompt field's delegate: Return obeys the same rule as Okay, so invalid text keeps the
  /// prompt open with its error. The field never inserts a line break, so the answer is always
  /// `false`.
  @MainActor
  private final class PromptFieldDelegate: NSObject, UITextFieldDelegate {
    /// Runs when Return is pressed; the controller passes it to the session.
    var returnPressed: (@MainActor () -> Void)?

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      returnPressed?()
      return false
    }
  }
#endif
