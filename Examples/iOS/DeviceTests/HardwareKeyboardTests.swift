#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// A hardware keyboard's keys reaching a `CalculatorField`: `*` types exactly one `×`, also
  /// when UIKit's text system inserts the key's text into the field as well, and Return
  /// evaluates.
  ///
  /// UIKit gives no public way to make the `UIPressesEvent` of a real key, so the presses are
  /// `UIPress` objects whose key is scripted. The first test hands them to the responder UIKit
  /// finds, as it delivers actions and key commands (`sendAction(_:to:from:for:)` with no
  /// target: the key window's first responder, then up the responder chain); the others call
  /// the field's `pressesBegan(_:with:)` and `pressesEnded(_:with:)` directly. Which way a real
  /// key takes into UIKit's text system only a real keyboard shows; the second test covers the
  /// text it may insert.
  @MainActor
  final class HardwareKeyboardTests: XCTestCase {
    /// Fails if a key delivered to the responder UIKit finds is not typed through the keyboard
    /// (a `CalculatorField` that no longer hands its presses to its keyboard, or that UIKit does
    /// not make the first responder), or also goes on up the responder chain.
    func testAKeyUIKitDeliversToTheFirstResponderTypesThroughTheKeyboardAndGoesNoFurther() throws {
      let screen = PressLog()
      let window = try TestWindow(root: screen, in: self)
      let field = CalculatorField(keyboard: CalculatorKeyboard(returnBehavior: .evaluate))
      window.show(field)
      field.text = "12"
      XCTAssertNotNil(showInputView(of: field))
      let star = ScriptedPress(ScriptedKey("*", usage: .keyboard8))

      for step in [
        #selector(UIResponder.pressesBegan(_:with:)), #selector(UIResponder.pressesEnded(_:with:)),
      ] {
        XCTAssertTrue(
          UIApplication.shared.sendAction(step, to: nil, from: NSSet(object: star), for: nil),
          "UIKit found no responder for \(step)")
      }
      finishTheMainQueuesTurn()

      XCTAssertEqual(field.text, "12×")
      XCTAssertEqual(screen.keys, [], "the key the keyboard typed went on up the responder chain")
    }

    /// Fails if a hardware `*` types anything but one `×` (the field types `*` itself, or the
    /// keyboard and the field both type).
    func testAHardwareStarTypesExactlyOneTimesSign() throws {
      let scene = try typingField(text: "12")
      let field = scene.field
      let star = ScriptedPress(ScriptedKey("*", usage: .keyboard8))

      type(star, into: field)

      XCTAssertEqual(field.text, "12×")
    }

    /// Fails if the field lets UIKit's text system type the text of a key the keyboard already
    /// typed (`insertText` or `deleteBackward` while the key is down), typing it twice.
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

    /// Fails if a hardware `=` or Return does not evaluate in place.
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

  /// A screen that logs the characters of the key presses that reach it up the responder chain.
  private final class PressLog: UIViewController {
    private(set) var keys: [String] = []

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      keys += presses.compactMap { $0.key?.characters }
      super.pressesBegan(presses, with: event)
    }
  }
#endif
