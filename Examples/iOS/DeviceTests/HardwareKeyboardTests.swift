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
      let window = try TestWindow()
      defer { window.close() }
      let field = CalculatorField()
      window.show(field)
      field.text = "12"
      XCTAssertNotNil(showInputView(of: field))
      let star = ScriptedPress(ScriptedKey("*", usage: .keyboard8))

      field.pressesBegan([star], with: nil)
      field.pressesEnded([star], with: nil)
      finishTheMainQueuesTurn()

      XCTAssertEqual(field.text, "12×")
    }

    func testTextUIKitInsertsForAKeyTheKeyboardTypedIsNotTypedAgain() throws {
      let window = try TestWindow()
      defer { window.close() }
      let field = CalculatorField()
      window.show(field)
      field.text = "12"
      XCTAssertNotNil(showInputView(of: field))
      let star = ScriptedPress(ScriptedKey("*", usage: .keyboard8))

      field.pressesBegan([star], with: nil)
      field.insertText("*")
      field.pressesEnded([star], with: nil)
      finishTheMainQueuesTurn()
      XCTAssertEqual(field.text, "12×", "the key's text, inserted while it is down, is dropped")

      let delete = ScriptedPress(ScriptedKey("", usage: .keyboardDeleteOrBackspace))
      field.pressesBegan([delete], with: nil)
      field.deleteBackward()
      field.pressesEnded([delete], with: nil)
      finishTheMainQueuesTurn()
      XCTAssertEqual(field.text, "12", "one Delete deletes one character")
    }

    func testHardwareReturnEvaluatesAndEqualsEvaluatesInPlace() throws {
      let window = try TestWindow()
      defer { window.close() }
      let field = CalculatorField(keyboard: CalculatorKeyboard(returnBehavior: .evaluate))
      window.show(field)
      field.text = "12+3"
      XCTAssertNotNil(showInputView(of: field))

      let equals = ScriptedPress(ScriptedKey("=", usage: .keyboardEqualSign))
      field.pressesBegan([equals], with: nil)
      field.pressesEnded([equals], with: nil)
      finishTheMainQueuesTurn()
      XCTAssertEqual(field.text, "15")

      field.text = "2×4"
      let enter = ScriptedPress(ScriptedKey("\r", usage: .keyboardReturnOrEnter))
      field.pressesBegan([enter], with: nil)
      field.pressesEnded([enter], with: nil)
      finishTheMainQueuesTurn()
      XCTAssertEqual(field.text, "8")
    }
  }
#endif
