// expected-error: cannot find 'XCTAssertAppears' in scope
// requires-xctest
// A device test is checked against XCTest's real API as the iOS test bundle is: a made-up
// assertion must be rejected, while the XCTestCase subclass around it, UIKit and InputKit resolve.
import InputKit
import UIKit
import XCTest

@MainActor
final class MadeUpAssertionTests: XCTestCase {
  func testTheKeyboardAppears() {
    let field = UITextField(frame: .zero)
    field.inputView = CalculatorKeyboard()
    XCTAssertTrue(field.becomeFirstResponder())
    XCTAssertAppears(field.inputView)
  }
}
