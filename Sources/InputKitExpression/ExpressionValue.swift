import Foundation

/// The exact value of an expression: a fraction of integers, never rounded. `1÷3` is exactly
/// one third, and `10^30 + 1/3 − 10^30` exactly `1/3`.
///
/// Format it with ``ResultFormatter``, which rounds once from the exact value, or read
/// ``decimal`` for arithmetic of your own. Numerators and denominators are bounded by 1,024
/// bits.
public struct ExpressionValue: Hashable, Sendable {
  let number: ExactValue

  init(_ number: ExactValue) {
    self.number = number
  }

  /// Zero.
  public static let zero = ExpressionValue(.zero)

  var isZero: Bool { number.isZero }

  var isNegative: Bool { number.isNegative }

  /// The value as a `Decimal`: exact when its decimal expansion ends within 38 digits,
  /// otherwise rounded once, half away from zero, to 38 significant digits; `nil` beyond
  /// Decimal's range.
  public var decimal: Decimal? { number.decimalValue }

  /// Whether ``decimal`` has the value, that is whether it is within `Decimal`'s range;
  /// cheaper than ``decimal`` for small values.
  public var isWithinDecimalRange: Bool {
    if case .big = number { return number.decimalValue != nil }
    return true
  }

  /// Adds two values exactly.
  /// - Parameter other: The value to add.
  /// - Returns: `self + other`, or `nil` when the exact sum would need more than 1,024 bits.
  public func adding(_ other: ExpressionValue) -> ExpressionValue? {
    guard let sum = try? number.rational.adding(other.number.rational) else { return nil }
    return ExpressionValue(.normalized(sum))
  }

  /// `−self`, exact: with ``adding(_:)``, a running total can take one value out again.
  public var negated: ExpressionValue {
    ExpressionValue(.normalized(number.rational.negated))
  }

  /// Whether the two are the same number, however each was reached (`2/4` is `1/2`).
  public static func == (lhs: ExpressionValue, rhs: ExpressionValue) -> Bool {
    lhs.number.canonical == rhs.number.canonical
  }

  /// Hashes the number in lowest terms, so that equal values hash alike.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(number.canonical)
  }
}
