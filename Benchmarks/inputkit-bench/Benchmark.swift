import Foundation

/// Measures one figure: runs `body` in rounds and reports the median nanoseconds per unit of
/// work (an expression, a token, a key press), so one slow round does not move the figure.
struct Benchmark {
  var name: String
  /// Units of work one call of `body` performs; the figure is divided by it.
  var unitsPerCall: Int
  var rounds = 15
  var body: () -> Void

  func run() -> Double {
    let clock = ContinuousClock()
    body()  // warm caches and lazy tables before timing
    var samples: [Double] = []
    let minimumRoundTime = Duration.milliseconds(20)
    for _ in 0..<rounds {
      var calls = 0
      let start = clock.now
      var elapsed = Duration.zero
      repeat {
        body()
        calls += 1
        elapsed = clock.now - start
      } while elapsed < minimumRoundTime
      let nanoseconds =
        Double(elapsed.components.seconds) * 1e9
        + Double(elapsed.components.attoseconds) / 1e9
      samples.append(nanoseconds / Double(calls * unitsPerCall))
    }
    samples.sort()
    return samples[samples.count / 2]
  }
}

/// Where the benchmark's data files live: `Benchmarks/Data`, found from this source file so
/// that `swift run -c release inputkit-bench` works from any directory of a plain clone.
enum BenchmarkData {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Data")

  static func lines(_ relativePath: String) -> [String] {
    let url = directory.appendingPathComponent(relativePath)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      FileHandle.standardError.write(Data("error: cannot read \(url.path)\n".utf8))
      exit(1)
    }
    return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }
}

/// Keeps a value alive so the optimiser cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
