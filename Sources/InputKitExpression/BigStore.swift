/// Where one evaluation keeps its big values, so that `ExactNumber` can refer to them by
/// index and stay free of reference counting.
///
/// The words lie end to end in one block, lent by the evaluation (on its stack) or allocated
/// on first use, so a short expression allocates nothing.
struct BigStore: ~Copyable {
  /// Where a value's words are: the numerator's, then the denominator's.
  private struct Entry {
    var isNegative: Bool
    var start: Int
    var numeratorCount: Int
    var denominatorCount: Int
  }

  /// The words; those from `used` on are free space.
  private var words: UnsafeMutablePointer<UInt64>? = nil
  private var wordCapacity = 0
  private var used = 0
  private var entries: UnsafeMutablePointer<Entry>? = nil
  private var entryCapacity = 0
  private var entryCount = 0
  /// Whether `words` and `entries` were allocated here, rather than lent.
  private var ownsWords = false
  private var ownsEntries = false
  private var lent: UnsafeMutableRawPointer? = nil
  private static let lentBytes = 1024
  /// The lent space's share for words; the rest holds entries.
  private static let lentWordBytes = 768

  init() {}

  /// An empty store that keeps its first values in `space` (1 KB, aligned for words), which
  /// must outlive it.
  init(space: UnsafeMutableRawBufferPointer) {
    precondition(space.count >= Self.lentBytes, "space for a store is 1 KB")
    lent = space.baseAddress
  }

  private mutating func takeLentSpace() {
    guard let lent, words == nil else { return }
    words = lent.bindMemory(to: UInt64.self, capacity: Self.lentWordBytes / 8)
    wordCapacity = Self.lentWordBytes / 8
    let entryCount = (Self.lentBytes - Self.lentWordBytes) / MemoryLayout<Entry>.stride
    entries = (lent + Self.lentWordBytes).bindMemory(to: Entry.self, capacity: entryCount)
    entryCapacity = entryCount
  }

  deinit {
    if ownsWords { words?.deallocate() }
    if ownsEntries { entries?.deallocate() }
  }

  /// For checking that replaced values give their words back.
  var wordsInUse: Int { used }

  /// The value of `number` as a big fraction in lowest terms.
  func rational(_ number: ExactNumber) -> BigRational {
    if case .big(let index) = number { return stored(index) }
    return value(number).rational
  }

  private func stored(_ index: Int) -> BigRational {
    let entry = entries![index]
    let numerator = words! + entry.start
    return BigRational(
      isNegative: entry.isNegative,
      numerator: BigMagnitude(
        words: UnsafeBufferPointer(start: numerator, count: entry.numeratorCount)),
      denominator: BigMagnitude(
        words: UnsafeBufferPointer(
          start: numerator + entry.numeratorCount, count: entry.denominatorCount)))
  }

  /// `value` as an evaluation number: a small fraction when it fits, else stored.
  mutating func number(_ value: BigRational) -> ExactNumber {
    if let small = ExactValue.smallFraction(value) {
      return .fraction(numerator: small.numerator, denominator: small.denominator)
    }
    return value.numerator.withUsedWords { top, topCount in
      value.denominator.withUsedWords { bottom, bottomCount in
        append(isNegative: value.isNegative, top, topCount, bottom, bottomCount)
      }
    }
  }

  /// `±top / bottom`, two 128-bit magnitudes in lowest terms: a small fraction when it fits,
  /// else stored.
  mutating func number(
    isNegative: Bool, _ top: (high: UInt64, low: UInt64), _ bottom: (high: UInt64, low: UInt64)
  ) -> ExactNumber {
    if top.high == 0 && bottom.high == 0 && top.low <= UInt64(Int64.max)
      && bottom.low <= UInt64(Int64.max)
    {
      let magnitude = Int64(top.low)
      return .fraction(
        numerator: isNegative ? -magnitude : magnitude, denominator: Int64(bottom.low))
    }
    var words = (top.low, top.high, bottom.low, bottom.high)
    return withUnsafeMutableBytes(of: &words) { raw in
      let base = raw.baseAddress!.assumingMemoryBound(to: UInt64.self)
      return append(
        isNegative: isNegative, base, top.high == 0 ? 1 : 2, base + 2, bottom.high == 0 ? 1 : 2)
    }
  }

  /// Stores a fraction in lowest terms as the newest value; in place of the value at
  /// `replacing` (which the caller must not read again) when that is the newest one.
  private mutating func append(
    isNegative: Bool, _ top: UnsafePointer<UInt64>, _ topCount: Int,
    _ bottom: UnsafePointer<UInt64>, _ bottomCount: Int, replacing: Int? = nil
  ) -> ExactNumber {
    if words == nil { takeLentSpace() }
    var start = used
    var index = entryCount
    if let replacing, replacing == index - 1 {
      let entry = entries![replacing]
      if entry.start + entry.numeratorCount + entry.denominatorCount == used {
        start = entry.start
        index = replacing
      }
    }
    let end = start + topCount + bottomCount
    if end > wordCapacity {
      // Doubling, and room for several wide values at first, so growth is rare.
      let capacity = max(end, 2 * wordCapacity, 256)
      let larger = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
      if let words { larger.update(from: words, count: used) }
      if ownsWords { words?.deallocate() }
      words = larger
      wordCapacity = capacity
      ownsWords = true
    }
    let base = words! + start
    for index in 0..<topCount { base[index] = top[index] }
    for index in 0..<bottomCount { base[topCount + index] = bottom[index] }
    used = end
    let entry = Entry(
      isNegative: isNegative, start: start, numeratorCount: topCount,
      denominatorCount: bottomCount)
    add(entry, at: index)
    return .big(index: index)
  }

  private mutating func add(_ entry: Entry, at index: Int) {
    if index == entryCapacity {
      let capacity = max(2 * entryCapacity, 16)
      let larger = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
      if let entries { larger.initialize(from: entries, count: entryCount) }
      if ownsEntries { entries?.deallocate() }
      entries = larger
      entryCapacity = capacity
      ownsEntries = true
    }
    (entries! + index).initialize(to: entry)
    entryCount = max(entryCount, index + 1)
  }

  /// A stored numerator or denominator and the two words a step with a word operand adds.
  private static let scratchWords = ExpressionLimits.exactBits / 64 + 4

  /// The value at `index` plus `±c/d` (`d > 0`), by Knuth's sum (TAOCP 4.5.1) with word gcds;
  /// with `replacing`, the sum may take the value's words.
  mutating func sum(
    _ index: Int, smallNegative: Bool, _ c: UInt64, _ d: UInt64, replacing: Bool = false
  ) throws(BigRational.LimitError) -> ExactNumber {
    if c == 0 { return .big(index: index) }
    let entry = entries![index]
    let stored = UnsafePointer(words!)
    let size = Self.scratchWords
    // Beside the value, not in a `Result`, which would be reread through memory.
    var limitError: BigRational.LimitError? = nil
    let value = withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 3 * size) {
      scratch -> ExactNumber in
      var top = scratch.baseAddress!
      let bottom = top + size
      var spare = bottom + size
      var isNegative = entry.isNegative
      var topCount = 0
      var bottomCount = 0
      combining: do {
        let a = stored + entry.start
        var b = a + entry.numeratorCount
        let (aCount, bCount) = (entry.numeratorCount, entry.denominatorCount)
        let subtracting = entry.isNegative != smallNegative
        if d == 1 {
          // An integer: a ± c·b over b, in lowest terms as a/b is.
          let sign: Bool
          (topCount, sign) = BigWords.combine(
            a, aCount, times: 1, b, bCount, times: c, subtracting: subtracting, into: top)
          if sign { isNegative.toggle() }
          bottomCount = BigWords.copy(b, bCount, into: bottom)
          break combining
        }
        // With g = gcd(b, d), a/b ± c/d = t / ((b/g)·d) for t = a·(d/g) ± c·(b/g), and
        // gcd(t, (b/g)·d) = gcd(t, d): both gcds are by d, so one prepared divisor serves.
        let prepared = WordDivisor(d)
        let (quotientCount, remainder) = prepared.divideByNormalized(b, bCount, into: bottom)
        let common = ExactNumber.greatestCommonDivisor(d, remainder % d)
        var reducedCount = bCount
        if common != 1 {
          reducedCount = BigWords.multiply(
            bottom, quotientCount, by: prepared.normalized / common,
            adding: remainder / common, into: bottom)
          b = UnsafePointer(bottom)
        }
        let sign: Bool
        (topCount, sign) = BigWords.combine(
          a, aCount, times: d / common, b, reducedCount, times: c, subtracting: subtracting,
          into: top)
        if sign { isNegative.toggle() }
        if topCount == 0 { break combining }
        let (sumQuotientCount, sumRemainder) = prepared.divideByNormalized(
          top, topCount, into: spare)
        let divisor = ExactNumber.greatestCommonDivisor(d, sumRemainder % d)
        if divisor != 1 {
          topCount = BigWords.multiply(
            spare, sumQuotientCount, by: prepared.normalized / divisor,
            adding: sumRemainder / divisor, into: spare)
          swap(&top, &spare)
        }
        bottomCount =
          d / divisor == 1
          ? (b == bottom ? reducedCount : BigWords.copy(b, reducedCount, into: bottom))
          : BigWords.multiply(b, reducedCount, by: d / divisor, into: bottom)
      }
      if topCount == 0 { return .zero }
      return finish(
        isNegative: isNegative, top, topCount, bottom, bottomCount,
        replacing: replacing ? index : nil, error: &limitError)
    }
    if let limitError { throw limitError }
    return value
  }

  /// The value at `index` times `±c/d` (in lowest terms, `c, d > 0`), cross-reduced.
  mutating func product(
    _ index: Int, smallNegative: Bool, _ c: UInt64, _ d: UInt64
  ) throws(BigRational.LimitError) -> ExactNumber {
    let entry = entries![index]
    let stored = UnsafePointer(words!)
    let size = Self.scratchWords
    var limitError: BigRational.LimitError? = nil
    let value = withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * size) {
      scratch -> ExactNumber in
      let top = scratch.baseAddress!
      let bottom = top + size
      var topCount = 0
      var bottomCount = 0
      do {
        let a = stored + entry.start
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
          ? BigWords.copy(a, aCount, into: top)
          : BigWords.divide(a, aCount, by: first, into: top)
        if c / second != 1 {
          topCount = BigWords.multiply(top, topCount, by: c / second, into: top)
        }
        bottomCount =
          second == 1
          ? BigWords.copy(b, bCount, into: bottom)
          : BigWords.divide(b, bCount, by: second, into: bottom)
        if d / first != 1 {
          bottomCount = BigWords.multiply(bottom, bottomCount, by: d / first, into: bottom)
        }
      }
      return finish(
        isNegative: entry.isNegative != smallNegative, top, topCount, bottom, bottomCount,
        error: &limitError)
    }
    if let limitError { throw limitError }
    return value
  }

  /// The value at `index` with the opposite sign: a second entry over the same words.
  mutating func negated(_ index: Int) -> ExactNumber {
    var entry = entries![index]
    entry.isNegative.toggle()
    add(entry, at: entryCount)
    return .big(index: entryCount - 1)
  }

  /// A nonzero fraction in lowest terms, checked against the bound, small when it fits.
  private mutating func finish(
    isNegative: Bool, _ top: UnsafeMutablePointer<UInt64>, _ topCount: Int,
    _ bottom: UnsafeMutablePointer<UInt64>, _ bottomCount: Int, replacing: Int? = nil,
    error: inout BigRational.LimitError?
  ) -> ExactNumber {
    let limit = ExpressionLimits.exactBits
    let topBits = BigWords.bitWidth(top, topCount)
    let bottomBits = BigWords.bitWidth(bottom, bottomCount)
    if topBits > limit || bottomBits > limit {
      // Too wide in size (the integer part alone exceeds the bound) or only in precision.
      error = topBits - bottomBits >= limit ? .magnitude : .precision
      return .zero
    }
    if topCount == 1 && bottomCount == 1 && top[0] <= UInt64(Int64.max)
      && bottom[0] <= UInt64(Int64.max)
    {
      let magnitude = Int64(top[0])
      return .fraction(
        numerator: isNegative ? -magnitude : magnitude, denominator: Int64(bottom[0]))
    }
    // The result is in scratch space, so the operand it replaces may be overwritten now.
    return append(isNegative: isNegative, top, topCount, bottom, bottomCount, replacing: replacing)
  }

  /// `number` out of the store.
  func value(_ number: ExactNumber) -> ExactValue {
    switch number {
    case .decimal(let significand, let exponent):
      return .decimal(significand: significand, exponent: exponent)
    case .fraction(let numerator, let denominator):
      return .fraction(numerator: numerator, denominator: denominator)
    case .big(let index):
      return .big(stored(index))
    }
  }
}
