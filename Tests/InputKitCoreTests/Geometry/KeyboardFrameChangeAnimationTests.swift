import Foundation
import Testing

@testable import InputKitCore

@Suite("Keyboard frame change animation")
struct KeyboardFrameChangeAnimationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let duration: TimeInterval
    let curve: Int
    let expectedDuration: TimeInterval
    let expectedBits: UInt
  }

  static let cases: [Case] = [
    Case(
      testDescription: "the keyboard's own curve 7 and duration", duration: 0.25, curve: 7,
      expectedDuration: 0.25, expectedBits: 7 << 16),
    Case(
      testDescription: "ease in and out", duration: 0.3, curve: 0, expectedDuration: 0.3,
      expectedBits: 0),
    Case(
      testDescription: "linear", duration: 0.1, curve: 3, expectedDuration: 0.1,
      expectedBits: 3 << 16),
    Case(
      testDescription: "a negative curve and duration: no animation, default curve",
      duration: -1, curve: -1, expectedDuration: 0, expectedBits: 0),
    Case(
      testDescription: "a curve beyond the options' four bits and a NaN duration",
      duration: .nan, curve: 99, expectedDuration: 0, expectedBits: 0),
    Case(
      testDescription: "an infinite duration and the largest curve",
      duration: .infinity, curve: Int.max, expectedDuration: 0, expectedBits: 0),
  ]

  @Test("a layout following the keyboard moves with its duration and curve", arguments: cases)
  func animation(_ example: Case) {
    let change = KeyboardFrameChange(
      beginFrame: .zero, endFrame: .zero, animationDuration: example.duration,
      animationCurve: example.curve)
    #expect(change.layoutAnimationDuration == example.expectedDuration)
    #expect(change.animationCurveOptionBits == example.expectedBits)
  }
}
