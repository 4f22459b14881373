import Foundation

/// libFuzzer entry point: evaluates arbitrary bytes as an expression in two locales and
/// checks the evaluator's promises. A crash, trap, hang or failed check is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpression(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  for evaluator in FuzzTarget.evaluators {
    FuzzTarget.check(text, with: evaluator)
  }
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

  static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
      FileHandle.standardError.write(Data("fuzz check failed: \(message())\n".utf8))
      abort()
    }
  }
}
