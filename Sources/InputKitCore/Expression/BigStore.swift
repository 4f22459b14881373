/// Where one evaluation keeps its big values, so that `ExactNumber` can refer to them by
/// index and stay free of reference counting. Values are only added; the store lives as long
/// as the evaluation, and an expression within `ExpressionLimits` adds at most one value per
/// operation.
struct BigStore {
  private var values: [BigRational] = []

  /// The value of `number` as a big fraction in lowest terms.
  func rational(_ number: ExactNumber) -> BigRational {
    switch number {
    case .fraction(let numerator, let denominator):
      return BigRational(numerator: numerator, denominator: denominator)
    case .big(let index):
      return values[index]
    }
  }

  /// `value` as an evaluation number: a small fraction when it fits, else stored.
  mutating func number(_ value: BigRational) -> ExactNumber {
    switch ExactValue.normalized(value) {
    case .fraction(let numerator, let denominator):
      return .fraction(numerator: numerator, denominator: denominator)
    case .big(let big):
      values.append(big)
      return .big(index: values.count - 1)
    }
  }

  /// `number` out of the store.
  func value(_ number: ExactNumber) -> ExactValue {
    switch number {
    case .fraction(let numerator, let denominator):
      return .fraction(numerator: numerator, denominator: denominator)
    case .big(let index):
      return .big(values[index])
    }
  }
}
