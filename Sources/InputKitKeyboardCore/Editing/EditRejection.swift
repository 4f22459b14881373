import Foundation
import InputKitExpression
import InputKitShared

/// Why an input rule, or the field's own delegate, refused an edit. The keyboard plays an error
/// haptic and may show the message; the field's text is left as it was.
public struct EditRejection: Error, Hashable, Sendable {
  /// What was wrong, as a value a UI or a test can switch over.
  public enum Reason: Hashable, Sendable {
    /// The text would be longer than the limit (in characters).
    case tooLong(limit: Int)
    /// The character is not allowed in this field.
    case characterNotAllowed(Character)
    /// An operator (other than a leading minus) with no number before it.
    case operatorNeedsOperand
    /// A second decimal separator in one number.
    case secondDecimalSeparator
    /// A zero in front of a number's other digits.
    case leadingZero
    /// `%` not directly after a number or `)`.
    case percentNeedsNumber
    /// A number, `(` or separator directly after `)` or `%`: an operator is needed between.
    case operatorExpected
    /// A `)` without an open `(` before it.
    case unbalancedParenthesis
    /// A `)` right after `(`: there is nothing in the parentheses to close yet.
    case emptyParentheses
    /// A `)` right after an operator, which needs its number first.
    case closingAfterOperator
    /// Deleting would leave two operators side by side.
    case adjacentOperators
    /// The field's own delegate refused the edit the rules allowed.
    case refusedByFieldDelegate
    /// The text could not be evaluated (for evaluate-and-replace); the error says why.
    case notEvaluable(ExpressionError)
  }

  /// What was wrong.
  public var reason: Reason

  /// Creates a rejection.
  /// - Parameter reason: What was wrong with the edit.
  public init(_ reason: Reason) { self.reason = reason }

  /// Explains the rejection to a person.
  /// - Parameter language: The language to explain in; the app's interface language by
  ///   default.
  /// - Returns: One sentence, such as "A number can have only one decimal separator."
  public func message(in language: InterfaceLanguage = .current) -> String {
    let strings = LocalizedStrings(table: "Editing", language: language)
    switch reason {
    case .tooLong(let limit):
      return strings.string("tooLong", count: limit, ["limit": String(limit)])
    case .characterNotAllowed(let character):
      return strings.string("characterNotAllowed", ["character": String(character)])
    case .notEvaluable(let error): return error.message(in: language)
    // Every other reason's message is keyed by the case's name ("leadingZero").
    default: return strings.string(String(describing: reason))
    }
  }
}

extension EditRejection: LocalizedError {
  /// The message in the app's language, for `localizedDescription`.
  public var errorDescription: String? { message(in: .current) }
}
