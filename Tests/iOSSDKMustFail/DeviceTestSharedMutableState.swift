// expected-error: is not concurrency-safe
// requires-xctest
// A device test is built by Xcode in Swift 6 mode, where a concurrency warning is an error: here
// (Swift 5 mode) the warning about shared mutable state must reject it as well, since it is not
// one of the old SDK's declarations the check tolerates (OLD_SDK_DECLARATIONS).
import UIKit
import XCTest

/// The keyboard frames every test has seen, in one static list no actor guards.
enum SeenKeyboardFrames {
  static var frames: [CGRect] = []
}

@MainActor
final class SharedMutableStateTests: XCTestCase {
  func testTheFramesAreRecorded() {
    SeenKeyboardFrames.frames.append(.zero)
    XCTAssertEqual(SeenKeyboardFrames.frames.count, 1)
  }
}
