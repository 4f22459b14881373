import Foundation
import InputKitCore

/// The expression figures: parse and evaluate the corpus exactly (`expr.short_ns_per_expr`,
/// `expr.long_ns_per_token`), the same work by a hand-tuned `Double` parser-evaluator as the
/// floor (`expr.double_*`), their ratios timed in alternating rounds (`expr.short_vs_double`,
/// `expr.long_vs_double`), and what printing costs (`expr.format_ns_per_result`, and
/// `expr.eval_format_vs_eval`: evaluating and formatting to a String ÷ evaluating alone, and
/// `expr.eval_print_vs_eval` for the bytes `inputkit eval` writes). Fails loudly if
/// any expression does not evaluate, or if the baseline disagrees with the exact value.
enum ExpressionBenchmarks {
  static var all: [Benchmark] {
    let evaluator = ExpressionEvaluator()
    let formatter = ResultFormatter()
    let short = BenchmarkData.lines("expressions/short_unicode.txt")
    let long = BenchmarkData.lines("expressions/long_unicode.txt")
    let longTokens =
      BenchmarkData.lines("expressions/long_unicode.expected").first
      .flatMap { line in line.split(separator: " ").first.flatMap { Int($0) } } ?? 1
    var values: [ExpressionValue] = []
    for expression in short + long {
      switch evaluator.value(of: expression) {
      case .success(let value):
        values.append(value)
        let exact = Double(formatter.string(from: value)) ?? .nan
        let floor = DoubleBaseline.evaluate(expression) ?? .nan
        guard abs(exact - floor) <= 1e-6 * max(abs(exact), 1) else {
          fail("the Double baseline gives \(floor), not \(exact), for \(expression)")
        }
      case .failure(let error):
        fail("benchmark expression does not evaluate (\(error.kind)): \(expression)")
      }
    }
    let shortValues = Array(values.prefix(short.count))
    let exactShort = { for expression in short { blackHole(evaluator.value(of: expression)) } }
    let exactLong = { for expression in long { blackHole(evaluator.value(of: expression)) } }
    let doubleShort = { for expression in short { blackHole(DoubleBaseline.evaluate(expression)) } }
    let doubleLong = { for expression in long { blackHole(DoubleBaseline.evaluate(expression)) } }
    let formatShort = { for value in shortValues { blackHole(formatter.string(from: value)) } }
    var printed: [UInt8] = []
    printed.reserveCapacity(1 << 20)
    let exactAndPrintShort = {
      printed.removeAll(keepingCapacity: true)
      for expression in short {
        if case .success(let value) = evaluator.value(of: expression) {
          formatter.withUTF8(of: value) { printed.append(contentsOf: $0) }
        }
      }
      blackHole(printed.count)
    }
    let exactAndFormatShort = {
      for expression in short {
        if case .success(let value) = evaluator.value(of: expression) {
          blackHole(formatter.string(from: value))
        }
      }
    }
    return [
      Benchmark(name: "expr.short_ns_per_expr", unitsPerCall: short.count, body: exactShort),
      Benchmark(
        name: "expr.long_ns_per_token", unitsPerCall: longTokens * long.count, body: exactLong),
      Benchmark(
        name: "expr.double_short_ns_per_expr", unitsPerCall: short.count, body: doubleShort),
      Benchmark(
        name: "expr.double_long_ns_per_token", unitsPerCall: longTokens * long.count,
        body: doubleLong),
      Benchmark(ratio: "expr.short_vs_double", numerator: exactShort, denominator: doubleShort),
      Benchmark(ratio: "expr.long_vs_double", numerator: exactLong, denominator: doubleLong),
      Benchmark(
        name: "expr.format_ns_per_result", unitsPerCall: shortValues.count, body: formatShort),
      Benchmark(
        ratio: "expr.eval_format_vs_eval", numerator: exactAndFormatShort,
        denominator: exactShort),
      // What `inputkit eval` pays: the same digits written as bytes, without a String each.
      Benchmark(
        ratio: "expr.eval_print_vs_eval", numerator: exactAndPrintShort, denominator: exactShort),
    ]
  }

  private static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
  }
}
