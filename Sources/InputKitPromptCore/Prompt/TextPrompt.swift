import InputKitShared
import InputKitValidation

/// What a text-entry prompt asks: its title, the text it opens on, and the rules the text must
/// pass before Okay accepts it.
public struct TextPrompt: Sendable {
  /// The title shown above the field ("New amount").
  package let title: String
  /// The rules the text must pass for Okay to be enabled.
  package let rules: [ValidationRule]
  /// The language of the error message.
  package let language: InterfaceLanguage
  /// The current text.
  public private(set) var text: String
  /// Every rule the current text fails, in rule order.
  package private(set) var failures: [ValidationFailure]
  /// Whether errors are shown: after the first edit or the first refused Okay/Return.
  private(set) var showsErrors: Bool
  /// Whether Okay or Return was refused since the last edit, which shows even an error that
  /// only says the text is unfinished.
  private(set) var wasRefusedSinceEdit = false
  /// How the prompt ended; `nil` while it is open.
  package private(set) var result: TextPromptResult?

  /// Okay's title: `custom` when the app gives one, else "Okay" in the prompt's language.
  ///
  /// - Parameter custom: The app's title for Okay ("Add", "Save"), if any.
  /// - Returns: The title Okay shows.
  package func okayTitle(_ custom: String?) -> String {
    custom ?? LocalizedStrings(table: "Common", language: language).string("okay")
  }

  /// Creates a prompt.
  ///
  /// - Parameters:
  ///   - title: The title shown above the field ("New amount").
  ///   - text: The text the field opens on; empty by default.
  ///   - rules: The rules the text must pass before Okay accepts it; by default, not empty.
  ///   - language: The language of the error messages; the app's interface language by
  ///     default.
  public init(
    title: String,
    text: String = "",
    rules: [ValidationRule] = [.required],
    language: InterfaceLanguage = .current
  ) {
    self.title = title
    self.rules = rules
    self.language = language
    self.text = text
    self.failures = rules.failures(for: text)
    self.showsErrors = false
    self.result = nil
  }

  /// Whether the prompt is still on screen.
  var isOpen: Bool { result == nil }

  /// Whether the current text passes every rule.
  var isValid: Bool { failures.isEmpty }

  /// Whether Okay is enabled; Return is accepted under exactly the same condition.
  package var isOkayEnabled: Bool { isOpen && isValid }

  /// The inline error to show under the field, or `nil`. It waits for the first edit or
  /// refused Okay/Return, so a prompt opened on empty text does not greet the person with
  /// "This field cannot be empty". An error that only says the text is unfinished (`12×`)
  /// shows only after a refusal since the last edit.
  package var errorMessage: String? {
    guard isOpen, showsErrors else { return nil }
    let shown = wasRefusedSinceEdit ? failures : failures.filter { !$0.isIncompleteInput }
    return shown.first?.message(in: language)
  }

  /// Sets the field's text, as typed or pasted, and revalidates it.
  @discardableResult
  package mutating func updateText(_ newText: String) -> TextPromptEvent {
    guard isOpen else { return .ignored }
    guard newText != text else { return .unchanged }
    text = newText
    failures = rules.failures(for: newText)
    showsErrors = true
    wasRefusedSinceEdit = false
    return .textChanged(isValid: isValid)
  }

  /// The Okay button: accepts valid text, otherwise keeps the prompt open with the error.
  @discardableResult
  package mutating func pressOkay() -> TextPromptEvent {
    submit()
  }

  /// The keyboard's Return key: exactly what Okay does, so invalid text is never accepted
  /// through the keyboard while the button is disabled.
  @discardableResult
  package mutating func pressReturn() -> TextPromptEvent {
    submit()
  }

  /// The Cancel button: ends the prompt without a change, whatever the text.
  @discardableResult
  package mutating func cancel() -> TextPromptEvent {
    guard isOpen else { return .ignored }
    result = .cancelled
    return .finished(.cancelled)
  }

  /// The destructive action ("Delete"): ends the prompt as ``TextPromptResult/destructive``,
  /// whatever the text, as Cancel does; on a prompt that already ended it does nothing.
  @discardableResult
  mutating func pressDestructiveAction() -> TextPromptEvent {
    guard isOpen else { return .ignored }
    result = .destructive
    return .finished(.destructive)
  }

  /// The escape gesture: VoiceOver's two-finger scrub on any of the prompt's elements, or Esc or
  /// ⌘. on a hardware keyboard. It cancels, whatever the text, as escape does in an alert; it
  /// never accepts, even valid text. On a prompt that already ended it does nothing
  /// (`.ignored`).
  @discardableResult
  package mutating func escape() -> TextPromptEvent {
    cancel()
  }

  private mutating func submit() -> TextPromptEvent {
    guard isOpen else { return .ignored }
    if let failure = failures.first {
      showsErrors = true
      wasRefusedSinceEdit = true
      return .refused(failure)
    }
    let accepted = TextPromptResult.accepted(text: text)
    result = accepted
    return .finished(accepted)
  }
}
