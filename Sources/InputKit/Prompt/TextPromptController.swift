#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// A text-entry prompt: a dimmed cover over the current screen, a title and a text field
  /// sitting right on top of the keyboard, and Okay / Cancel in a toolbar above the keys.
  ///
  /// The core's `TextPrompt` decides everything: whether Okay is enabled, whether Return is
  /// accepted (the same rule), which error shows inline, and the result. This controller only
  /// forwards typing and taps to it and renders it.
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
    private let toolbar = UIToolbar(frame: .zero)
    private var okayItem: UIBarButtonItem?
    private var continuation: CheckedContinuation<TextPromptResult, Never>?

    /// The gap between the title, the error and the field, and between the field and the
    /// keyboard.
    private static let spacing: CGFloat = 8
    /// The field never gets shorter than a comfortable touch target; the title gives way first
    /// when space runs out (by constraint priority — the same order `PromptLayout` uses where
    /// frames are computed, as in the terminal).
    private static let minimumFieldHeight: CGFloat = 44

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
    /// The answer comes back exactly once: Okay or Return on valid text gives the text exactly
    /// as typed; Cancel gives `nil`, and so does any other way the prompt leaves the screen. A
    /// prompt that already ended answers at once; a presenter that is not in a window cannot
    /// show anything, so that also gives `nil` at once instead of waiting forever, and so does
    /// a presentation UIKit refuses (the presenter is busy presenting or being dismissed), once
    /// UIKit gives up on it. ``prompt`` keeps the full result.
    public func present(
      from presenter: UIViewController, animated: Bool = true
    ) async -> String? {
      await presentForResult(from: presenter, animated: animated).acceptedText
    }

    private func presentForResult(
      from presenter: UIViewController, animated: Bool
    ) async -> TextPromptResult {
      if let result = prompt.result { return result }
      var host = presenter
      while let presented = host.presentedViewController, !presented.isBeingDismissed {
        host = presented
      }
      guard continuation == nil, host.viewIfLoaded?.window != nil else {
        return .cancelled
      }
      return await withCheckedContinuation { continuation in
        self.continuation = continuation
        modalPresentationStyle = .overCurrentContext
        modalTransitionStyle = .crossDissolve
        // UIKit refuses a presentation while the host is mid-transition or already presents
        // something; the prompt then never appears and would never end, so the completion,
        // which runs either way, resumes the caller unless the prompt is actually on screen.
        // The prompt itself stays open, as for a presenter outside a window: it may be
        // presented again.
        host.present(self, animated: animated) { [weak self] in
          guard let self, self.presentingViewController == nil else { return }
          self.finish(with: .cancelled)
        }
      }
    }

    /// Ends the prompt as Cancel does, for callers that must close it themselves.
    public func cancel() {
      handle(prompt.cancel())
    }

    /// Builds the cover, the title, the error line, the field and its toolbar.
    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.4)
      let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
      titleLabel.text = prompt.title
      titleLabel.textColor = white
      titleLabel.numberOfLines = 0
      errorLabel.textColor = UIColor(red: 1, green: 0.55, blue: 0.5, alpha: 1)
      errorLabel.numberOfLines = 0
      field.text = prompt.text
      field.borderStyle = .roundedRect
      field.backgroundColor = white
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
      toolbar.sizeToFit()

      let safe = view.safeAreaLayoutGuide
      let keyboard = view.keyboardLayoutGuide
      // A floating keyboard covers nothing (the core's `KeyboardGeometry`): the guide then
      // rests at the bottom of the safe area and the field with it.
      keyboard.followsUndockedKeyboard = false
      let spacing = Self.spacing
      for label in [titleLabel, errorLabel] {
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
      }
      field.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(field)
      var constraints = [
        field.bottomAnchor.constraint(equalTo: keyboard.topAnchor, constant: -spacing),
        field.heightAnchor.constraint(greaterThanOrEqualToConstant: Self.minimumFieldHeight),
        errorLabel.bottomAnchor.constraint(equalTo: field.topAnchor, constant: -spacing),
        titleLabel.bottomAnchor.constraint(equalTo: errorLabel.topAnchor, constant: -spacing),
        titleLabel.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: spacing),
      ]
      for item in [titleLabel, errorLabel, field] as [UIView] {
        constraints.append(
          item.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: spacing * 2))
        constraints.append(
          item.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -spacing * 2))
      }
      NSLayoutConstraint.activate(constraints)
      render()
    }

    /// Brings the keyboard up with the prompt.
    public override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      field.becomeFirstResponder()
    }

    /// Reports `.cancelled` if the prompt leaves the screen without Okay or Cancel (its
    /// presenter was dismissed, or the app dismissed it directly), so the awaiting caller is
    /// never left hanging.
    public override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      if continuation != nil { handle(prompt.cancel()) }
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
    }

    private func finish(with result: TextPromptResult) {
      guard let continuation else { return }
      self.continuation = nil
      continuation.resume(returning: result)
      if presentingViewController != nil {
        dismiss(animated: true, completion: nil)
      }
    }
  }
#endif
