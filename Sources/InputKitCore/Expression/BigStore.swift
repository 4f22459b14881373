/// Where one evaluation keeps its big values, so that `ExactNumber` can refer to them by
/// index and stay free of reference counting. Values are only added; the store lives as long
/// as the evaluation, and an expression within `ExpressionLimits` adds at most one value per
/// operation.
///
/// The values' words are kept end to end in one array, a few words each, rather than as
/// `BigRational`s, whose inline storage is sized for the widest intermediate: appending and
/// growing then copies only the words in use.
struct BigStore {
  /// Where a value's words are: the numerator's, then the denominator's.
  private struct Entry {
    var isNegative: Bool
    var start: Int
    var numeratorCount: Int
    var denominatorCount: Int
  }

  private var words: [UInt64] = []
  private var entries: [Entry] = []

  /// The value of `number` as a big fraction in lowest terms.
  func rational(_ number: ExactNumber) -> BigRational {
    switch number {
    case .fraction(let numerator, let denominator):
      return BigRational(numerator: numerator, denominator: denominator)
    case .big(let index):
      return stored(index)
    }
  }

  private func stored(_ index: Int) -> BigRational {
    let entry = entries[index]
    return words.withUnsafeBufferPointer { words in
      let numerator = UnsafeBufferPointer(
        rebasing: words[entry.start..<entry.start + entry.numeratorCount])
      let denominatorStart = entry.start + entry.numeratorCount
      let denominator = UnsafeBufferPointer(
        rebasing: words[denominatorStart..<denominatorStart + entry.denominatorCount])
      return BigRational(
        lowestTerms: entry.isNegative, BigMagnitude(words: numerator),
        BigMagnitude(words: denominator))
    }
  }

  /// `value` as an evaluation number: a small fraction when it fits, else stored.
  mutating func number(_ value: BigRational) -> ExactNumber {
    if let small = ExactValue.smallFraction(value) {
      return .fraction(numerator: small.numerator, denominator: small.denominator)
    }
    let start = words.count
    value.numerator.appendWords(to: &words)
    value.denominator.appendWords(to: &words)
    entries.append(
      Entry(
        isNegative: value.isNegative, start: start, numeratorCount: value.numerator.count,
        denominatorCount: value.denominator.count))
    return .big(index: entries.count - 1)
  }

  /// The store's share of the bound: a stored numerator or denominator has at most this
  /// many words, and a step with a word operand adds at most two more.
  private static let scratchWords = ExpressionLimits.exactBits / 64 + 4

  /// The value at `index` plus `±c/d`, a small fraction in lowest terms with `d > 0`: Knuth's
  /// sum (TAOCP 4.5.1) with every gcd a word's, computed from the stored words into scratch
  /// space. A big running total plus a typed number is the usual big step.
  mutating func sum(
    _ index: Int, smallNegative: Bool, _ c: UInt64, _ d: UInt64
  ) throws(BigRational.LimitError) -> ExactNumber {
    if c == 0 { return .big(index: index) }
    let entry = entries[index]
    let size = Self.scratchWords
    let outcome = withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 3 * size) {
      scratch -> Result<ExactNumber, BigRational.LimitError> in
      var top = scratch.baseAddress!
      let bottom = top + size
      var addend = bottom + size
      var isNegative = entry.isNegative
      var topCount = 0
      var bottomCount = 0
      var common: UInt64 = 1
      words.withUnsafeBufferPointer { arena in
        let a = arena.baseAddress! + entry.start
        let b = a + entry.numeratorCount
        let (aCount, bCount) = (entry.numeratorCount, entry.denominatorCount)
        common = ExactNumber.greatestCommonDivisor(d, BigWords.remainder(b, bCount, dividingBy: d))
        if common == 1 {
          bottom.update(from: b, count: bCount)
          bottomCount = bCount
        } else {
          bottomCount = BigWords.divide(b, bCount, by: common, into: bottom)
        }
        topCount = BigWords.multiply(a, aCount, by: d / common, into: top)
      }
      var addendCount = BigWords.multiply(bottom, bottomCount, by: c, into: addend)
      if entry.isNegative == smallNegative {
        topCount = BigWords.add(top, topCount, addend, addendCount)
      } else if BigWords.isAtLeast(top, topCount, addend, addendCount) {
        topCount = BigWords.subtract(top, topCount, addend, addendCount)
      } else {
        addendCount = BigWords.subtract(addend, addendCount, top, topCount)
        swap(&top, &addend)
        topCount = addendCount
        isNegative = smallNegative
      }
      if topCount == 0 { return .success(.zero) }
      var factor = d
      if common != 1 {
        // gcd(sum, b·d/g) divides gcd(sum, g) when both operands are in lowest terms.
        let divisor = ExactNumber.greatestCommonDivisor(
          common, BigWords.remainder(top, topCount, dividingBy: common))
        if divisor != 1 {
          topCount = BigWords.divide(top, topCount, by: divisor, into: top)
          factor = d / divisor
        }
      }
      bottomCount = BigWords.multiply(bottom, bottomCount, by: factor, into: bottom)
      return finish(isNegative: isNegative, top, topCount, bottom, bottomCount)
    }
    return try Self.value(outcome)
  }

  /// The value at `index` times `±c/d`, a small fraction in lowest terms with `c, d > 0`,
  /// cross-reduced by word gcds and computed from the stored words into scratch space.
  mutating func product(
    _ index: Int, smallNegative: Bool, _ c: UInt64, _ d: UInt64
  ) throws(BigRational.LimitError) -> ExactNumber {
    let entry = entries[index]
    let size = Self.scratchWords
    let outcome = withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * size) {
      scratch -> Result<ExactNumber, BigRational.LimitError> in
      let top = scratch.baseAddress!
      let bottom = top + size
      var topCount = 0
      var bottomCount = 0
      words.withUnsafeBufferPointer { arena in
        let a = arena.baseAddress! + entry.start
        let b = a + entry.numeratorCount
        let (aCount, bCount) = (entry.numeratorCount, entry.denominatorCount)
        let first =
          d == 1
          ? 1 : ExactNumber.greatestCommonDivisor(d, BigWords.remainder(a, aCount, dividingBy: d))
        let second =
          c == 1
          ? 1 : ExactNumber.greatestCommonDivisor(c, BigWords.remainder(b, bCount, dividingBy: c))
        topCount =
          first == 1
          ? BigWords.multiply(a, aCount, by: c / second, into: top)
          : BigWords.multiply(
            top, BigWords.divide(a, aCount, by: first, into: top), by: c / second, into: top)
        bottomCount =
          second == 1
          ? BigWords.multiply(b, bCount, by: d / first, into: bottom)
          : BigWords.multiply(
            bottom, BigWords.divide(b, bCount, by: second, into: bottom), by: d / first,
            into: bottom)
      }
      return finish(
        isNegative: entry.isNegative != smallNegative, top, topCount, bottom, bottomCount)
    }
    return try Self.value(outcome)
  }

  /// The value of a step's outcome, or its error. (Not `Result.get()`: in Apple's SDKs its
  /// error is untyped.)
  private static func value(
    _ outcome: Result<ExactNumber, BigRational.LimitError>
  ) throws(BigRational.LimitError) -> ExactNumber {
    switch outcome {
    case .success(let value): return value
    case .failure(let error): throw error
    }
  }

  /// The value at `index` with the opposite sign: a second entry over the same words.
  mutating func negated(_ index: Int) -> ExactNumber {
    var entry = entries[index]
    entry.isNegative.toggle()
    entries.append(entry)
    return .big(index: entries.count - 1)
  }

  /// A nonzero fraction in lowest terms, checked against the bound: a small fraction when it
  /// fits, else stored.
  private mutating func finish(
    isNegative: Bool, _ top: UnsafeMutablePointer<UInt64>, _ topCount: Int,
    _ bottom: UnsafeMutablePointer<UInt64>, _ bottomCount: Int
  ) -> Result<ExactNumber, BigRational.LimitError> {
    let limit = ExpressionLimits.exactBits
    let topBits = BigWords.bitWidth(top, topCount)
    let bottomBits = BigWords.bitWidth(bottom, bottomCount)
    if topBits > limit || bottomBits > limit {
      // Too wide in size (the integer part alone exceeds the bound) or only in precision.
      return .failure(topBits - bottomBits >= limit ? .magnitude : .precision)
    }
    if topCount == 1 && bottomCount == 1 && top[0] <= UInt64(Int64.max)
      && bottom[0] <= UInt64(Int64.max)
    {
      let magnitude = Int64(top[0])
      return .success(
        .fraction(numerator: isNegative ? -magnitude : magnitude, denominator: Int64(bottom[0])))
    }
    let start = words.count
    words.append(contentsOf: UnsafeBufferPointer(start: top, count: topCount))
    words.append(contentsOf: UnsafeBufferPointer(start: bottom, count: bottomCount))
    entries.append(
      Entry(
        isNegative: isNegative, start: start, numeratorCount: topCount,
        denominatorCount: bottomCount))
    return .success(.big(index: entries.count - 1))
  }

  /// `number` out of the store.
  func value(_ number: ExactNumber) -> ExactValue {
    switch number {
    case .fraction(let numerator, let denominator):
      return .fraction(numerator: numerator, denominator: denominator)
    case .big(let index):
      return .big(stored(index))
    }
  }
}
