#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// A hardware key held down on a `CalculatorField`: it types again and again until it goes up,
  /// as a held key does with the system keyboard, and the text UIKit's text system inserts for
  /// it meanwhile is not typed twice.
  ///
  /// UIKit calls `pressesBegan` once for a held key and gives a responder no public repeat, so
  /// the keyboard repeats it on its own timer; the presses are scripted `UIPress` objects handed
  /// to the field's press methods (see `HardwareKeyboardTests`). The first test fails if a held
  /// digit types once (no repeat), the second if it repeats on after it went up.
  @MainActor
  final class HardwareKeyRepeatTests: XCTestCase {
    func testAHeldDigitTypesAgainUntilItGoesUp() throws {
      let field = try typingField()
      let seven = ScriptedPress(ScriptedKey("7", usage: .keyboard7))

      field.pressesBegan([seven], with: nil)
      field.insertText("7")  // UIKit's text system typing the held key itself: dropped
      waitUntil("the held 7 repeats", timeout: 5) { (field.text?.count ?? 0) >= 3 }
      field.pressesEnded([seven], with: nil)
      finishTheMainQueuesTurn()

      XCTAssertEqual(Set(field.text ?? ""), ["7"], "only sevens: \(field.text ?? "")")
    }

    func testAKeyThatWentUpRepeatsNoMore() throws {
      let field = try typingField()
      let seven = ScriptedPress(ScriptedKey("7", usage: .keyboard7))
      field.pressesBegan([seven], with: nil)
      field.pressesEnded([seven], with: nil)
      finishTheMainQueuesTurn()
      XCTAssertEqual(field.text, "7")

      // Longer than the delay before the first repeat, and several repeats after it.
      let quiet = Date(timeIntervalSinceNow: 1)
      turnMainRunLoop(timeout: 2) { Date() > quiet }

      XCTAssertEqual(field.text, "7", "a key that went up types nothing more")
    }

    /// An empty `CalculatorField`, first responder with its keyboard in a window of the test's.
    private func typingField() throws -> CalculatorField {
      let field = CalculatorField()
      _ = try TypingField(text: "", keyboard: field.keyboard, field: field, in: self)
      return field
    }
  }
#endif
