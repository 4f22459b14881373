// expected-error: main actor-isolated property 'frame' can not be referenced from a nonisolated context
// requires-xctest
// swift-6
// Xcode builds the device tests in Swift 6 mode, where a property wrapper no longer makes the type
// that uses it main-actor isolated (SE-0401): the helper below reads a main-actor value from a
// nonisolated method. Swift 5 mode infers the isolation and accepts it, so only the check's
// Swift 6 pass rejects it.
import UIKit
import XCTest

/// The keyboard's frame, read on the main actor.
@MainActor
@propertyWrapper
struct KeyboardFrame {
  var wrappedValue: CGRect { .zero }
}

/// A test helper whose isolation came from its property wrapper in Swift 5.
struct KeyboardProbe {
  @KeyboardFrame var frame

  func height() -> CGFloat { frame.height }
}

@MainActor
final class Swift6IsolationTests: XCTestCase {
  func testTheProbeReadsAHeight() {
    XCTAssertEqual(KeyboardProbe().height(), 0)
  }
}
