import InputKitExpression

/// What the return key does in a field.
public enum ReturnBehavior: String, Hashable, Sendable, CaseIterable, Codable {
  /// Ends editing: the UI resigns first responder (UIKit) or closes the prompt.
  case resign
  /// Replaces the text with its value (`12+3` becomes `15`); an expression that cannot be
  /// evaluated is refused with the evaluator's message, and the text stays.
  case evaluate
  /// Inserts a line break, through the field's rules like any other insertion.
  case newline
  /// Replaces the text with its value, as ``evaluate`` does, then ends editing, as ``resign``
  /// does: the "Done" of a form, which leaves the field with its value. An empty field, or one
  /// already holding its value, just ends editing; an expression that cannot be evaluated is
  /// refused and editing goes on, so nothing is left half-typed.
  case evaluateThenResign
}
