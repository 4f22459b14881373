import Foundation
import InputKitCore

extension ResultFormatter {
  /// The text for `value` in at most `maximumLength` characters, shortened visibly as
  /// `shortened(_:toLength:)` describes: a 13-digit total must not pass for a 12-digit one.
  func string(from value: Decimal, maximumLength: Int) -> String {
    shortened(string(from: value), toLength: maximumLength)
  }

  /// The text for `value` in at most `maximumLength` characters, shortened as a `Decimal`'s
  /// is, from the digits rounded once from the exact value.
  func string(from value: ExpressionValue, maximumLength: Int) -> String {
    shortened(string(from: value), toLength: maximumLength)
  }

  /// `text`, a result this formatter wrote, fitted into `length` characters.
  ///
  /// Fraction digits give way first and an ellipsis marks the cut (`0.3333333333333333` in 7
  /// characters is `0.3333…`). A number whose integer part does not fit, or whose kept digits
  /// would all be zeros, is written in scientific notation with as many digits as fit, cut the
  /// same way (`6068339021390` in 10 is `6.068…e+12`). Below even that, the text is `…`.
  func shortened(_ text: String, toLength length: Int) -> String {
    let characters = Array(text)
    guard characters.count > length else { return text }
    guard length > 0 else { return "" }
    let decimalSeparator = locale.inputDecimalSeparator
    let number = WrittenNumber(characters)
    if number.exponent.isEmpty, number.sign.count + number.integer.count + 1 <= length {
      var kept = Array(characters.prefix(length - 1))
      if kept.last.map(String.init) == decimalSeparator { kept.removeLast() }
      if kept.contains(where: { $0.isNumber && $0.wholeNumberValue != 0 }) {
        return String(kept) + "…"
      }
    }
    let (mantissa, exponent) = number.scientific(separator: decimalSeparator)
    let room = length - exponent.count
    if mantissa.count <= room { return mantissa + exponent }
    guard room >= number.sign.count + 2 else { return "…" }
    var kept = Array(mantissa.prefix(room - 1))
    if kept.last.map(String.init) == decimalSeparator { kept.removeLast() }
    return String(kept) + "…" + exponent
  }
}

/// A number as `ResultFormatter` writes it, taken apart.
private struct WrittenNumber {
  var sign: String = ""
  var integer: [Character] = []
  var fraction: [Character] = []
  var exponent: String = ""

  init(_ characters: [Character]) {
    var rest = characters[...]
    if let first = rest.first, first == "-" || first == "\u{2212}" {
      sign = String(first)
      rest = rest.dropFirst()
    }
    integer = Array(rest.prefix { $0.isNumber })
    rest = rest.dropFirst(integer.count)
    if let e = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      exponent = String(rest[e...])
      rest = rest[..<e]
    }
    fraction = Array(rest.drop { !$0.isNumber })
  }

  /// The number as `d.ddd` and `e±N`; unchanged when it is already scientific.
  func scientific(separator: String) -> (mantissa: String, exponent: String) {
    if !exponent.isEmpty {
      let digits = fraction.isEmpty ? "" : separator + String(fraction)
      return (sign + String(integer) + digits, exponent)
    }
    let digits = integer + fraction
    guard let first = digits.firstIndex(where: { $0.wholeNumberValue != 0 }) else {
      return (sign + "0", "")
    }
    let power = integer.count - 1 - first
    var rest = Array(digits[(first + 1)...])
    while rest.last?.wholeNumberValue == 0 { rest.removeLast() }
    let mantissa = sign + String(digits[first]) + (rest.isEmpty ? "" : separator + String(rest))
    return (mantissa, power < 0 ? "e\(power)" : "e+\(power)")
  }
}
