/// Splits calculator text into tokens on demand, reading UTF-8 bytes directly, so a number
/// costs no `String` and no allocation.
///
/// Accepts `+ - − * x × / ÷ % ( )` and digits with the locale's decimal separator, and skips
/// white space between tokens.
struct ExpressionTokenizer {
  struct NumberFormat: Sendable {
    let decimalSeparator: SeparatorBytes
    /// Separators that must not appear inside a number: the locale's grouping separator and
    /// whichever of `.` and `,` is not the decimal separator (`.none` where unused).
    let groupingSeparators: (SeparatorBytes, SeparatorBytes, SeparatorBytes)
    /// The decimal separator when it is a single ASCII byte (almost always), else 0.
    let decimalSeparatorByte: UInt8

    init(
      decimalSeparator: SeparatorBytes,
      groupingSeparators: (SeparatorBytes, SeparatorBytes, SeparatorBytes)
    ) {
      self.decimalSeparator = decimalSeparator
      self.groupingSeparators = groupingSeparators
      decimalSeparatorByte =
        decimalSeparator.count == 1 && decimalSeparator[0] < 0x80 ? decimalSeparator[0] : 0
    }
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let format: NumberFormat
  private(set) var position: Int
  /// The current token's UTF-8 offsets.
  private(set) var tokenStart = 0
  private(set) var tokenEnd = 0
  /// The current token's value when it is a number, and why it is invalid when it is.
  private(set) var number = ExactNumber.zero
  private(set) var invalidKind = ExpressionError.Kind.unexpectedCharacter

  init(bytes: UnsafeBufferPointer<UInt8>, format: NumberFormat, position: Int = 0) {
    self.bytes = bytes
    self.format = format
    self.position = position
  }

  /// The next token; `.end` forever once the input is used up.
  /// - Parameter store: Where a number too long for a small form is put.
  mutating func next(_ store: inout BigStore) -> ExpressionTokenKind {
    skipWhitespace()
    let start = position
    tokenStart = start
    guard start < bytes.count else {
      tokenEnd = start
      return .end
    }
    let kind: ExpressionTokenKind
    var length = 1
    switch bytes[start] {
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return readNumber(&store)
    case UInt8(ascii: "+"): kind = .plus
    case UInt8(ascii: "-"): kind = .minus
    case UInt8(ascii: "*"), UInt8(ascii: "x"): kind = .times
    case UInt8(ascii: "/"): kind = .divide
    case UInt8(ascii: "%"): kind = .percent
    case UInt8(ascii: "("): kind = .open
    case UInt8(ascii: ")"): kind = .close
    case 0xC3 where byte(at: start + 1) == 0x97:  // ×
      kind = .times
      length = 2
    case 0xC3 where byte(at: start + 1) == 0xB7:  // ÷
      kind = .divide
      length = 2
    case 0xE2 where byte(at: start + 1) == 0x88 && byte(at: start + 2) == 0x92:  // −
      kind = .minus
      length = 3
    default:
      if matches(format.decimalSeparator, at: start) { return readNumber(&store) }
      return invalid(.unexpectedCharacter, from: start, to: scalarEnd(from: start))
    }
    position = start + length
    tokenEnd = position
    return kind
  }

  private mutating func invalid(
    _ kind: ExpressionError.Kind, from start: Int, to end: Int, resumingAt resume: Int? = nil
  ) -> ExpressionTokenKind {
    invalidKind = kind
    tokenStart = start
    tokenEnd = end
    position = resume ?? end
    return .invalid
  }

  private func byte(at offset: Int) -> UInt8 {
    offset < bytes.count ? bytes[offset] : 0
  }

  private func matches(_ pattern: SeparatorBytes, at offset: Int) -> Bool {
    guard pattern.count > 0, offset + pattern.count <= bytes.count else { return false }
    for index in 0..<pattern.count where bytes[offset + index] != pattern[index] {
      return false
    }
    return true
  }

  private func scalarEnd(from offset: Int) -> Int {
    var end = offset + 1
    while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
    return end
  }

  /// Skips ASCII white space and the Unicode spaces pasted text brings.
  @inline(__always)
  private mutating func skipWhitespace() {
    while position < bytes.count {
      let byte = bytes[position]
      if byte > 0x20 && byte < 0x80 { return }
      if byte < 0x80 {
        guard byte == 0x20 || (0x09...0x0D).contains(byte) else { return }
        position += 1
        continue
      }
      let second = self.byte(at: position + 1)
      let third = self.byte(at: position + 2)
      switch byte {
      case 0xC2 where second == 0xA0:  // U+00A0 no-break space
        position += 2
      case 0xE1 where second == 0x9A && third == 0x80,  // U+1680 ogham space mark
        0xE2 where second == 0x80 && (0x80...0x8B).contains(third),  // U+2000…U+200B
        0xE2 where second == 0x80 && third == 0xAF,  // U+202F narrow no-break space
        0xE2 where second == 0x81 && third == 0x9F,  // U+205F medium mathematical space
        0xE3 where second == 0x80 && third == 0x80,  // U+3000 ideographic space
        0xEF where second == 0xBB && third == 0xBF:  // U+FEFF byte-order mark
        position += 3
      default:
        return
      }
    }
  }

  /// Whether the byte at `offset`, just after a number, certainly ends it: the end of the
  /// input, an ASCII operator, parenthesis or space, or `×`, `÷` (lead byte 0xC3) or `−`.
  /// Anything else, such as a grouping separator, is left to the tokenizer's `readNumber(_:)`.
  @inline(__always)
  static func endsNumber(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    guard offset < bytes.count else { return true }
    let byte = bytes[offset]
    if byte < 64 { return (terminatorsBelow64 >> UInt64(byte)) & 1 != 0 }
    if byte < 128 { return (terminatorsBelow128 >> UInt64(byte - 64)) & 1 != 0 }
    return byte == 0xC3 || (byte == 0xE2 && offset + 1 < bytes.count && bytes[offset + 1] == 0x88)
  }

  /// Bit b set: ASCII byte b ends a number.
  private static let terminatorsBelow64: UInt64 =
    1 << 0x09 | 1 << 0x0A | 1 << 0x0D | 1 << 0x20 | 1 << 0x25 | 1 << 0x28 | 1 << 0x29
    | 1 << 0x2A | 1 << 0x2B | 1 << 0x2D | 1 << 0x2F

  private static let terminatorsBelow128: UInt64 = 1 << (0x78 - 64)

  /// Reads digits with at most one decimal separator, exactly; more than `maximumDigits`
  /// digits is an error, not a silent rounding.
  @inline(never)
  private mutating func readNumber(_ store: inout BigStore) -> ExpressionTokenKind {
    let start = position
    // Digits are gathered 19 at a time in `chunk`.
    var magnitude = BigMagnitude.zero
    var chunk: UInt64 = 0
    var chunkDigits = 0
    var significantDigits = 0
    var decimals = 0
    var sawSeparator = false
    var sawDigit = false
    while position < bytes.count {
      let byte = bytes[position]
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        let digit = UInt64(byte &- UInt8(ascii: "0"))
        sawDigit = true
        position += 1
        if sawSeparator { decimals += 1 }
        if significantDigits == 0 && digit == 0 { continue }
        significantDigits += 1
        guard significantDigits <= Self.maximumDigits && decimals <= Self.maximumDigits else {
          return invalid(.tooManyDigits, from: start, to: digitsEnd())
        }
        if chunkDigits == 19 {
          magnitude = magnitude.multiplied(by: PowersOfTen.small(19), adding: chunk)
          chunk = 0
          chunkDigits = 0
        }
        chunk = chunk &* 10 &+ digit
        chunkDigits += 1
        continue
      }
      if matches(format.decimalSeparator, at: position) {
        if sawSeparator {
          return invalid(
            .unexpectedCharacter, from: position, to: position + format.decimalSeparator.count,
            resumingAt: digitsEnd())
        }
        sawSeparator = true
        position += format.decimalSeparator.count
        continue
      }
      if sawDigit, let length = groupingSeparatorLength(at: position) {
        return invalid(.groupingSeparator, from: position, to: position + length)
      }
      break
    }
    guard sawDigit else {
      return invalid(.unexpectedCharacter, from: start, to: position)
    }
    tokenEnd = position
    if significantDigits == 0 {
      number = .zero
      return .number
    }
    if magnitude.isZero && chunk <= UInt64(Int64.max) && decimals <= 18 {
      number = .decimal(significand: Int64(chunk), exponent: -decimals)
      return .number
    }
    magnitude = magnitude.multiplied(by: PowersOfTen.small(chunkDigits), adding: chunk)
    do {
      number = store.number(
        try BigRational.reduced(
          isNegative: false, numerator: magnitude,
          denominator: BigMagnitude.powerOfTen(decimals)))
    } catch {
      return invalid(error == .magnitude ? .overflow : .tooManyDigits, from: start, to: position)
    }
    return .number
  }

  /// The most significant digits, and decimals, a number may have: a little more than
  /// `ExpressionLimits.exactBits` holds.
  static let maximumDigits = ExpressionLimits.exactBits * 30103 / 100_000 + 2

  /// The byte length of a grouping separator at `offset` that sits between two digits, the
  /// only place one can be meant as grouping (a no-break space before `+` is just a space).
  private func groupingSeparatorLength(at offset: Int) -> Int? {
    let (first, second, third) = format.groupingSeparators
    for separator in [first, second, third] where matches(separator, at: offset) {
      let next = byte(at: offset + separator.count)
      if next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9") { return separator.count }
    }
    return nil
  }

  /// The end of the run of digits and separators here: one error covers a malformed number.
  private func digitsEnd() -> Int {
    var end = position
    while end < bytes.count
      && ((bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9"))
        || matches(format.decimalSeparator, at: end))
    {
      end += 1
    }
    return end
  }
}
