import Foundation

/// Measures one figure: runs `body` in rounds and reports the median nanoseconds per unit of
/// work (an expression, a token, a key press), so one slow round does not move the figure.
/// A ratio figure instead times two bodies in alternating rounds and reports the median of
/// the per-round ratios, which machine load moves far less than either time.
struct Benchmark {
  var name: String
  /// Decimal places printed: one for nanoseconds, two for ratios.
  var decimals = 1
  private var measure: () -> Double
  /// One call of the work a nanosecond figure times, for running it a set number of times.
  private(set) var work: (() -> Void)?

  /// A figure in nanoseconds per unit; `unitsPerCall` is how many units one call of `body`
  /// performs.
  init(name: String, unitsPerCall: Int, rounds: Int = 15, body: @escaping () -> Void) {
    self.name = name
    work = body
    measure = {
      body()  // warm caches and lazy tables before timing
      var samples: [Double] = []
      for _ in 0..<rounds {
        samples.append(Self.nanoseconds(of: body) / Double(unitsPerCall))
      }
      return Self.median(samples)
    }
  }

  /// A figure that is the ratio `numerator`'s time ÷ `denominator`'s time, per unit of the
  /// same work, timed in alternating rounds.
  init(
    ratio name: String, rounds: Int = 15, numerator: @escaping () -> Void,
    denominator: @escaping () -> Void
  ) {
    self.name = name
    decimals = 2
    measure = {
      numerator()
      denominator()
      var samples: [Double] = []
      for _ in 0..<rounds {
        let top = Self.nanoseconds(of: numerator)
        let bottom = Self.nanoseconds(of: denominator)
        samples.append(top / bottom)
      }
      return Self.median(samples)
    }
  }

  /// A figure computed from others measured before it (a difference of two times).
  init(name: String, decimals: Int = 1, derived: @escaping () -> Double) {
    self.name = name
    self.decimals = decimals
    measure = derived
  }

  func run() -> Double { measure() }

  /// The nanoseconds one call of `body` takes, averaged over at least 20 ms of calls.
  private static func nanoseconds(of body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var calls = 0
    let start = clock.now
    var elapsed = Duration.zero
    repeat {
      body()
      calls += 1
      elapsed = clock.now - start
    } while elapsed < .milliseconds(20)
    let nanoseconds =
      Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    return nanoseconds / Double(calls)
  }

  private static func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted[sorted.count / 2]
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
