/// Why an expression has no value, and where in the input the problem is.
public struct ExpressionError: Error, Hashable, Sendable {
  /// The kinds of problems an expression can have.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A character that is not part of an expression (a letter, an unknown symbol, a second
    /// decimal separator in one number).
    case unexpectedCharacter
    /// A grouping separator inside a number, such as `,` in `1,000` for English; InputKit
    /// does not guess whether it was meant as a decimal separator.
    case groupingSeparator
    /// An operator, or the end of the input, where a number or `(` is needed: `2×`, `×2`, `()`.
    case missingOperand
    /// Two operands with nothing between them: `2 3`, `2(3)`, `(1)(2)`.
    case missingOperator
    /// A `)` without its `(`, or a `(` never closed.
    case unbalancedParenthesis
    /// A division whose divisor is zero.
    case divisionByZero
    /// A number or a result beyond what `Decimal` can hold (or too small to be told apart
    /// from zero).
    case overflow
    /// A number with more significant digits than `Decimal` can hold exactly (38).
    case tooManyDigits
    /// More nested parentheses than `ExpressionLimits.maximumDepth`.
    case tooDeep
    /// Longer than `ExpressionLimits.maximumLength`.
    case tooLong
  }

  /// What is wrong.
  public var kind: Kind
  /// The part of the input the problem is in (empty at the end for a missing final operand).
  public var range: Range<String.Index>

  /// Creates an error.
  public init(kind: Kind, range: Range<String.Index>) {
    self.kind = kind
    self.range = range
  }

  /// The 1-based column, counted in `Character`s, where the problem starts in `text`, the
  /// input the error came from. O(n) in the length of `text`.
  public func column(in text: String) -> Int {
    // Clamped so that a different, shorter text gives its end rather than a trap.
    let start = min(range.lowerBound, text.endIndex)
    return text[..<start].count + 1
  }
}
