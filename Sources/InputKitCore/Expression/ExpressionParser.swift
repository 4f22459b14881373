/// Evaluates a token stream in one left-to-right pass without recursion, so nesting depth
/// costs heap, not stack, and is bounded by `ExpressionLimits.maximumDepth`.
///
/// Each nesting level keeps at most one pending sum (`a +`) and one pending product (`b ×`):
/// with two left-associative precedence levels nothing else can be waiting, so an expression
/// without parentheses needs no allocation at all.
struct ExpressionParser {
  /// A problem found while evaluating, located by UTF-8 byte offsets.
  struct Failure: Error, Hashable, Sendable {
    var kind: ExpressionError.Kind
    var start: Int
    var end: Int
  }

  private enum SumOperator { case none, plus, minus }
  private enum ProductOperator { case none, times, divide }

  /// The state of one parenthesised level (the outermost level is the whole expression).
  private struct Level {
    var sum = ExactNumber.zero
    /// Small terms added since `sum` became big, summed on their own while they fit a
    /// small fraction (two words, not an `ExactNumber`, to keep every level small): the
    /// level's value is `sum + pendingNumerator / pendingDenominator`. A big step costs
    /// several times a small one, and most terms of a long sum are small, so they reach the
    /// big total a few at a time.
    var pendingNumerator: Int64 = 0
    var pendingDenominator: Int64 = 1
    var sumOperator = SumOperator.none
    var sumOperatorStart = 0
    var product = ExactNumber.zero
    var productIsPercent = false
    var productOperator = ProductOperator.none
    var productOperatorStart = 0
    /// Whether a unary minus stands before the `(` that opened this level.
    var isNegated = false
    /// Where the `(` that opened this level is.
    var openStart = 0
  }

  /// The levels outside the current one, innermost last. The first four are kept inline:
  /// allocating and freeing an array for them cost a tenth of evaluating a short expression
  /// with parentheses.
  private struct LevelStack {
    private var inline = (Level(), Level(), Level(), Level())
    private var spilled: [Level] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    var top: Level {
      switch count {
      case 1: return inline.0
      case 2: return inline.1
      case 3: return inline.2
      case 4: return inline.3
      default: return spilled[spilled.count - 1]
      }
    }

    mutating func push(_ level: Level) {
      switch count {
      case 0: inline.0 = level
      case 1: inline.1 = level
      case 2: inline.2 = level
      case 3: inline.3 = level
      default: spilled.append(level)
      }
      count += 1
    }

    mutating func pop() -> Level {
      let level = top
      if count > 4 { spilled.removeLast() }
      count -= 1
      return level
    }
  }

  private var tokenizer: ExpressionTokenizer
  private let maximumDepth: Int
  private var level = Level()
  private var outerLevels = LevelStack()
  private var operand = ExactNumber.zero
  private var operandIsPercent = false
  private var operandEnd = 0
  private var negateNext = false
  private var expectsOperand = true

  init(tokenizer: ExpressionTokenizer, maximumDepth: Int) {
    self.tokenizer = tokenizer
    self.maximumDepth = maximumDepth
  }

  /// The value of the whole input.
  mutating func evaluate() -> Result<ExactValue, Failure> {
    run(completingPrefix: false)
  }

  /// The value of the longest complete prefix: trailing operators, signs and empty `(` are
  /// dropped and unclosed parentheses are closed, so `12+3×` gives 15 and `(2+3` gives 5.
  mutating func evaluatePrefix() -> Result<ExactValue, Failure> {
    run(completingPrefix: true)
  }

  private mutating func run(completingPrefix: Bool) -> Result<ExactValue, Failure> {
    do throws(Failure) {
      while true {
        let kind = tokenizer.next()
        if kind == .end {
          let result = try finish(completingPrefix: completingPrefix)
          return .success(tokenizer.store.value(result))
        }
        if expectsOperand {
          try acceptOperand(kind)
        } else {
          try acceptOperator(kind)
        }
      }
    } catch {
      return .failure(error)
    }
  }

  private func failure(_ kind: ExpressionError.Kind) -> Failure {
    Failure(kind: kind, start: tokenizer.tokenStart, end: tokenizer.tokenEnd)
  }

  private mutating func acceptOperand(_ kind: ExpressionTokenKind) throws(Failure) {
    switch kind {
    case .number:
      operand = negateNext ? tokenizer.number.negated(&tokenizer.store) : tokenizer.number
      negateNext = false
      operandIsPercent = false
      operandEnd = tokenizer.tokenEnd
      expectsOperand = false
    case .plus:
      break
    case .minus:
      negateNext.toggle()
    case .open:
      guard outerLevels.count < maximumDepth else { throw failure(.tooDeep) }
      level.isNegated = negateNext
      level.openStart = tokenizer.tokenStart
      outerLevels.push(level)
      level = Level()
      negateNext = false
    case .invalid:
      throw failure(tokenizer.invalidKind)
    case .times, .divide, .percent, .close, .end:
      throw failure(.missingOperand)
    }
  }

  private mutating func acceptOperator(_ kind: ExpressionTokenKind) throws(Failure) {
    switch kind {
    case .percent:
      do {
        operand = try operand.multiplied(
          by: .fraction(numerator: 1, denominator: 100), &tokenizer.store)
      } catch {
        throw failure(error.kind)
      }
      operandIsPercent = true
      operandEnd = tokenizer.tokenEnd
    case .times, .divide:
      try foldProduct()
      level.productOperator = kind == .times ? .times : .divide
      level.productOperatorStart = tokenizer.tokenStart
      expectsOperand = true
    case .plus, .minus:
      try foldSum()
      level.sumOperator = kind == .plus ? .plus : .minus
      level.sumOperatorStart = tokenizer.tokenStart
      expectsOperand = true
    case .close:
      guard !outerLevels.isEmpty else { throw failure(.unbalancedParenthesis) }
      try closeLevel()
      operandEnd = tokenizer.tokenEnd
    case .invalid:
      throw failure(tokenizer.invalidKind)
    case .number, .open, .end:
      throw failure(.missingOperator)
    }
  }

  private mutating func finish(completingPrefix: Bool) throws(Failure) -> ExactNumber {
    if expectsOperand {
      guard completingPrefix else { throw failure(.missingOperand) }
      try dropIncompleteTail()
    }
    while !outerLevels.isEmpty {
      guard completingPrefix else {
        let open = outerLevels.top.openStart
        throw Failure(kind: .unbalancedParenthesis, start: open, end: open + 1)
      }
      try closeLevel()
    }
    return try foldLevel()
  }

  /// For a preview: forgets the operators and empty `(` after the last complete operand.
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
      level = outerLevels.pop()
    }
    expectsOperand = false
  }

  /// Ends the current level at `)`: its value becomes the operand, which is not a percent
  /// term any more (`50+(10%)` adds a tenth, not ten percent of 50).
  private mutating func closeLevel() throws(Failure) {
    var value = try foldLevel()
    level = outerLevels.pop()
    if level.isNegated { value = value.negated(&tokenizer.store) }
    operand = value
    operandIsPercent = false
  }

  /// Combines the operand with a pending `×` or `÷`.
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

  private mutating func applyProduct() throws(Failure) -> ExactNumber {
    let isProduct = level.productOperator == .times
    guard isProduct || !operand.isZero else {
      throw Failure(kind: .divisionByZero, start: level.productOperatorStart, end: operandEnd)
    }
    do throws(BigRational.LimitError) {
      return isProduct
        ? try level.product.multiplied(by: operand, &tokenizer.store)
        : try level.product.divided(by: operand, &tokenizer.store)
    } catch {
      throw Failure(kind: error.kind, start: level.productOperatorStart, end: operandEnd)
    }
  }

  /// Combines the operand and any pending product into the pending sum.
  private mutating func foldSum() throws(Failure) {
    try accumulate()
    level.productOperator = .none
  }

  /// The value of the current level, with the operand as its last operand.
  private mutating func foldLevel() throws(Failure) -> ExactNumber {
    try accumulate()
    return try settledSum()
  }

  /// Adds the operand, and any pending product, to the level's sum.
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
    // The range an error in this step is reported for.
    let start = level.sumOperatorStart
    do throws(BigRational.LimitError) {
      if termIsPercent {
        // iOS Calculator's rule: a percent term right of + or − is a percentage of the left.
        level.sum = try settled()
        term = try level.sum.multiplied(by: term, &tokenizer.store)
      }
      let isPlus = level.sumOperator == .plus
      if case .big = level.sum, case .fraction(let numerator, let denominator) = term,
        isPlus || numerator != .min
      {
        let signed = isPlus ? numerator : -numerator
        if case .fraction(let a, let b) = ExactNumber.smallSum(
          level.pendingNumerator, level.pendingDenominator, signed, denominator)
        {
          (level.pendingNumerator, level.pendingDenominator) = (a, b)
          return
        }
        // The small terms no longer fit together: they join the big sum, and this one
        // starts the next run.
        level.sum = try settled()
        (level.pendingNumerator, level.pendingDenominator) = (signed, denominator)
        return
      }
      // Both operands are dropped once added, so a big sum may be written over the old one.
      level.sum =
        isPlus
        ? try level.sum.adding(term, &tokenizer.store, consuming: true)
        : try level.sum.subtracting(term, &tokenizer.store, consuming: true)
    } catch {
      throw Failure(kind: error.kind, start: start, end: operandEnd)
    }
  }

  /// The level's sum with its pending small terms added, which are then cleared.
  @inline(__always)
  private mutating func settledSum() throws(Failure) -> ExactNumber {
    // Nearly always: nothing was gathered.
    if level.pendingNumerator == 0 { return level.sum }
    return try settledGatheredSum()
  }

  @inline(never)
  private mutating func settledGatheredSum() throws(Failure) -> ExactNumber {
    do throws(BigRational.LimitError) {
      level.sum = try settled()
      return level.sum
    } catch {
      throw Failure(kind: error.kind, start: level.sumOperatorStart, end: operandEnd)
    }
  }

  /// The level's sum plus its pending terms, which are cleared; the sum's words may be
  /// reused, since the caller replaces the sum with the result.
  private mutating func settled() throws(BigRational.LimitError) -> ExactNumber {
    if level.pendingNumerator == 0 { return level.sum }
    let pending = ExactNumber.fraction(
      numerator: level.pendingNumerator, denominator: level.pendingDenominator)
    (level.pendingNumerator, level.pendingDenominator) = (0, 1)
    return try level.sum.adding(pending, &tokenizer.store, consuming: true)
  }
}
