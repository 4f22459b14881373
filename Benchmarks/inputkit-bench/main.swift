import Foundation

// Each capability contributes its figures; the output is one `name: value` line per figure,
// the median nanoseconds per unit of work.
let benchmarks: [Benchmark] =
  [
    .layoutCalculator,
    .hitTest,
  ]
  + ExpressionBenchmarks.all
  + EditingBenchmarks.all
  + TerminalBenchmarks.all
  + DemoBenchmarks.all

for benchmark in benchmarks {
  let value = benchmark.run()
  print("\(benchmark.name): \(String(format: "%.1f", value))")
}
