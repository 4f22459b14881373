/// Why an expression has no value, and where in the input the problem is.
public struct ExpressionError: Error, Hashable, Sendable {
  /// The kinds of problems an expression can have.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A character that is not part of an expression, such as a second decimal separator.
    case unexpectedCharacter
    /// A grouping separator inside a number, such as `,` in `1,000` for English.
    case groupingSeparator
    /// An operator, or the end of the input, where a number or `(` is needed: `2×`, `×2`, `()`.
    case missingOperand
    /// Two operands with nothing between them: `2 3`, `2(3)`, `(1)(2)`.
    case missingOperator
    /// A `)` without its `(`, or a `(` never closed.
    case unbalancedParenthesis
    /// A division whose divisor is zero.
    case divisionByZero
    /// A number or a result whose integer part needs more than 1,024 bits (about 308 digits);
    /// also a result of `evaluate(_:)` beyond `Decimal`'s range.
    case overflow
    /// A number written with more digits than can be held exactly (about 308).
    case tooManyDigits
    /// A result whose exact fraction needs a numerator or denominator wider than 1,024 bits:
    /// reported instead of a silently rounded value.
    case tooPrecise
    /// More than 256 nested parentheses.
    case tooDeep
    /// Longer than 100,000 bytes.
    case tooLong
  }

  /// What is wrong.
  public var kind: Kind
  /// The part of the input the problem is in (empty at the end for a missing final operand).
  public var range: Range<String.Index>

  package init(kind: Kind, range: Range<String.Index>) {
    self.kind = kind
    self.range = range
  }

  /// The 1-based column, counted in `Character`s, where the problem starts in `text`.
  package func column(in text: String) -> Int {
    // Clamped so that a different, shorter text gives its end rather than a trap.
    let start = min(range.lowerBound, text.endIndex)
    return text[..<start].count + 1
  }
}
