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
// profiling one figure. `inputkit-bench --calls N NAME…` runs the work of each matching
// nanosecond figure exactly N times, untimed, and prints nothing, so that instruction counts
// are repeatable: `valgrind --tool=callgrind --toggle-collect='*callWork*'` counts that work
// alone.
var filters = Array(CommandLine.arguments.dropFirst())
if filters.first == "--calls" {
  guard filters.count > 1, let calls = Int(filters[1]), calls >= 0 else {
    FileHandle.standardError.write(Data("usage: inputkit-bench [--calls N] [NAME…]\n".utf8))
    exit(2)
  }
  filters.removeFirst(2)
  for benchmark in benchmarks
  where filters.isEmpty || filters.contains(where: { benchmark.name.contains($0) }) {
    guard let work = benchmark.work else { continue }
    for _ in 0..<calls { callWork(work) }
  }
  exit(0)
}
for benchmark in benchmarks
where filters.isEmpty || filters.contains(where: { benchmark.name.contains($0) }) {
  let value = benchmark.run()
  print("\(benchmark.name): \(String(format: "%.\(benchmark.decimals)f", value))")
}

/// One call of a figure's work, out of line so that a profiler can collect exactly it.
@inline(never)
func callWork(_ work: () -> Void) {
  work()
}
