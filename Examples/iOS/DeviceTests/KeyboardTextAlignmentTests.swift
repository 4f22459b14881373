#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// A field aligned naturally in a right-to-left interface, typed with the calculator keyboard:
  /// its text stays against the right edge while the keyboard lays it out left to right, and
  /// the field gets its alignment and direction back when it leaves the keyboard.
  ///
  /// The first test fails if InputKit makes the paragraph left to right without keeping the
  /// edge (natural alignment then follows the new direction to the left); the second if the
  /// field keeps InputKit's alignment and direction after it has gone back to the system
  /// keyboard. Where the text is drawn is UIKit's `firstRect(for:)`.
  @MainActor
  final class KeyboardTextAlignmentTests: XCTestCase {
    func testRightToLeftTextStaysRight() throws {
      let (field, keyboard) = try rightToLeftField()

      try keyboard.tap(["digit1", "digit2", "times", "digit3"])
      finishTheMainQueuesTurn()

      XCTAssertEqual(field.text, "12×3")
      let text = try XCTUnwrap(
        field.textRange(from: field.beginningOfDocument, to: field.endOfDocument))
      let drawn = field.firstRect(for: text)
      let editing = field.editingRect(forBounds: field.bounds)
      // UIKit keeps room for the caret at the edge of an editing field, a few points.
      XCTAssertEqual(
        drawn.maxX, editing.maxX, accuracy: 8,
        "the text \(drawn) ends at the right edge of \(editing), where natural alignment put it")
      XCTAssertGreaterThan(drawn.minX, editing.midX, "and is not against the left edge")
    }

    func testALeavingFieldGetsItsLayoutBack() throws {
      let (field, keyboard) = try rightToLeftField()
      try keyboard.tap("digit7")
      finishTheMainQueuesTurn()
      XCTAssertTrue(field.resignFirstResponder())
      waitUntil("the keyboard has left") { keyboard.window == nil }

      field.inputView = nil
      XCTAssertTrue(field.becomeFirstResponder())

      XCTAssertEqual(field.textAlignment, .natural)
      let style = field.defaultTextAttributes[.paragraphStyle] as? NSParagraphStyle
      XCTAssertEqual(
        style?.baseWritingDirection, .rightToLeft,
        "the field's text has its own direction again, the one it had before the keyboard")
    }

    /// A text field laid out as a right-to-left interface lays it out (an Arabic or Hebrew app):
    /// its text's base writing direction right to left, aligned naturally, so on the right;
    /// attached to a new keyboard and editing, in a window of the test's.
    private func rightToLeftField() throws -> (UITextField, CalculatorKeyboard) {
      let window = try TestWindow(in: self)
      let field = UITextField(frame: .zero)
      field.semanticContentAttribute = .forceRightToLeft
      let style = NSMutableParagraphStyle()
      style.baseWritingDirection = .rightToLeft
      style.alignment = .natural
      field.defaultTextAttributes[.paragraphStyle] = style
      window.show(field)
      let keyboard = CalculatorKeyboard()
      keyboard.attach(to: field)
      XCTAssertNotNil(showInputView(of: field))
      return (field, keyboard)
    }
  }
#endif
