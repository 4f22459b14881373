import Foundation
import InputKitExpression
import InputKitNumberLocale
import InputKitShared

/// Decides what one key press does to a field: the one call a keyboard makes per press.
///
/// It proposes the edit, passes it through the field's rules, handles return and evaluate,
/// and computes the live preview, without touching the field.
package struct KeyPressProcessor: Sendable {
  /// The rules every edit passes through, in order.
  package var rules: [InputRule]
  package var returnBehavior: ReturnBehavior
  /// Whether `process` computes a live result (costs one evaluation per press).
  package var showsPreview: Bool
  package let locale: Locale
  private let evaluator: ExpressionEvaluator
  private let formatter: ResultFormatter
  private let separator: Unicode.Scalar
  /// Writes evaluated results back into the field: never in scientific notation, which the
  /// field's own rules (and the evaluator) would not accept as typed text.
  private let fieldFormatter: ResultFormatter

  /// A keyboard's processor: `layout`'s rules for `locale`, with the live preview.
  package init(keyboard layout: KeyboardLayout, locale: Locale, returnBehavior: ReturnBehavior) {
    self.init(
      rules: layout.inputRules(locale: locale), returnBehavior: returnBehavior, showsPreview: true,
      locale: locale)
  }

  package init(
    rules: [InputRule] = [], returnBehavior: ReturnBehavior = .resign, showsPreview: Bool = false,
    locale: Locale = Locale(identifier: "en_US_POSIX")
  ) {
    self.rules = rules
    self.returnBehavior = returnBehavior
    self.showsPreview = showsPreview
    self.locale = locale
    self.evaluator = ExpressionEvaluator(locale: locale)
    self.formatter = ResultFormatter(locale: locale)
    self.separator = locale.inputDecimalSeparatorScalar
    self.fieldFormatter = ResultFormatter(locale: locale, usesScientificNotation: false)
  }

  /// The calculator field: the arithmetic rule, return evaluates, live preview on.
  package static func calculator(
    locale: Locale = Locale(identifier: "en_US_POSIX"), returnBehavior: ReturnBehavior = .evaluate
  ) -> KeyPressProcessor {
    KeyPressProcessor(
      rules: [.arithmetic(locale: locale)], returnBehavior: returnBehavior, showsPreview: true,
      locale: locale)
  }

  /// What pressing a key with `action` does to a field in `state`; a caller passing its last
  /// copy of the state lets the edit extend the text in place.
  package func process(_ action: KeyAction, in state: consuming TextEditingState) -> KeyPressResult
  {
    switch action {
    case .insert, .deleteBackward, .clear:
      guard let proposed = state.proposedEdit(for: action) else { return result(.unchanged, state) }
      return checked(proposed, in: state)
    case .moveCursor(let count):
      let before = state.selection
      var moved = state
      moved.moveCursor(by: count)
      return result(moved.selection == before ? .unchanged : .selectionChanged, moved)
    case .return:
      switch returnBehavior {
      case .resign: return result(.resign, state)
      case .evaluate: return evaluated(state)
      case .newline: return checked(Edit(range: state.selection, replacement: "\n"), in: state)
      case .evaluateThenResign: return evaluatedThenResigned(state)
      }
    case .evaluate: return evaluated(state)
    case .switchLayout(let identifier): return result(.switchLayout(identifier), state)
    case .custom(let identifier): return result(.custom(identifier), state)
    }
  }

  /// `process(_:in:)` applied to `state` itself, edited in place when nothing else holds it, so
  /// typing n keys into a field costs O(n) in all rather than O(n²).
  @discardableResult
  package func process(
    _ action: KeyAction, updating state: inout TextEditingState
  ) -> KeyPressResult {
    let result = process(action, in: consume state)
    state = result.state
    return result
  }

  /// The live result for `text`: its longest complete prefix's value, or `nil` for none or for
  /// a plain number, which the result would only repeat.
  package func preview(of text: String) -> String? {
    guard !isPlainNumber(text),
      let formatted = evaluator.previewText(of: text, formatter: formatter)
    else { return nil }
    return Self.keyboardSigns(formatted)
  }

  /// Whether `text` is one number with at most a sign in front: digits and the separator.
  private func isPlainNumber(_ text: String) -> Bool {
    var scalars = Substring(text).unicodeScalars
    if let first = scalars.first, first == "−" || first == "-" || first == "+" {
      scalars = scalars.dropFirst()
    }
    return !scalars.isEmpty
      && scalars.allSatisfy { ("0"..."9").contains($0) || $0 == separator }
  }

  private func checked(_ proposed: Edit, in state: consuming TextEditingState) -> KeyPressResult {
    switch InputRules.check(proposed, in: state, rules: rules) {
    case .failure(let rejection):
      return result(.rejected(rejection), state)
    case .success(let edit):
      var edited = consume state
      edited.apply(edit)
      return result(.edit(edit), edited)
    }
  }

  /// Evaluate-and-replace: an empty field has nothing to evaluate and stays as it is, quietly
  /// (Return on it still commits); an expression that cannot be evaluated is refused.
  private func evaluated(_ state: TextEditingState) -> KeyPressResult {
    if state.text.allSatisfy(\.isWhitespace) { return result(.unchanged, state) }
    switch evaluator.value(of: state.text) {
    case .failure(let error):
      return result(.rejected(EditRejection(.notEvaluable(error))), state)
    case .success(let value):
      let replacement = displayText(for: value)
      guard replacement != state.text else { return result(.unchanged, state) }
      var everything = state
      everything.select(0..<state.text.utf16.count)
      return checked(Edit(range: everything.selection, replacement: replacement), in: state)
    }
  }

  /// Return that evaluates and then leaves: at once with nothing to evaluate or change, once
  /// the field took the value; a refusal stays.
  private func evaluatedThenResigned(_ state: TextEditingState) -> KeyPressResult {
    if state.text.allSatisfy(\.isWhitespace) { return result(.resign, state) }
    var evaluated = evaluated(state)
    switch evaluated.change {
    case .unchanged: return result(.resign, state)
    case .edit: evaluated.resignsAfterEdit = true
    default: break
    }
    return evaluated
  }

  /// A value as the field shows it, with the keyboard's minus sign to edit it further.
  private func displayText(for value: ExpressionValue) -> String {
    Self.keyboardSigns(fieldFormatter.string(from: value))
  }

  private static func keyboardSigns(_ text: String) -> String {
    // Only the sign can be a minus; an exponent (`1e+31`) stays ASCII.
    guard text.utf8.first == UInt8(ascii: "-") else { return text }
    return "−" + text.dropFirst()
  }

  private func result(_ change: KeyPressResult.Change, _ state: TextEditingState) -> KeyPressResult
  {
    KeyPressResult(
      change: change, state: state, preview: showsPreview ? preview(of: state.text) : nil)
  }
}
