/// The benchmark's previous floor, kept only to print how much tighter `DoubleBaseline` is
/// (`expr.*_vs_double_old_floor`): a recursive-descent parser-evaluator over `Double` with
/// the same grammar, returning optionals through each level.
struct OldDoubleBaseline {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The value of `text`, or `nil` if it does not parse.
  static func evaluate(_ text: String) -> Double? {
    var text = text
    return text.withUTF8 { bytes in
      var parser = OldDoubleBaseline(bytes: bytes)
      guard let value = parser.sum(), parser.peek() == 0 else { return nil }
      return value
    }
  }

  /// The next significant byte (0 at the end), after spaces; `×` and `÷` and `−` are
  /// reported as `*`, `/` and `-`.
  private mutating func peek() -> UInt8 {
    while position < bytes.count && bytes[position] == UInt8(ascii: " ") { position += 1 }
    guard position < bytes.count else { return 0 }
    let byte = bytes[position]
    if byte == 0xC3 && position + 1 < bytes.count {
      return bytes[position + 1] == 0x97 ? UInt8(ascii: "*") : UInt8(ascii: "/")
    }
    if byte == 0xE2 { return UInt8(ascii: "-") }
    return byte
  }

  private mutating func advance() {
    let byte = bytes[position]
    position += byte < 0x80 ? 1 : byte < 0xE0 ? 2 : 3
  }

  private mutating func sum() -> Double? {
    guard var value = product().map({ $0.value }) else { return nil }
    while true {
      let op = peek()
      guard op == UInt8(ascii: "+") || op == UInt8(ascii: "-") else { return value }
      advance()
      guard let (term, isPercent) = product() else { return nil }
      let amount = isPercent ? value * term : term
      value = op == UInt8(ascii: "+") ? value + amount : value - amount
    }
  }

  private mutating func product() -> (value: Double, isPercent: Bool)? {
    guard var (value, isPercent) = unary() else { return nil }
    while true {
      let op = peek()
      guard op == UInt8(ascii: "*") || op == UInt8(ascii: "/") else {
        return (value, isPercent)
      }
      advance()
      guard let (factor, _) = unary() else { return nil }
      value = op == UInt8(ascii: "*") ? value * factor : value / factor
      isPercent = false
    }
  }

  private mutating func unary() -> (value: Double, isPercent: Bool)? {
    switch peek() {
    case UInt8(ascii: "-"):
      advance()
      return unary().map { (-$0.value, $0.isPercent) }
    case UInt8(ascii: "+"):
      advance()
      return unary()
    default:
      return percent()
    }
  }

  private mutating func percent() -> (value: Double, isPercent: Bool)? {
    guard var value = primary() else { return nil }
    var isPercent = false
    while peek() == UInt8(ascii: "%") {
      advance()
      value /= 100
      isPercent = true
    }
    return (value, isPercent)
  }

  private mutating func primary() -> Double? {
    let byte = peek()
    if byte == UInt8(ascii: "(") {
      advance()
      guard let value = sum(), peek() == UInt8(ascii: ")") else { return nil }
      advance()
      return value
    }
    return number()
  }

  private mutating func number() -> Double? {
    var value = 0.0
    var scale = 1.0
    var sawDigit = false
    var sawPoint = false
    while position < bytes.count {
      let byte = bytes[position]
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        value = value * 10 + Double(byte - UInt8(ascii: "0"))
        if sawPoint { scale *= 10 }
        sawDigit = true
      } else if byte == UInt8(ascii: ".") && !sawPoint {
        sawPoint = true
      } else {
        break
      }
      position += 1
    }
    return sawDigit ? value / scale : nil
  }
}
