#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// A hardware keyboard's keys reaching a `CalculatorField` as UIKit hands them to a first
  /// responder (`pressesBegan`): `*` types exactly one `×`, also when UIKit's text system inserts
  /// the key's text into the field as well, and Return evaluates.
  ///
  /// UIKit gives no public way to make a key press, so the presses are `UIPress` objects whose
  /// key is scripted: the tests reach the field's press methods, not UIKit's event dispatch.
  /// Whether a press a responder keeps from `super` also reaches UIKit's text system by another
  /// way is covered by the field dropping the text a held key already typed (the second test);
  /// only a real keyboard shows which way UIKit takes.
  @MainActor
  final class HardwareKeyboardTests: XCTestCase {
    func testAHardwareStarTypesExactlyOneTimesSign() throws {
      let scene = try typingField(text: "12")
      let field = scene.field
      let star = ScriptedPress(ScriptedKey("*", usage: .keyboard8))

      type(star, into: field)

      XCTAssertEqual(field.text, "12×")
    }

    func testTextUIKitInsertsForAKeyTheKeyboardTypedIsNotTypedAgain() throws {
      let scene = try typingField(text: "12")
      let field = scene.field
      let star = ScriptedPress(ScriptedKey("*", usage: .keyboard8))

      type(star, into: field) { field.insertText("*") }
      XCTAssertEqual(field.text, "12×", "the key's text, inserted while it is down, is dropped")

      let delete = ScriptedPress(ScriptedKey("", usage: .keyboardDeleteOrBackspace))
      type(delete, into: field) { field.deleteBackward() }
      XCTAssertEqual(field.text, "12", "one Delete deletes one character")
    }

    func testHardwareReturnEvaluatesAndEqualsEvaluatesInPlace() throws {
      let scene = try typingField(text: "12+3")
      let field = scene.field

      type(ScriptedPress(ScriptedKey("=", usage: .keyboardEqualSign)), into: field)
      XCTAssertEqual(field.text, "15")

      field.text = "2×4"
      type(ScriptedPress(ScriptedKey("\r", usage: .keyboardReturnOrEnter)), into: field)
      XCTAssertEqual(field.text, "8")
    }

    /// A `CalculatorField` holding `text`, first responder in a window of the test's own.
    private func typingField(text: String) throws -> TypingField {
      let field = CalculatorField(keyboard: CalculatorKeyboard(returnBehavior: .evaluate))
      return try TypingField(text: text, keyboard: field.keyboard, field: field, in: self)
    }

    /// `press` down, `meanwhile` (what UIKit's text system may do while the key is down), and
    /// up, as UIKit hands a key press to the first responder.
    private func type(_ press: UIPress, into field: UITextField, meanwhile: () -> Void = {}) {
      field.pressesBegan([press], with: nil)
      meanwhile()
      field.pressesEnded([press], with: nil)
      finishTheMainQueuesTurn()
    }
  }
#endif
