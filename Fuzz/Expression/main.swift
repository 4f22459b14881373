import Foundation

/// libFuzzer entry point: evaluates arbitrary bytes as an expression in two locales and
/// checks the evaluator's promises. A crash, trap, hang or failed check is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpression(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  for evaluator in FuzzTarget.evaluators {
    FuzzTarget.check(text, with: evaluator)
  }
  FuzzTarget.checkBigIntegers(UnsafeBufferPointer(start: data, count: size))
  return 0
}

enum FuzzTarget {
  static let evaluators = [
    ExpressionEvaluator(),
    ExpressionEvaluator(
      locale: Locale(identifier: "de_DE"),
      limits: ExpressionLimits(maximumLength: 4_096, maximumDepth: 16)),
  ]

  static func check(_ text: String, with evaluator: ExpressionEvaluator) {
    let formatter = ResultFormatter(locale: evaluator.locale)
    let preview = evaluator.preview(of: text)
    switch evaluator.evaluate(text) {
    case .success(let value):
      require(!value.isNaN, "a value is never NaN")
      // A complete expression is its own longest complete prefix.
      require(preview == value, "preview \(String(describing: preview)) != value \(value)")
      let formatted = formatter.string(from: value)
      require(!formatted.isEmpty && formatted != "-0", "formatted as '\(formatted)'")
      // The exact value is the same value, and the preview's exact value too.
      guard case .success(let exact) = evaluator.value(of: text) else {
        return require(false, "evaluate succeeds but value(of:) fails")
      }
      require(exact.decimal == value, "exact \(exact) != decimal \(value)")
      require(evaluator.previewValue(of: text) == exact, "preview value differs")
      let exactText = formatter.string(from: exact)
      var bytes: [UInt8] = []
      formatter.withUTF8(of: exact) { bytes = Array($0) }
      require(String(decoding: bytes, as: UTF8.self) == exactText, "withUTF8 differs")
    case .failure(let error):
      require(
        error.range.lowerBound >= text.startIndex && error.range.upperBound <= text.endIndex,
        "range outside the input")
      let column = error.column(in: text)
      require(column >= 1 && column <= text.count + 1, "column \(column)")
    }
    if let preview {
      _ = formatter.string(from: preview)
    }
  }

  /// Big-integer identities on numbers cut from the input: (a + b) − b = a,
  /// q·b + r = a with r < b, and gcd(a, b) dividing both.
  static func checkBigIntegers(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count >= 2 else { return }
    let split = Int(bytes[0]) % bytes.count
    func number(_ slice: Slice<UnsafeBufferPointer<UInt8>>) -> BigMagnitude {
      var words: [UInt64] = []
      var word: UInt64 = 0
      for (index, byte) in slice.enumerated() {
        word = word << 8 | UInt64(byte)
        if index % 8 == 7 {
          words.append(word)
          word = 0
        }
      }
      words.append(word)
      // The evaluator's bound: the inline words hold a product of two such numbers.
      return BigMagnitude(words: Array(words.prefix(ExpressionLimits.exactBits / 64)))
    }
    let a = number(bytes[1..<max(1, split)])
    let b = number(bytes[max(1, split)...])
    require(a.adding(b).subtracting(b) == a, "(a + b) - b != a")
    require(a.multiplied(by: b) == b.multiplied(by: a), "a·b != b·a")
    guard !b.isZero else { return }
    let (quotient, remainder) = a.quotientAndRemainder(dividingBy: b)
    require(remainder < b, "remainder not below the divisor")
    require(quotient.multiplied(by: b).adding(remainder) == a, "q·b + r != a")
    let divisor = BigMagnitude.greatestCommonDivisor(a, b)
    require(
      b.quotientAndRemainder(dividingBy: divisor).remainder.isZero
        && a.quotientAndRemainder(dividingBy: divisor).remainder.isZero, "gcd does not divide")
  }

  static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
      FileHandle.standardError.write(Data("fuzz check failed: \(message())\n".utf8))
      abort()
    }
  }
}
