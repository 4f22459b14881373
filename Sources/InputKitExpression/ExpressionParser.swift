/// Evaluates calculator text in one left-to-right pass over its UTF-8 bytes, without recursion.
///
/// Each level keeps at most one pending sum (`a +`) and one pending product (`b ×`): with two
/// left-associative precedence levels nothing else can wait. Bytes the loop does not read
/// itself go to `ExpressionTokenizer`.
struct ExpressionParser: ~Copyable {
  /// A problem found while evaluating, located by UTF-8 byte offsets.
  struct Failure: Error, Hashable, Sendable {
    var kind: ExpressionError.Kind
    var start: Int
    var end: Int
  }

  private enum SumOperator: UInt8 { case none, plus, minus }
  private enum ProductOperator: UInt8 { case none, times, divide }

  /// One parenthesised level: its value is
  /// `sum + pending + pendingNumerator / pendingDenominator`.
  private struct Level {
    var sum = ExactNumber.zero
    /// Small terms added since `sum` became big, gathered so they reach it a few at a time.
    var pending = ExactNumber.zero
    var pendingNumerator: Int64 = 0
    var pendingDenominator: Int64 = 1
    var product = ExactNumber.zero
    var sumOperatorStart = 0
    var productOperatorStart = 0
    var openStart = 0
    var sumOperator = SumOperator.none
    var productOperator = ProductOperator.none
    var productIsPercent = false
    /// Whether a unary minus stands before the `(` that opened this level.
    var isNegated = false
  }

  /// The current level and those outside it, innermost last, on the caller's stack unless
  /// nested deeper than that; opening and closing a level moves a pointer.
  private struct LevelStack {
    private var levels: UnsafeMutablePointer<Level>
    private var capacity: Int
    private var allocated: UnsafeMutablePointer<Level>? = nil
    /// How many levels are outside the current one, which is at this index.
    private(set) var count = 0
    private(set) var current: UnsafeMutablePointer<Level>

    init(_ space: UnsafeMutableBufferPointer<Level>) {
      levels = space.baseAddress!
      capacity = space.count
      current = levels
      current.initialize(to: Level())
    }

    var isEmpty: Bool { count == 0 }

    var outer: Level { levels[count - 1] }

    @inline(__always)
    mutating func push() {
      if count + 1 == capacity { grow() }
      count += 1
      current = levels + count
      current.initialize(to: Level())
    }

    @inline(__always)
    mutating func pop() {
      count -= 1
      current = levels + count
    }

    @inline(never)
    private mutating func grow() {
      let larger = UnsafeMutablePointer<Level>.allocate(capacity: capacity * 2)
      larger.initialize(from: levels, count: count + 1)
      allocated?.deallocate()
      allocated = larger
      levels = larger
      current = levels + count
      capacity *= 2
    }

    func release() {
      allocated?.deallocate()
    }
  }

  /// `withUnsafeTemporaryAllocation` uses the stack up to 1 KB.
  private static let inlineLevels = 1024 / MemoryLayout<Level>.stride

  private struct Token {
    var kind: ExpressionTokenKind
    var start: Int
    var end: Int
    var number: ExactNumber
    var invalidKind: ExpressionError.Kind
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let format: ExpressionTokenizer.NumberFormat
  private let separatorByte: UInt8
  private let maximumDepth: Int
  private var level: Level {
    unsafeAddress { UnsafePointer(outerLevels.current) }
    unsafeMutableAddress { outerLevels.current }
  }
  private var outerLevels: LevelStack
  private var operand = ExactNumber.zero
  private var operandIsPercent = false
  private var operandEnd = 0
  private var negateNext = false
  private var expectsOperand = true
  private var store: BigStore

  private init(
    bytes: UnsafeBufferPointer<UInt8>, format: ExpressionTokenizer.NumberFormat,
    maximumDepth: Int, levels: UnsafeMutableBufferPointer<Level>,
    storeSpace: UnsafeMutableRawBufferPointer
  ) {
    self.bytes = bytes
    self.format = format
    self.separatorByte = format.decimalSeparatorByte
    self.maximumDepth = maximumDepth
    self.outerLevels = LevelStack(levels)
    self.store = BigStore(space: storeSpace)
  }

  /// The value of `bytes`, or, with `completingPrefix`, of its longest complete prefix:
  /// trailing operators, signs and empty `(` are dropped and unclosed parentheses are
  /// closed, so `12+3×` gives 15 and `(2+3` gives 5. A shallow expression whose big values
  /// fit the stack allocates nothing.
  static func evaluate(
    _ bytes: UnsafeBufferPointer<UInt8>, format: ExpressionTokenizer.NumberFormat,
    maximumDepth: Int, completingPrefix: Bool
  ) -> Result<ExactValue, Failure> {
    withUnsafeTemporaryAllocation(of: Level.self, capacity: inlineLevels) { levels in
      withUnsafeTemporaryAllocation(byteCount: 1024, alignment: 8) { storeSpace in
        var parser = ExpressionParser(
          bytes: bytes, format: format, maximumDepth: maximumDepth, levels: levels,
          storeSpace: storeSpace)
        let result = parser.run(completingPrefix: completingPrefix)
        parser.outerLevels.release()
        return result
      }
    }
  }

  private mutating func run(completingPrefix: Bool) -> Result<ExactValue, Failure> {
    // A local, not a property, so that it stays in a register.
    var position = 0
    do throws(Failure) {
      let count = bytes.count
      reading: while true {
        var start = position
        guard start < count else { break }
        let byte = bytes[start]
        // The first switch reads a token, the second applies it.
        var kind: ExpressionTokenKind
        var end = start + 1
        if expectsOperand {
          var number = ExactNumber.zero
          switch byte {
          case UInt8(ascii: "0")...UInt8(ascii: "9"):
            (kind, number, end) = try readNumber(at: start)
          case UInt8(ascii: "+"):
            kind = .plus
          case UInt8(ascii: "-"):
            kind = .minus
          case UInt8(ascii: "("):
            kind = .open
          case UInt8(ascii: " "):
            position = end
            continue reading
          case 0xE2 where isMinusSign(at: start):
            kind = .minus
            end = start + 3
          default:
            if byte == separatorByte && byte != 0 {
              (kind, number, end) = try readNumber(at: start)
            } else {
              let token = Self.token(bytes, format, at: start, &store)
              (kind, number, start, end) = (token.kind, token.number, token.start, token.end)
              if kind == .invalid {
                throw Failure(kind: token.invalidKind, start: start, end: end)
              }
            }
          }
          switch kind {
          case .number:
            operand = negateNext ? number.negated(&store) : number
            negateNext = false
            operandIsPercent = false
            operandEnd = end
            expectsOperand = false
          case .plus:
            break
          case .minus:
            negateNext.toggle()
          case .open:
            guard outerLevels.count < maximumDepth else {
              throw Failure(kind: .tooDeep, start: start, end: end)
            }
            level.isNegated = negateNext
            level.openStart = start
            outerLevels.push()
            negateNext = false
          case .end:
            break reading
          case .times, .divide, .percent, .close, .invalid:
            throw Failure(kind: .missingOperand, start: start, end: end)
          }
          position = end
        } else {
          switch byte {
          case UInt8(ascii: "+"):
            kind = .plus
          case UInt8(ascii: "-"):
            kind = .minus
          case UInt8(ascii: "*"), UInt8(ascii: "x"):
            kind = .times
          case UInt8(ascii: "/"):
            kind = .divide
          case UInt8(ascii: "%"):
            kind = .percent
          case UInt8(ascii: ")"):
            kind = .close
          case UInt8(ascii: " "):
            position = end
            continue reading
          case 0xC3 where end < count && bytes[end] == 0x97:  // ×
            kind = .times
            end = start + 2
          case 0xC3 where end < count && bytes[end] == 0xB7:  // ÷
            kind = .divide
            end = start + 2
          case 0xE2 where isMinusSign(at: start):
            kind = .minus
            end = start + 3
          default:
            let token = Self.token(bytes, format, at: start, &store)
            (kind, start, end) = (token.kind, token.start, token.end)
            if kind == .invalid {
              throw Failure(kind: token.invalidKind, start: start, end: end)
            }
          }
          switch kind {
          case .plus, .minus:
            try accumulate()
            level.productOperator = .none
            level.sumOperator = kind == .plus ? .plus : .minus
            level.sumOperatorStart = start
            expectsOperand = true
          case .times, .divide:
            try foldProduct()
            level.productOperator = kind == .times ? .times : .divide
            level.productOperatorStart = start
            expectsOperand = true
          case .percent:
            try percent(at: start, end: end)
          case .close:
            guard !outerLevels.isEmpty else {
              throw Failure(kind: .unbalancedParenthesis, start: start, end: end)
            }
            try closeLevel()
            operandEnd = end
          case .end:
            break reading
          case .number, .open, .invalid:
            throw Failure(kind: .missingOperator, start: start, end: end)
          }
          position = end
        }
      }
      let result = try finish(completingPrefix: completingPrefix, expectsOperand: expectsOperand)
      return .success(store.value(result))
    } catch {
      return .failure(error)
    }
  }

  /// Whether `−` (U+2212) starts at `offset`.
  @inline(__always)
  private func isMinusSign(at offset: Int) -> Bool {
    offset + 2 < bytes.count && bytes[offset + 1] == 0x88 && bytes[offset + 2] == 0x92
  }

  @inline(never)
  private static func token(
    _ bytes: UnsafeBufferPointer<UInt8>, _ format: ExpressionTokenizer.NumberFormat,
    at position: Int, _ store: inout BigStore
  ) -> Token {
    var tokenizer = ExpressionTokenizer(bytes: bytes, format: format, position: position)
    let kind = tokenizer.next(&store)
    return Token(
      kind: kind, start: tokenizer.tokenStart, end: tokenizer.tokenEnd,
      number: tokenizer.number, invalidKind: tokenizer.invalidKind)
  }

  // MARK: Operands

  /// Reads the number at `start`: the common short form here, any other by the tokenizer.
  @inline(__always)
  private mutating func readNumber(
    at start: Int
  ) throws(Failure) -> (ExpressionTokenKind, ExactNumber, end: Int) {
    let count = bytes.count
    var value: UInt64 = 0
    var end = start
    while end < count {
      let digit = bytes[end] &- UInt8(ascii: "0")
      if digit > 9 { break }
      value = value &* 10 &+ UInt64(digit)
      end += 1
    }
    var decimals = 0
    var separatorLength = 0
    // `separatorByte` is 0 for a separator that is not one ASCII byte: never match NUL.
    if end < count && separatorByte != 0 && bytes[end] == separatorByte {
      end += 1
      separatorLength = 1
      let fractionStart = end
      while end < count {
        let digit = bytes[end] &- UInt8(ascii: "0")
        if digit > 9 { break }
        value = value &* 10 &+ UInt64(digit)
        end += 1
      }
      decimals = end - fractionStart
    }
    let digits = end - start - separatorLength
    guard digits > 0 && digits <= 18 && ExpressionTokenizer.endsNumber(bytes, at: end) else {
      let token = Self.token(bytes, format, at: start, &store)
      if token.kind == .invalid {
        throw Failure(kind: token.invalidKind, start: token.start, end: token.end)
      }
      return (token.kind, token.number, token.end)
    }
    return (.number, .decimal(significand: Int64(value), exponent: -decimals), end)
  }

  // MARK: Operators

  @inline(__always)
  private mutating func percent(at start: Int, end: Int) throws(Failure) {
    do throws(BigRational.LimitError) {
      operand = try operand.percent(&store)
    } catch {
      throw Failure(kind: error.kind, start: start, end: end)
    }
    operandIsPercent = true
    operandEnd = end
  }

  // MARK: Evaluation

  @inline(__always)
  private mutating func finish(
    completingPrefix: Bool, expectsOperand: Bool
  ) throws(Failure)
    -> ExactNumber
  {
    if expectsOperand {
      guard completingPrefix else {
        let end = bytes.count
        throw Failure(kind: .missingOperand, start: end, end: end)
      }
      try dropIncompleteTail()
    }
    while !outerLevels.isEmpty {
      guard completingPrefix else {
        let open = outerLevels.outer.openStart
        throw Failure(kind: .unbalancedParenthesis, start: open, end: open + 1)
      }
      try closeLevel()
    }
    return try foldLevel()
  }

  /// For a preview: forgets the operators and empty `(` after the last complete operand.
  @inline(__always)
  private mutating func dropIncompleteTail() throws(Failure) {
    negateNext = false
    while true {
      if level.productOperator != .none {
        operand = level.product
        operandIsPercent = level.productIsPercent
        level.productOperator = .none
        break
      }
      if level.sumOperator != .none {
        operand = try settledSum()
        operandIsPercent = false
        level.sumOperator = .none
        break
      }
      guard !outerLevels.isEmpty else {
        throw Failure(kind: .missingOperand, start: operandEnd, end: operandEnd)
      }
      outerLevels.pop()
    }
  }

  /// Ends the current level: its value is the operand, not a percent term (`50+(10%)` adds
  /// a tenth, not ten percent of 50).
  @inline(__always)
  private mutating func closeLevel() throws(Failure) {
    var value = try foldLevel()
    outerLevels.pop()
    if level.isNegated { value = value.negated(&store) }
    operand = value
    operandIsPercent = false
  }

  @inline(__always)
  private mutating func foldProduct() throws(Failure) {
    switch level.productOperator {
    case .none:
      level.product = operand
      level.productIsPercent = operandIsPercent
    case .times, .divide:
      level.product = try applyProduct()
      level.productIsPercent = false
    }
  }

  @inline(__always)
  private mutating func applyProduct() throws(Failure) -> ExactNumber {
    let current = outerLevels.current
    return try Self.product(
      current.pointee.product, current.pointee.productOperator, operand,
      at: current.pointee.productOperatorStart, end: operandEnd, &store)
  }

  /// Out of line, so that its callers stay small enough to be inlined.
  @inline(never)
  private static func product(
    _ product: ExactNumber, _ operator: ProductOperator, _ operand: ExactNumber,
    at start: Int, end: Int, _ store: inout BigStore
  ) throws(Failure) -> ExactNumber {
    let isProduct = `operator` == .times
    guard isProduct || !operand.isZero else {
      throw Failure(kind: .divisionByZero, start: start, end: end)
    }
    do throws(BigRational.LimitError) {
      return isProduct
        ? try product.multiplied(by: operand, &store)
        : try product.divided(by: operand, &store)
    } catch {
      throw Failure(kind: error.kind, start: start, end: end)
    }
  }

  @inline(__always)
  private mutating func foldLevel() throws(Failure) -> ExactNumber {
    try accumulate()
    return try settledSum()
  }

  @inline(__always)
  private mutating func accumulate() throws(Failure) {
    var term = operand
    var termIsPercent = operandIsPercent
    if level.productOperator != .none {
      term = try applyProduct()
      termIsPercent = false
    }
    guard level.sumOperator != .none else {
      level.sum = term
      return
    }
    // Nearly always: two scaled decimals and no percent term.
    if !termIsPercent, case .decimal(let x, let e) = level.sum, case .decimal(let y, let f) = term,
      let sum = ExactNumber.decimalSum(x, e, y, f, subtracting: level.sumOperator == .minus)
    {
      level.sum = sum
      return
    }
    let current = outerLevels.current
    try Self.accumulate(
      term, isPercent: termIsPercent, into: &current.pointee, &store, end: operandEnd)
  }

  /// `accumulate()` for a percent term, a big sum or a small sum that overflows.
  @inline(never)
  private static func accumulate(
    _ term: ExactNumber, isPercent: Bool, into level: inout Level, _ store: inout BigStore,
    end: Int
  ) throws(Failure) {
    var term = term
    do throws(BigRational.LimitError) {
      if isPercent {
        // iOS Calculator's rule: a percent term right of + or − is a percentage of the left.
        level.sum = try settled(&level, &store)
        term = try level.sum.multiplied(by: term, &store)
      }
      let isPlus = level.sumOperator == .plus
      if case .decimal(let x, let e) = level.sum, case .decimal(let y, let f) = term {
        if let sum = ExactNumber.decimalSum(x, e, y, f, subtracting: !isPlus) {
          level.sum = sum
          return
        }
      } else if let (a, b) = level.sum.smallFraction, let (c, d) = term.smallFraction,
        let sum = ExactNumber.plainSum(a, b, c, d, subtracting: !isPlus)
      {
        level.sum = sum
        return
      }
      if case .big = level.sum {
        switch term {
        case .decimal(let y, let f):
          if case .decimal(let x, let e) = level.pending,
            let sum = ExactNumber.decimalSum(x, e, y, f, subtracting: !isPlus)
          {
            level.pending = sum
            return
          }
          // The gathered decimals no longer fit: they join the big sum, this one starts anew.
          level.sum = try level.sum.adding(level.pending, &store, consuming: true)
          level.pending = .zero
          if let signed = isPlus ? term.smallValue : term.smallNegation {
            level.pending = signed
            return
          }
        case .fraction(let numerator, let denominator) where isPlus || numerator != .min:
          let signed = isPlus ? numerator : -numerator
          if case .fraction(let a, let b) = ExactNumber.plainSum(
            level.pendingNumerator, level.pendingDenominator, signed, denominator)
            ?? ExactNumber.lcmSum(
              level.pendingNumerator, level.pendingDenominator, signed, denominator)
          {
            (level.pendingNumerator, level.pendingDenominator) = (a, b)
            return
          }
          level.sum = try level.sum.adding(
            .fraction(numerator: level.pendingNumerator, denominator: level.pendingDenominator),
            &store, consuming: true)
          (level.pendingNumerator, level.pendingDenominator) = (signed, denominator)
          return
        default:
          break
        }
      }
      level.sum =
        isPlus
        ? try level.sum.adding(term, &store, consuming: true)
        : try level.sum.subtracting(term, &store, consuming: true)
    } catch {
      throw Failure(kind: error.kind, start: level.sumOperatorStart, end: end)
    }
  }

  /// The level's sum with its pending small terms added, which are then cleared.
  @inline(__always)
  private mutating func settledSum() throws(Failure) -> ExactNumber {
    if level.pending.isZero && level.pendingNumerator == 0 { return level.sum }
    let current = outerLevels.current
    return try Self.settledSum(&current.pointee, &store, end: operandEnd)
  }

  @inline(never)
  private static func settledSum(
    _ level: inout Level, _ store: inout BigStore, end: Int
  ) throws(Failure) -> ExactNumber {
    do throws(BigRational.LimitError) {
      level.sum = try settled(&level, &store)
      return level.sum
    } catch {
      throw Failure(kind: error.kind, start: level.sumOperatorStart, end: end)
    }
  }

  private static func settled(
    _ level: inout Level, _ store: inout BigStore
  ) throws(BigRational.LimitError) -> ExactNumber {
    var sum = level.sum
    if !level.pending.isZero {
      sum = try sum.adding(level.pending, &store, consuming: true)
      level.pending = .zero
    }
    if level.pendingNumerator != 0 {
      let fraction = ExactNumber.fraction(
        numerator: level.pendingNumerator, denominator: level.pendingDenominator)
      (level.pendingNumerator, level.pendingDenominator) = (0, 1)
      sum = try sum.adding(fraction, &store, consuming: true)
    }
    return sum
  }
}
