extension ResultFormatter {
  /// What writing a result needs of the formatter, as plain values: the formatter's locale
  /// is reference counted, and copying it into each closure cost a fifth of formatting.
  struct SmallTextStyle {
    var significantDigits: Int
    var usesScientificNotation: Bool
    var separator: SeparatorBytes
  }

  /// Writes the decimal digits of `value` (none for zero) to end just before `digits[end]`,
  /// two per division by 100; returns where they start.
  @inline(__always)
  static func writeDigits(
    of value: UInt64, endingAt end: Int, into digits: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var start = end
    var rest = value
    while rest >= 10 {
      let (quotient, pair) = rest.quotientAndRemainder(dividingBy: 100)
      let tens = UInt8(truncatingIfNeeded: pair / 10)
      start -= 2
      digits[start] = UInt8(ascii: "0") + tens
      digits[start + 1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: pair) - tens * 10
      rest = quotient
    }
    if rest > 0 {
      start -= 1
      digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest)
    }
    return start
  }

  /// Writes `significand × 10^exponent` into `text` (64 bytes); returns the length.
  @inline(__always)
  static func writeSmall(
    isNegative: Bool, significand: UInt64, exponent: Int, style: SmallTextStyle,
    into text: UnsafeMutablePointer<UInt8>
  ) -> Int {
    if significand == 0 {
      text[0] = UInt8(ascii: "0")
      return 1
    }
    // Larger than the digits, so that runs of them are copied 8 bytes at a time.
    var scratch: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
    return withUnsafeMutableBytes(of: &scratch) { raw in
      let digits = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
      let start = writeDigits(of: significand, endingAt: 20, into: digits)
      let count = 20 - start
      let integerDigits = count + exponent
      var length = 0
      @inline(__always) func append(_ byte: UInt8) {
        text[length] = byte
        length += 1
      }
      // Copies whole words past the run's end: what follows overwrites the excess.
      @inline(__always) func appendDigits(_ from: Int, _ to: Int) {
        let source = UnsafeRawPointer(digits + start + from)
        let destination = UnsafeMutableRawPointer(text + length)
        var offset = 0
        while offset < to - from {
          destination.storeBytes(
            of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
            toByteOffset: offset, as: UInt64.self)
          offset += 8
        }
        length += to - from
      }
      @inline(__always) func appendSeparator() {
        if style.separator.count == 1 {
          append(style.separator[0])
        } else {
          for index in 0..<style.separator.count { append(style.separator[index]) }
        }
      }
      @inline(__always) func appendZeros(_ zeros: Int) {
        var remaining = zeros
        while remaining > 0 {
          append(UInt8(ascii: "0"))
          remaining -= 1
        }
      }
      if isNegative { append(UInt8(ascii: "-")) }
      if integerDigits > style.significantDigits && style.usesScientificNotation {
        appendDigits(0, 1)
        if count > 1 {
          appendSeparator()
          appendDigits(1, count)
        }
        append(UInt8(ascii: "e"))
        append(UInt8(ascii: "+"))
        // A small value is below 10^19: the exponent has at most two digits.
        let power = integerDigits - 1
        if power >= 10 { append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: power / 10)) }
        append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: power % 10))
      } else if integerDigits <= 0 {
        append(UInt8(ascii: "0"))
        appendSeparator()
        appendZeros(-integerDigits)
        appendDigits(0, count)
      } else if integerDigits < count {
        appendDigits(0, integerDigits)
        appendSeparator()
        appendDigits(integerDigits, count)
      } else {
        appendDigits(0, count)
        appendZeros(integerDigits - count)
      }
      return length
    }
  }

  /// `string(from:)` for a value that rounds within a word, or `nil`.
  @inline(__always)
  func smallString(from value: ExpressionValue) -> String? {
    var string: String? = nil
    _ = withSmallUTF8(of: value) { text in
      // A String made at its exact length stays inline up to 15 bytes.
      string = String(unsafeUninitializedCapacity: text.count) { storage in
        for index in 0..<text.count { storage[index] = text[index] }
        return text.count
      }
    }
    return string
  }

  /// `withUTF8(of:_:)` for a value that rounds within a word; `false` if it does not.
  @inline(__always)
  func withSmallUTF8(
    of value: ExpressionValue, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) -> Bool {
    guard significantDigits <= 19,
      let small = value.number.roundedSmall(digits: significantDigits)
    else { return false }
    let style = smallTextStyle
    // Sign, 19 digits, a separator of up to 8 bytes, up to 18 zeros, and the excess of
    // copying words.
    var buffer: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (
      0, 0, 0, 0, 0, 0, 0, 0
    )
    withUnsafeMutableBytes(of: &buffer) { raw in
      let text = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
      let length = Self.writeSmall(
        isNegative: small.isNegative, significand: small.significand,
        exponent: small.exponent, style: style, into: text)
      body(UnsafeBufferPointer(start: text, count: length))
    }
    return true
  }
}
