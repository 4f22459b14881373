import Foundation
import Testing

@testable import InputKitKeyboardCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Keyboard metrics hash their numbers themselves (CoreGraphics' types are `Hashable` only from
/// iOS 18), so equal values must hash alike and differing ones must stay apart in a set.
@Suite("Keyboard metrics hash what they compare")
struct KeyboardMetricsHashingTests {
  @Test("metrics differing in size or scale are different elements; equal ones hash alike")
  func metrics() {
    let metrics = KeyboardMetrics(size: CGSize(width: 320, height: 200))
    var scaled = metrics
    scaled.scale = 2
    var wider = metrics
    wider.size.width = 321
    #expect(metrics.hashValue == KeyboardMetrics(size: CGSize(width: 320, height: 200)).hashValue)
    #expect(Set([metrics, metrics, scaled, wider]).count == 3)
  }
}
