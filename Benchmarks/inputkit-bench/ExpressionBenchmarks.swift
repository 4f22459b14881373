import Foundation
import InputKitCore

/// `expr.short_ns_per_expr` and `expr.long_ns_per_token` (SPEC H): parse and evaluate the
/// corpus, failing loudly if any expression does not evaluate.
enum ExpressionBenchmarks {
  static var all: [Benchmark] {
    let evaluator = ExpressionEvaluator()
    let short = BenchmarkData.lines("expressions/short_unicode.txt")
    let long = BenchmarkData.lines("expressions/long_unicode.txt")
    let longTokens =
      BenchmarkData.lines("expressions/long_unicode.expected").first
      .flatMap { line in line.split(separator: " ").first.flatMap { Int($0) } } ?? 1
    for expression in short + long {
      if case .failure(let error) = evaluator.evaluate(expression) {
        let message =
          "error: benchmark expression does not evaluate (\(error.kind)): \(expression)\n"
        FileHandle.standardError.write(Data(message.utf8))
        exit(1)
      }
    }
    return [
      Benchmark(name: "expr.short_ns_per_expr", unitsPerCall: short.count) {
        for expression in short { blackHole(evaluator.evaluate(expression)) }
      },
      Benchmark(name: "expr.long_ns_per_token", unitsPerCall: longTokens * long.count) {
        for expression in long { blackHole(evaluator.evaluate(expression)) }
      },
    ]
  }
}
