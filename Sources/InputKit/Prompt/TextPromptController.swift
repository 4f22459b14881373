#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// A text-entry prompt: a dimmed cover over the current screen, a title and a text field
  /// sitting right on top of the keyboard, and Okay / Cancel in a toolbar above the keys.
  ///
  /// The core decides everything: `TextPrompt` whether Okay is enabled, whether Return is
  /// accepted (the same rule), which error shows inline, what escape does, and the result;
  /// `TextPromptPresentation` when the caller hears it; `PromptLayout` where the title, the
  /// error line and the field go around a docked, undocked, split or floating keyboard. This
  /// controller only forwards typing, taps and measurements to them and applies what they say.
  ///
  /// ```swift
  /// let prompt = TextPromptController(title: "New amount", rules: [.required, .evaluatesAsExpression(locale: .current)])
  /// if let text = await prompt.present(from: self) { amounts.append(text) }
  /// ```
  @MainActor
  public final class TextPromptController: UIViewController, UITextFieldDelegate {
    /// The prompt's state: text, validity, error and, once it ended, the result.
    public private(set) var prompt: TextPrompt

    /// The field's input view, for a custom keyboard (a `CalculatorKeyboard`); `nil` for the
    /// system keyboard. Set it before presenting. Return on the custom keyboard still goes
    /// through `textFieldShouldReturn(_:)`, so it obeys the same rule as Okay.
    public var fieldInputView: UIView?

    private let titleLabel = UILabel(frame: .zero)
    private let errorLabel = UILabel(frame: .zero)
    private let field = UITextField(frame: .zero)
    private let toolbar = PromptToolbar(frame: .zero)
    private var okayItem: UIBarButtonItem?
    private var continuation: CheckedContinuation<TextPromptResult, Never>?
    private var presentation = TextPromptPresentation()
    /// The last keyboard frame notification, converted at each layout.
    private var lastKeyboardChange: KeyboardFrameChange?
    private var keyboardObservations: NotificationObservations?

    /// The cover, colours, gaps and smallest field: the core's `PromptAppearance`.
    public var appearance = PromptAppearance.standard

    /// A prompt titled `title`, opened on `text`, whose Okay accepts only text that passes
    /// `rules` (by default: not empty); its own strings (Okay, Cancel, the messages) are in
    /// `language`, by default the app's.
    public convenience init(
      title: String, text: String = "", rules: [ValidationRule] = [.required],
      language: InterfaceLanguage = .current
    ) {
      self.init(prompt: TextPrompt(title: title, text: text, rules: rules, language: language))
    }

    /// A controller for `prompt`.
    public init(prompt: TextPrompt) {
      self.prompt = prompt
      super.init(nibName: nil, bundle: nil)
    }

    /// Prompts are built in code: an archived one is refused (`nil`), because a `TextPrompt`
    /// cannot be archived.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Presents the prompt over the current context of `presenter` (or of whatever it already
    /// presents) and returns the accepted text, or `nil` if it was cancelled.
    ///
    /// The answer comes back exactly once, after the prompt has left the screen (the core's
    /// `TextPromptPresentation` orders it): Okay or Return on valid text gives the text exactly
    /// as typed; Cancel gives `nil`, and so does any other way the prompt leaves the screen. A
    /// prompt that already ended answers at once; a presenter that is not in a window cannot
    /// show anything, so that also gives `nil` at once instead of waiting forever, and so does
    /// a presentation UIKit refuses (the presenter is busy presenting or being dismissed; UIKit
    /// then calls no completion), and the prompt can be presented again; should UIKit show it
    /// after all, Okay and Cancel still dismiss it. ``prompt`` keeps the full result.
    public func present(
      from presenter: UIViewController, animated: Bool = true
    ) async -> String? {
      await presentForResult(from: presenter, animated: animated).acceptedText
    }

    private func presentForResult(
      from presenter: UIViewController, animated: Bool
    ) async -> TextPromptResult {
      if let result = prompt.result, presentation.phase == .idle {
        _ = presentation.promptEnded(with: result)
      }
      var host = presenter
      while let presented = host.presentedViewController, !presented.isBeingDismissed {
        host = presented
      }
      switch presentation.requestPresentation(presenterIsInWindow: host.viewIfLoaded?.window != nil)
      {
      case .resume(let result): return result
      case .present, .dismiss, .none: break
      }
      return await withCheckedContinuation { continuation in
        self.continuation = continuation
        modalPresentationStyle = .overCurrentContext
        modalTransitionStyle = .crossDissolve
        host.present(self, animated: animated, completion: nil)
        // UIKit refuses a presentation while the host is mid-transition or already presents
        // something, calling no completion; whether it took the prompt shows at once.
        carryOut(
          presentation.presentCallReturned(isBeingPresented: presentingViewController != nil))
      }
    }

    /// Ends the prompt as Cancel does, for callers that must close it themselves.
    public func cancel() {
      handle(prompt.cancel())
    }

    /// VoiceOver's escape gesture, on the prompt or its toolbar: what the core's
    /// `TextPrompt.escape()` says (it cancels).
    private func escape() {
      handle(prompt.escape())
    }

    /// The prompt's root view, which answers VoiceOver's escape gesture for all its elements.
    public override func loadView() {
      let root = PromptRootView(frame: .zero)
      root.escapeAction = { [weak self] in self?.escape() }
      root.traitsChangedAction = { [weak self] in self?.viewIfLoaded?.setNeedsLayout() }
      view = root
    }

    /// Builds the cover, the title, the error line, the field and its toolbar. Nothing here
    /// decides where they go: ``viewDidLayoutSubviews()`` asks the core's `PromptLayout`.
    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = UIColor(appearance.dim)
      // VoiceOver stays inside the prompt, as in an alert; its escape gesture cancels.
      view.accessibilityViewIsModal = true
      titleLabel.text = prompt.title
      titleLabel.textColor = UIColor(appearance.titleColor)
      titleLabel.numberOfLines = 0
      titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
      titleLabel.adjustsFontForContentSizeCategory = true
      errorLabel.textColor = UIColor(appearance.errorColor)
      errorLabel.numberOfLines = 0
      errorLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
      errorLabel.adjustsFontForContentSizeCategory = true
      field.text = prompt.text
      field.borderStyle = .roundedRect
      field.backgroundColor = UIColor(appearance.fieldBackground)
      field.font = UIFont.preferredFont(forTextStyle: .body)
      field.adjustsFontForContentSizeCategory = true
      // The field is read with the prompt's title, which says what to type, even while the
      // title gives way on a short screen.
      field.accessibilityLabel = prompt.title
      field.delegate = self
      field.inputAccessoryView = toolbar
      field.inputView = fieldInputView
      field.addAction(
        UIAction { [weak self] _ in self?.textDidChange() }, for: .editingChanged)

      let strings = LocalizedStrings(table: "Common", language: prompt.language)
      let cancelItem = UIBarButtonItem(
        primaryAction: UIAction(title: strings.string("cancel")) { [weak self] _ in
          self?.cancel()
        })
      let okayItem = UIBarButtonItem(
        primaryAction: UIAction(title: strings.string("okay")) { [weak self] _ in
          self?.okayTapped()
        })
      okayItem.style = .done
      self.okayItem = okayItem
      toolbar.items = [cancelItem, UIBarButtonItem(systemItem: .flexibleSpace), okayItem]
      toolbar.escapeAction = { [weak self] in self?.escape() }
      toolbar.sizeToFit()

      for part in [titleLabel, errorLabel, field] as [UIView] { view.addSubview(part) }
      // The guide is read, never constrained to: following undocked keyboards, its frame is
      // the only place UIKit shows where a floating or split keyboard is.
      view.keyboardLayoutGuide.followsUndockedKeyboard = true
      keyboardObservations = observeKeyboardFrames()
      render()
    }

    /// Applies the core's `PromptLayout`: measures the title, the error line and the field at
    /// the current text size, asks the core where they go around the keyboard, and sets their
    /// frames. Runs again when the keyboard moves, the text size changes, the safe area changes
    /// or the screen rotates.
    public override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let bounds = view.bounds
      let safe = view.safeAreaInsets
      let insets = EdgeInsets(
        top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right)
      let width = PromptLayout.columnWidth(
        containerBounds: bounds, safeAreaInsets: insets, appearance: appearance)
      let fit = CGSize(width: width, height: .greatestFiniteMagnitude)
      let measurements = PromptLayout.Measurements(
        title: titleLabel.sizeThatFits(fit).height,
        // An empty label may measure zero or one line; the core keeps the reserved line anyway.
        errorText: errorLabel.sizeThatFits(fit).height,
        errorLine: errorLabel.font.lineHeight, field: field.sizeThatFits(fit).height)
      let guide = PromptLayout.Keyboard(
        layoutGuideFrame: view.keyboardLayoutGuide.layoutFrame, containerBounds: bounds,
        safeAreaInsets: insets)
      let layout = PromptLayout(
        containerBounds: bounds, safeAreaInsets: insets,
        keyboard: PromptLayout.Keyboard(notified: notifiedKeyboard(), guide: guide),
        measurements: measurements, appearance: appearance)
      titleLabel.frame = layout.titleFrame
      titleLabel.isHidden = layout.isTitleHidden
      errorLabel.frame = layout.messageFrame
      field.frame = layout.fieldFrame
    }

    /// The keyboard the last frame notification showed, in the view's coordinates; `nil`
    /// before the first or while the view is in no window.
    private func notifiedKeyboard() -> PromptLayout.Keyboard? {
      guard let change = lastKeyboardChange, let window = view.window else { return nil }
      let screen = window.screen
      return PromptLayout.Keyboard(
        frameChange: change, viewBounds: view.bounds, screenBounds: screen.bounds,
        converting: { view.convert(fromScreen: $0, of: screen) })
    }

    private func observeKeyboardFrames() -> NotificationObservations {
      NotificationCenter.default.observeOnMainQueue(
        [UIResponder.keyboardWillChangeFrameNotification], receiver: self)
    }

    /// Lays the prompt out again for the keyboard's new frame, moving with the keyboard: the
    /// notification's duration and curve, as the core reads them.
    private func keyboardWillChangeFrame(_ change: KeyboardFrameChange) {
      lastKeyboardChange = change
      guard let view = viewIfLoaded else { return }
      view.setNeedsLayout()
      UIView.animate(following: change.animation) { view.layoutIfNeeded() }
    }

    /// Brings the keyboard up with the prompt. In `viewWillAppear` the view is not yet in a
    /// window and UIKit may refuse to make the field first responder; once the prompt has
    /// appeared it always can.
    public override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      // A prompt cancelled while it was still being presented leaves now (the core's step).
      carryOut(presentation.appeared())
      if presentation.fieldTakesFocus { field.becomeFirstResponder() }
    }

    /// Reports `.cancelled` if the prompt leaves the screen without Okay or Cancel (its
    /// presenter was dismissed, or the app dismissed it directly), so the awaiting caller is
    /// never left hanging.
    public override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      // Ends a prompt that is still open as cancelled; one that ended already ignores it.
      prompt.cancel()
      carryOut(presentation.disappeared())
    }

    /// Return obeys the same rule as Okay: invalid text keeps the prompt open with its error.
    /// The field never inserts a line break, so the answer is always `false`.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      handle(prompt.pressReturn())
      return false
    }

    private func textDidChange() {
      handle(prompt.updateText(field.text ?? ""))
    }

    private func okayTapped() {
      handle(prompt.pressOkay())
    }

    private func handle(_ event: TextPromptEvent) {
      switch event {
      case .finished(let result):
        render()
        finish(with: result)
      case .refused:
        render()
        // Moves VoiceOver to the message that says why Okay did nothing.
        UIAccessibility.post(notification: .layoutChanged, argument: errorLabel)
      case .textChanged, .unchanged, .ignored:
        render()
      }
    }

    private func render() {
      okayItem?.isEnabled = prompt.isOkayEnabled
      errorLabel.text = prompt.errorMessage
      // A longer error than the reserved line measures taller: lay out again.
      viewIfLoaded?.setNeedsLayout()
    }

    private func finish(with result: TextPromptResult) {
      carryOut(presentation.promptEnded(with: result))
    }

    /// Does what the presentation's step says; a result goes to the waiting caller once.
    private func carryOut(_ step: TextPromptPresentation.Step) {
      switch step {
      case .resume(let result):
        let continuation = self.continuation
        self.continuation = nil
        continuation?.resume(returning: result)
      case .dismiss:
        guard presentingViewController != nil else {
          carryOut(presentation.dismissalCompleted())
          return
        }
        dismiss(animated: true) { [weak self] in
          guard let self else { return }
          self.carryOut(self.presentation.dismissalCompleted())
        }
      case .present, .none:
        break
      }
    }
  }

  extension TextPromptController: @preconcurrency MainQueueNotificationReceiver {
    func receive(_ notification: Notification) {
      guard let change = KeyboardFrameChange(userInfo: notification.userInfo)
      else { return }
      keyboardWillChangeFrame(change)
    }
  }
#endif
