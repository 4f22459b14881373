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

  private var tokenizer: ExpressionTokenizer
  private let maximumDepth: Int
  private var level = Level()
  private var outerLevels: [Level] = []
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
  mutating func evaluate() -> Result<ExactNumber, Failure> {
    run(completingPrefix: false)
  }

  /// The value of the longest complete prefix: trailing operators, signs and empty `(` are
  /// dropped and unclosed parentheses are closed, so `12+3×` gives 15 and `(2+3` gives 5.
  mutating func evaluatePrefix() -> Result<ExactNumber, Failure> {
    run(completingPrefix: true)
  }

  private mutating func run(completingPrefix: Bool) -> Result<ExactNumber, Failure> {
    do throws(Failure) {
      while true {
        let token = tokenizer.next()
        if case .end = token.kind {
          return .success(try finish(at: token, completingPrefix: completingPrefix))
        }
        if expectsOperand {
          try acceptOperand(token)
        } else {
          try acceptOperator(token)
        }
      }
    } catch {
      return .failure(error)
    }
  }

  private mutating func acceptOperand(_ token: ExpressionToken) throws(Failure) {
    switch token.kind {
    case .number(let value):
      operand = negateNext ? value.negatedOrWidened : value
      negateNext = false
      operandIsPercent = false
      operandEnd = token.end
      expectsOperand = false
    case .plus:
      break
    case .minus:
      negateNext.toggle()
    case .open:
      guard outerLevels.count < maximumDepth else {
        throw Failure(kind: .tooDeep, start: token.start, end: token.end)
      }
      level.isNegated = negateNext
      level.openStart = token.start
      outerLevels.append(level)
      level = Level()
      negateNext = false
    case .invalid(let kind):
      throw Failure(kind: kind, start: token.start, end: token.end)
    case .times, .divide, .percent, .close, .end:
      throw Failure(kind: .missingOperand, start: token.start, end: token.end)
    }
  }

  private mutating func acceptOperator(_ token: ExpressionToken) throws(Failure) {
    switch token.kind {
    case .percent:
      guard let value = operand.multiplied(by: .fraction(numerator: 1, denominator: 100)) else {
        throw Failure(kind: .overflow, start: token.start, end: token.end)
      }
      operand = value
      operandIsPercent = true
      operandEnd = token.end
    case .times, .divide:
      try foldProduct()
      level.productOperator = token.kind.isTimes ? .times : .divide
      level.productOperatorStart = token.start
      expectsOperand = true
    case .plus, .minus:
      try foldSum()
      level.sumOperator = token.kind.isPlus ? .plus : .minus
      level.sumOperatorStart = token.start
      expectsOperand = true
    case .close:
      guard !outerLevels.isEmpty else {
        throw Failure(kind: .unbalancedParenthesis, start: token.start, end: token.end)
      }
      try closeLevel()
      operandEnd = token.end
    case .invalid(let kind):
      throw Failure(kind: kind, start: token.start, end: token.end)
    case .number, .open, .end:
      throw Failure(kind: .missingOperator, start: token.start, end: token.end)
    }
  }

  private mutating func finish(at end: ExpressionToken, completingPrefix: Bool) throws(Failure)
    -> ExactNumber
  {
    if expectsOperand {
      guard completingPrefix else {
        throw Failure(kind: .missingOperand, start: end.start, end: end.end)
      }
      try dropIncompleteTail()
    }
    while !outerLevels.isEmpty {
      guard completingPrefix else {
        throw Failure(
          kind: .unbalancedParenthesis, start: outerLevels[outerLevels.count - 1].openStart,
          end: outerLevels[outerLevels.count - 1].openStart + 1)
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
        operand = level.sum
        operandIsPercent = false
        level.sumOperator = .none
        break
      }
      guard !outerLevels.isEmpty else {
        throw Failure(kind: .missingOperand, start: operandEnd, end: operandEnd)
      }
      level = outerLevels.removeLast()
    }
    expectsOperand = false
  }

  /// Ends the current level at `)`: its value becomes the operand, which is not a percent
  /// term any more (`50+(10%)` adds a tenth, not ten percent of 50).
  private mutating func closeLevel() throws(Failure) {
    var value = try foldLevel()
    level = outerLevels.removeLast()
    if level.isNegated { value = value.negatedOrWidened }
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
    let result: ExactNumber?
    if level.productOperator == .times {
      result = level.product.multiplied(by: operand)
    } else {
      guard !operand.isZero else {
        throw Failure(kind: .divisionByZero, start: level.productOperatorStart, end: operandEnd)
      }
      result = level.product.divided(by: operand)
    }
    guard let result else {
      throw Failure(kind: .overflow, start: level.productOperatorStart, end: operandEnd)
    }
    return result
  }

  /// Combines the operand and any pending product into the pending sum.
  private mutating func foldSum() throws(Failure) {
    level.sum = try sumOfLevel()
    level.productOperator = .none
  }

  /// The value of the current level so far, with the operand as its last operand.
  private mutating func foldLevel() throws(Failure) -> ExactNumber {
    try sumOfLevel()
  }

  private mutating func sumOfLevel() throws(Failure) -> ExactNumber {
    var term = operand
    var termIsPercent = operandIsPercent
    if level.productOperator != .none {
      term = try applyProduct()
      termIsPercent = false
    }
    switch level.sumOperator {
    case .none:
      return term
    case .plus, .minus:
      // iOS Calculator's rule: a percent term right of + or − is a percentage of the left.
      if termIsPercent {
        guard let share = level.sum.multiplied(by: term) else {
          throw Failure(kind: .overflow, start: level.sumOperatorStart, end: operandEnd)
        }
        term = share
      }
      let result =
        level.sumOperator == .plus ? level.sum.adding(term) : level.sum.subtracting(term)
      guard let result else {
        throw Failure(kind: .overflow, start: level.sumOperatorStart, end: operandEnd)
      }
      return result
    }
  }
}

extension ExpressionToken.Kind {
  fileprivate var isTimes: Bool {
    if case .times = self { return true }
    return false
  }

  fileprivate var isPlus: Bool {
    if case .plus = self { return true }
    return false
  }
}
