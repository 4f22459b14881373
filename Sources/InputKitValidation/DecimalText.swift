import Foundation

/// A decimal number kept as its digits, so numbers of any length compare exactly: the
/// numeric rule must not round `1.0000…01` (more digits than `Decimal` holds) down to 1.
struct DecimalText: Comparable, Sendable, CustomStringConvertible {
  /// Zero is never negative.
  let isNegative: Bool
  /// Without leading zeros (empty for zero), as values 0…9.
  let integerDigits: [UInt8]
  /// Without trailing zeros.
  let fractionDigits: [UInt8]

  /// Parses an optional sign, digits and at most one `decimalSeparator`; `nil` for anything
  /// else, including a lone separator.
  init?(parsing text: String, decimalSeparator: String) {
    var rest = Substring(text)
    var negative = false
    if let first = rest.first, first == "-" || first == "−" || first == "+" {
      negative = first != "+"
      rest = rest.dropFirst()
    }
    var integer: [UInt8] = []
    var fraction: [UInt8] = []
    var inFraction = false
    while let character = rest.first {
      if !decimalSeparator.isEmpty, rest.hasPrefix(decimalSeparator) {
        if inFraction { return nil }
        inFraction = true
        rest = rest.dropFirst(decimalSeparator.count)
        continue
      }
      guard let digit = Self.digitValue(character) else { return nil }
      if inFraction { fraction.append(digit) } else { integer.append(digit) }
      rest = rest.dropFirst()
    }
    guard !(integer.isEmpty && fraction.isEmpty) else { return nil }
    self.init(isNegative: negative, integer: integer, fraction: fraction)
  }

  init(_ value: Decimal) throws(ValidationRuleError) {
    guard !value.isNaN else { throw .boundIsNotANumber }
    // `Decimal.description` is locale-independent plain notation (no exponent).
    guard let parsed = DecimalText(parsing: value.description, decimalSeparator: ".") else {
      throw .boundIsNotANumber
    }
    self = parsed
  }

  private init(isNegative: Bool, integer: [UInt8], fraction: [UInt8]) {
    let integerDigits = Array(integer.drop { $0 == 0 })
    var fractionDigits = fraction
    while fractionDigits.last == 0 { fractionDigits.removeLast() }
    self.integerDigits = integerDigits
    self.fractionDigits = fractionDigits
    self.isNegative = isNegative && !(integerDigits.isEmpty && fractionDigits.isEmpty)
  }

  private static func digitValue(_ character: Character) -> UInt8? {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
      scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
      value >= 0, value <= 9
    else { return nil }
    return UInt8(value)
  }

  /// The number written with `decimalSeparator`, as a person would type it.
  func formatted(decimalSeparator: String) -> String {
    let integer = integerDigits.isEmpty ? "0" : integerDigits.map(String.init).joined()
    let sign = isNegative ? "-" : ""
    if fractionDigits.isEmpty { return sign + integer }
    return sign + integer + decimalSeparator + fractionDigits.map(String.init).joined()
  }

  var description: String { formatted(decimalSeparator: ".") }

  static func < (lhs: DecimalText, rhs: DecimalText) -> Bool {
    if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
    // Below zero, the larger magnitude is the smaller number.
    let (low, high) = lhs.isNegative ? (rhs, lhs) : (lhs, rhs)
    if low.integerDigits.count != high.integerDigits.count {
      return low.integerDigits.count < high.integerDigits.count
    }
    // Integer parts of one length and fractions without trailing zeros compare digit by digit.
    return (low.integerDigits + low.fractionDigits).lexicographicallyPrecedes(
      high.integerDigits + high.fractionDigits)
  }
}
