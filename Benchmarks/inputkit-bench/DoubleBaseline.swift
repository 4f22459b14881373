/// The floor the expression figures are compared with: a hand-tuned parser-evaluator over
/// `Double` with the same grammar (`× ÷ −` and `* x / -`, unary signs, parentheses, postfix
/// `%` as the iOS Calculator reads it) and none of the exactness, error reporting or limits.
/// It is what "as fast as unexact arithmetic" means for `expr.short_vs_double` and
/// `expr.long_vs_double`, so it is as tight as we can make it: one pass over the UTF-8 bytes,
/// no recursion, no allocation (parenthesised levels live on the stack), numbers converted
/// once from their integer digits, and no `String` made.
enum DoubleBaseline {
  /// The deepest nesting read; deeper input is not evaluated (`nil`).
  static let maximumDepth = 256

  /// The value of `text`, or `nil` if it does not parse.
  @inline(never)
  static func evaluate(_ text: String) -> Double? {
    if let value = text.utf8.withContiguousStorageIfAvailable({ evaluate(bytes: $0) }) {
      return value
    }
    var contiguous = text
    contiguous.makeContiguousUTF8()
    return contiguous.utf8.withContiguousStorageIfAvailable { evaluate(bytes: $0) } ?? nil
  }

  /// One parenthesised level: its pending sum and product.
  private struct Level {
    var sum = 0.0
    /// 0: none yet, 1: `+`, 2: `−`.
    var sumOperator: UInt8 = 0
    var product = 0.0
    /// 0: none yet, 1: `×`, 2: `÷`.
    var productOperator: UInt8 = 0
    var productIsPercent = false
    /// Whether a unary minus stands before the `(` that opened it.
    var isNegated = false
  }

  /// How many levels fit the stack: `withUnsafeTemporaryAllocation` takes the heap above
  /// 1 KB.
  private static let stackDepth = 1024 / MemoryLayout<Level>.stride

  private static func evaluate(bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var isTooDeep = false
    let value = withUnsafeTemporaryAllocation(of: Level.self, capacity: stackDepth) {
      evaluate(bytes: bytes, stack: $0, isTooDeep: &isTooDeep)
    }
    guard isTooDeep else { return value }
    // Deeper nesting than the stack holds: rare, and allowed the heap.
    let stack = UnsafeMutableBufferPointer<Level>.allocate(capacity: maximumDepth)
    defer { stack.deallocate() }
    return evaluate(bytes: bytes, stack: stack, isTooDeep: &isTooDeep)
  }

  @inline(__always)
  private static func evaluate(
    bytes: UnsafeBufferPointer<UInt8>, stack: UnsafeMutableBufferPointer<Level>,
    isTooDeep: inout Bool
  ) -> Double? {
    do {
      var depth = 0
      var level = Level()
      var operand = 0.0
      var operandIsPercent = false
      var negate = false
      var expectsOperand = true
      var position = 0
      let count = bytes.count

      /// The pending product with the operand as its last factor, and whether it is a
      /// percent term.
      @inline(__always) func term() -> (Double, Bool) {
        switch level.productOperator {
        case 0: return (operand, operandIsPercent)
        case 1: return (level.product * operand, false)
        default: return (level.product / operand, false)
        }
      }
      /// The level's value with the operand as its last term.
      @inline(__always) func foldLevel() -> Double {
        var (value, isPercent) = term()
        switch level.sumOperator {
        case 0: return value
        case 1:
          if isPercent { value *= level.sum }
          return level.sum + value
        default:
          if isPercent { value *= level.sum }
          return level.sum - value
        }
      }

      while true {
        guard position < count else { break }
        let byte = bytes[position]
        if expectsOperand {
          switch byte {
          case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."):
            // The digits as one integer, then one conversion.
            let start = position
            var mantissa: UInt64 = 0
            while position < count {
              let digit = bytes[position] &- UInt8(ascii: "0")
              guard digit <= 9 else { break }
              mantissa = mantissa &* 10 &+ UInt64(digit)
              position += 1
            }
            var decimals = 0
            var pointLength = 0
            if position < count && bytes[position] == UInt8(ascii: ".") {
              position += 1
              pointLength = 1
              let fractionStart = position
              while position < count {
                let digit = bytes[position] &- UInt8(ascii: "0")
                guard digit <= 9 else { break }
                mantissa = mantissa &* 10 &+ UInt64(digit)
                position += 1
              }
              decimals = position - fractionStart
            }
            let digits = position - start - pointLength
            guard digits > 0 else { return nil }
            // Up to 15 digits: the integer and the power of ten are exact doubles, so one
            // division rounds correctly (Clinger's fast path).
            let value =
              digits <= 15
              ? Double(mantissa) / powerOfTen(decimals)
              : slowNumber(bytes, from: start, to: position)
            operand = negate ? -value : value
            operandIsPercent = false
            negate = false
            expectsOperand = false
            continue
          case UInt8(ascii: "+"):
            position += 1
          case UInt8(ascii: "-"):
            negate.toggle()
            position += 1
          case 0xE2:  // −
            negate.toggle()
            position += 3
          case UInt8(ascii: "("):
            guard depth < stack.count else {
              isTooDeep = stack.count < maximumDepth
              return nil
            }
            level.isNegated = negate
            (stack.baseAddress! + depth).initialize(to: level)
            depth += 1
            level = Level()
            negate = false
            position += 1
          case UInt8(ascii: " "):
            position += 1
          default:
            return nil
          }
          continue
        }
        var length = 1
        var kind = byte
        switch byte {
        case 0xC3:
          kind = position + 1 < count && bytes[position + 1] == 0x97 ? UInt8(ascii: "*") : 0xF7
          length = 2
        case 0xE2:
          kind = UInt8(ascii: "-")
          length = 3
        case UInt8(ascii: "x"):
          kind = UInt8(ascii: "*")
        default:
          break
        }
        position += length
        switch kind {
        case UInt8(ascii: "*"), UInt8(ascii: "/"), 0xF7:
          (level.product, level.productIsPercent) = term()
          level.productOperator = kind == UInt8(ascii: "*") ? 1 : 2
          expectsOperand = true
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
          level.sum = foldLevel()
          level.productOperator = 0
          level.sumOperator = kind == UInt8(ascii: "+") ? 1 : 2
          expectsOperand = true
        case UInt8(ascii: "%"):
          operand /= 100
          operandIsPercent = true
        case UInt8(ascii: ")"):
          guard depth > 0 else { return nil }
          let value = foldLevel()
          depth -= 1
          level = stack[depth]
          operand = level.isNegated ? -value : value
          operandIsPercent = false
        case UInt8(ascii: " "):
          break
        default:
          return nil
        }
      }
      guard !expectsOperand, depth == 0 else { return nil }
      return foldLevel()
    }
  }

  /// A number too long for the fast conversion, digit by digit.
  @inline(never)
  private static func slowNumber(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  )
    -> Double
  {
    var value = 0.0
    var scale = 1.0
    var sawPoint = false
    for byte in bytes[start..<end] {
      if byte == UInt8(ascii: ".") {
        sawPoint = true
      } else {
        value = value * 10 + Double(byte - UInt8(ascii: "0"))
        if sawPoint { scale *= 10 }
      }
    }
    return value / scale
  }

  /// 10^exponent for 0 ≤ exponent ≤ 22, every power of ten a `Double` holds exactly, from a
  /// constant table (a `static let` array would be checked for initialisation on each read).
  @inline(__always)
  private static func powerOfTen(_ exponent: Int) -> Double {
    withUnsafeBytes(of: powersOfTen) { $0.load(fromByteOffset: exponent &* 8, as: Double.self) }
  }

  private static let powersOfTen:
    (
      Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double,
      Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double,
      Double
    ) = (
      1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
      1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
    )
}
