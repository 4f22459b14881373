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

// `inputkit-bench NAME…` runs only the figures whose names contain one of the NAMEs, for
// profiling one figure (for example under valgrind).
let filters = CommandLine.arguments.dropFirst()
for benchmark in benchmarks
where filters.isEmpty || filters.contains(where: { benchmark.name.contains($0) }) {
  let value = benchmark.run()
  print("\(benchmark.name): \(String(format: "%.\(benchmark.decimals)f", value))")
}
