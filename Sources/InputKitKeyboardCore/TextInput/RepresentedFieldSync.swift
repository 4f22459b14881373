import Foundation
import InputKitExpression
import InputKitShared

/// How a SwiftUI view wrapping a UIKit text field (`CalculatorTextField`) keeps the field, its
/// text binding and its focus binding in step without feedback loops, and how it sizes itself:
/// each side is written only when it differs from the other, so a write never comes back as a
/// change to write again.
package enum RepresentedFieldSync {
  /// A change to the field's first-responder status.
  package enum FocusChange: Hashable, Sendable {
    /// Become first responder: the keyboard comes up.
    case become
    /// Resign first responder: the keyboard goes away.
    case resign
  }

  /// What the field must do so its focus matches the binding's `wanted` (`nil`: no binding, the
  /// person's taps decide). A disabled field is never focused, as a disabled `TextField` is not; a
  /// field in no window cannot become first responder, so the request waits for one.
  package static func focusChange(
    wanted: Bool?, isFirstResponder: Bool, isEnabled: Bool, isInWindow: Bool = true
  ) -> FocusChange? {
    guard isEnabled else { return isFirstResponder ? .resign : nil }
    guard let wanted, wanted != isFirstResponder else { return nil }
    guard isInWindow || !wanted else { return nil }
    return wanted ? .become : .resign
  }

  /// The focus to write into the focus binding (`bound`, `nil` when there is none) after the
  /// field began or ended editing, or `nil` when the binding already says so.
  package static func focusForBinding(isEditing: Bool, bound: Bool?) -> Bool? {
    guard let bound, bound != isEditing else { return nil }
    return isEditing
  }

  /// The value to write into a focus state (`bound` now) when the field bound to `value` gains
  /// focus (`value`) or loses it (`nil`, unless another field took the state meanwhile).
  package static func focusValue<Value: Equatable>(
    _ isFocused: Bool, for value: Value, bound: Value?
  ) -> Value? {
    isFocused ? value : bound == value ? nil : bound
  }

  /// The text to put into the field for the binding's `bound` text, or `nil` when the field
  /// already holds it (`nil` field text counts as empty, as UIKit reports an empty field).
  static func textForField(bound: String, fieldText: String?) -> String? {
    bound == (fieldText ?? "") ? nil : bound
  }

  /// The text to write into the text binding after the field changed, or `nil` when the binding
  /// already holds it.
  package static func textForBinding(fieldText: String?, bound: String) -> String? {
    let text = fieldText ?? ""
    return text == bound ? nil : text
  }

  /// The size the view takes, as a SwiftUI `TextField` does: the width SwiftUI proposes (any
  /// width, even an unlimited one, since a text field stretches), or the field's own width when
  /// none is proposed (the ideal size, as under `fixedSize()`); always the field's natural
  /// height, as tall as its text.
  package static func fittingSize(
    proposedWidth: Double?, naturalWidth: Double, naturalHeight: Double
  ) -> (width: Double, height: Double) {
    (proposedWidth ?? naturalWidth, naturalHeight)
  }

  /// The number a field holding `text` commits to a value binding: its value evaluated in
  /// `locale` (`12+3` is 15), or `nil` for an empty field or one that cannot be evaluated, or
  /// whose value is beyond `Decimal`'s range.
  package static func valueForCommit(text: String, locale: Locale) -> Decimal? {
    guard !text.allSatisfy(\.isWhitespace) else { return nil }
    return (try? ExpressionEvaluator(locale: locale).value(of: text).get())?.decimal
  }

  /// What to write when a view binding the field's text, its value or both updates.
  package struct Writes: Hashable, Sendable {
    /// The text to put into the field, or `nil` to leave it.
    package var fieldText: String?
    /// The text to write into the text binding, or `nil` to leave it.
    package var boundText: String?
  }

  /// What to write when the view updates with the text binding's `text` and the value binding's
  /// `value` (`nil` for a binding the view does not have; `.some(nil)` for a value binding
  /// holding no number), the value the field last saw (`previousValue`) and the field's text.
  /// The text binding wins when it differs from the field; otherwise a value set from outside is
  /// shown, and written into the text binding too, so the two bindings agree with the field.
  package static func writes(
    text: String?, value: Decimal??, previousValue: Decimal??, fieldText: String?, locale: Locale
  ) -> Writes {
    if let text, let shown = textForField(bound: text, fieldText: fieldText) {
      return Writes(fieldText: shown)
    }
    guard case .some(let value) = value,
      let shown = textForValue(value, previous: previousValue, fieldText: fieldText, locale: locale)
    else { return Writes() }
    return Writes(fieldText: shown, boundText: text.map { _ in shown })
  }

  /// The text to put into the field for the value binding's `value`, or `nil` to leave the
  /// field alone: when the value is the one the field last saw (`previous`; `.none` before it
  /// saw any), the value only changes on commit and typing must not be overwritten; and when the
  /// field already shows it (its text evaluates to that value, `nil` included).
  static func textForValue(
    _ value: Decimal?, previous: Decimal??, fieldText: String?, locale: Locale
  ) -> String? {
    guard previous != .some(value) else { return nil }
    let text = fieldText ?? ""
    guard valueForCommit(text: text, locale: locale) != value else { return nil }
    guard let value else { return "" }
    let formatted = ResultFormatter(locale: locale, usesScientificNotation: false).string(
      from: value)
    // The keyboard's minus sign, so the value can be edited with the same keys.
    return formatted.first == "-" ? "\u{2212}" + formatted.dropFirst() : formatted
  }
}
