import Foundation

/// The exact value of an expression: a fraction of integers, never rounded. `1÷3` is exactly
/// one third, and `10^30 + 1/3 − 10^30` exactly `1/3`.
///
/// Format it with ``ResultFormatter/string(from:)-(ExpressionValue)``, which rounds once
/// from the exact value, or read ``decimal`` for arithmetic of your own. Numerators and
/// denominators are bounded by ``ExpressionLimits/exactBits``.
public struct ExpressionValue: Hashable, Sendable {
  let number: ExactNumber

  init(_ number: ExactNumber) {
    self.number = number
  }

  /// Zero.
  public static let zero = ExpressionValue(.zero)

  /// Whether the value is exactly zero.
  public var isZero: Bool { number.isZero }

  /// Whether the value is below zero.
  public var isNegative: Bool { number.isNegative }

  /// The value as a `Decimal`: exact when its decimal expansion ends within 38 digits,
  /// otherwise rounded once, half away from zero, to 38 significant digits; `nil` beyond
  /// Decimal's range (about 10^165, and values so small that fewer than 16 digits would be
  /// left).
  public var decimal: Decimal? { number.decimalValue }

  /// `self + other`, exact; `nil` when the exact sum would exceed
  /// ``ExpressionLimits/exactBits``.
  public func adding(_ other: ExpressionValue) -> ExpressionValue? {
    try? ExpressionValue(number.adding(other.number))
  }

  public static func == (lhs: ExpressionValue, rhs: ExpressionValue) -> Bool {
    lhs.canonical == rhs.canonical
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(canonical)
  }

  /// The one representation of the value: small fractions are kept unreduced while
  /// evaluating, big ones are always reduced.
  private var canonical: ExactNumber.Canonical {
    switch number {
    case .fraction(let numerator, let denominator):
      guard
        case .fraction(let n, let d) = ExactNumber.reduced(
          numerator: numerator, denominator: denominator)
      else { preconditionFailure("a reduced small fraction is small") }
      return .small(n, d)
    case .big(let value):
      return .big(value)
    }
  }
}

extension ExactNumber {
  /// A hashable form of a value in lowest terms.
  enum Canonical: Hashable {
    case small(Int64, Int64)
    case big(BigRational)
  }
}
