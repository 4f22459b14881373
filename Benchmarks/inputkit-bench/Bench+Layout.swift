import Foundation
import InputKitCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension Benchmark {
  /// `layout.calculator_ns`: laying out the calculator, each call at a different size,
  /// spacing and scale, as rotation or a split-view resize would ask for. Target ≤ 5,000.
  static var layoutCalculator: Benchmark {
    let metrics = (0..<1_000).map { (index: Int) -> KeyboardMetrics in
      let width = CGFloat(300) + CGFloat(index % 97) / 2
      let height = CGFloat(180 + index % 61)
      let bottom = CGFloat(index % 3 * 17)
      return KeyboardMetrics(
        size: CGSize(width: width, height: height), insets: EdgeInsets(bottom: bottom),
        keySpacing: CGFloat(index % 7), scale: CGFloat(index % 3 + 1))
    }
    return Benchmark(name: "layout.calculator_ns", unitsPerCall: metrics.count) {
      for metric in metrics {
        blackHole(try? KeyboardLayout.calculator.layOut(in: metric))
      }
    }
  }

  /// `hittest_ns`: one hit-test on the calculator laid out with spacing and insets, at
  /// points spread over the whole keyboard (keys, gaps, insets). Target ≤ 100.
  static var hitTest: Benchmark {
    let size = CGSize(width: 390, height: 260)
    let geometry = try? KeyboardLayout.calculator.layOut(
      in: KeyboardMetrics(
        size: size, insets: EdgeInsets(top: 4, left: 3, bottom: 34, right: 3), keySpacing: 6,
        scale: 3))
    // A fixed linear congruential sequence, so every run tests the same points.
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next() -> CGFloat {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return CGFloat(state >> 11) / CGFloat(1 << 53)
    }
    let points = (0..<4_096).map { _ in CGPoint(x: next() * size.width, y: next() * size.height) }
    return Benchmark(name: "hittest_ns", unitsPerCall: points.count) {
      var hits = 0
      for point in points {
        hits &+= geometry?.keyIndex(at: point) ?? -1
      }
      blackHole(hits)
    }
  }
}
