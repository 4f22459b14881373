#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// The hardware keys and editing commands that once got past a `CalculatorField`'s rules or
  /// its overlay: Option-characters, the keypad's `=` and comma, a held key whose key-up never
  /// comes, and paste and undo under a `.keyboard` overlay.
  ///
  /// Presses are scripted `UIPress` objects (see `HardwareKeyboardTests`) handed to the responder
  /// UIKit finds with `sendAction(_:to:from:for:)` and no target, as it delivers actions, key
  /// commands and edit-menu commands; where a test calls a field's method directly it says so.
  @MainActor
  final class HardwareKeyEditingTests: XCTestCase {
    /// Fails if Option counts as a shortcut again: Option-/ is then passed on to the field,
    /// which types nothing for a scripted press, instead of typing `÷` through the keyboard; or
    /// if Option-- (an en dash, no key of the calculator's) goes in.
    func testOptionCharactersTypeThroughTheKeysOrNotAtAll() throws {
      let field = try typingField(text: "12")

      deliver(ScriptedPress(ScriptedKey("÷", usage: .keyboardSlash, modifiers: .alternate)))
      XCTAssertEqual(field.text, "12÷")

      deliver(ScriptedPress(ScriptedKey("–", usage: .keyboardHyphen, modifiers: .alternate)))
      XCTAssertEqual(field.text, "12÷", "a dash the keys cannot type is refused")
    }

    /// Fails if keypad `=` or the keypad comma (a Brazilian keyboard's) are left to the field
    /// again: `=` then does not evaluate, and the comma is not typed as the decimal separator.
    func testTheKeypadsEqualsEvaluatesAndItsCommaTypesTheSeparator() throws {
      let field = try typingField(text: "12+3")

      deliver(ScriptedPress(ScriptedKey("=", usage: .keypadEqualSign)))
      XCTAssertEqual(field.text, "15")

      deliver(ScriptedPress(ScriptedKey(",", usage: .keypadComma)))
      XCTAssertEqual(field.text, "15.")
    }

    /// Fails if a held key repeats on once its field has stopped editing, when its key-up goes
    /// to no one: the repeats then type into the next field the shared keyboard types into. The
    /// focus moves through UIKit, which posts the end of editing.
    func testAHeldKeyStopsRepeatingWhenItsFieldStopsEditing() throws {
      let scene = try typingScene(text: "")
      let field = try XCTUnwrap(scene.field as? CalculatorField)
      let next = CalculatorField(keyboard: field.keyboard)
      scene.window.show(next)
      let seven = ScriptedPress(ScriptedKey("7", usage: .keyboard7))
      field.pressesBegan([seven], with: nil)
      waitUntil("the held 7 repeats", timeout: 5) { (field.text?.count ?? 0) >= 2 }

      XCTAssertTrue(next.becomeFirstResponder())
      let quiet = Date(timeIntervalSinceNow: 1)
      turnMainRunLoop(timeout: 2) { Date() > quiet }

      XCTAssertEqual(next.text, "", "the 7 held in the field before typed nothing here")
    }

    /// Fails if `CalculatorField` stops handing a cancelled press to its keyboard
    /// (`pressesCancelled`, called directly here, as UIKit calls it when the app resigns active
    /// with a key held): the key then repeats on.
    func testACancelledKeyRepeatsNoMore() throws {
      let field = try typingField(text: "")
      let seven = ScriptedPress(ScriptedKey("7", usage: .keyboard7))
      field.pressesBegan([seven], with: nil)
      waitUntil("the held 7 repeats", timeout: 5) { (field.text?.count ?? 0) >= 2 }

      field.pressesCancelled([seven], with: nil)
      finishTheMainQueuesTurn()
      let typed = field.text
      let quiet = Date(timeIntervalSinceNow: 1)
      turnMainRunLoop(timeout: 2) { Date() > quiet }

      XCTAssertEqual(field.text, typed, "no seven after the press was cancelled")
    }

    /// Fails if a `CalculatorField` under a `.keyboard` overlay still takes a paste, an undo or
    /// an Option-character: UIKit's dispatch of the edit commands (`sendAction` with no target,
    /// which asks `canPerformAction`), the field's undo manager and a delivered press all go
    /// through. Copying still works, and all of it comes back once the overlay has gone.
    func testUnderAKeyboardOverlayTheFieldTakesNoPasteUndoOrOptionCharacter() throws {
      let scene = try typingScene(text: "")
      let field = try XCTUnwrap(scene.field as? CalculatorField)
      try field.keyboard.tap("digit4")
      finishTheMainQueuesTurn()
      XCTAssertEqual(field.text, "4")
      XCTAssertEqual(field.undoManager?.canUndo, true, "typing registered its undo")
      UIPasteboard.general.string = "99"
      let paste = #selector(UIResponderStandardEditActions.paste(_:))
      let copy = #selector(UIResponderStandardEditActions.copy(_:))
      let undo = NSSelectorFromString("undo:")

      let overlay = ActivityOverlay(
        attachedTo: scene.window.root.view, coverage: .keyboard, configuration: .immediate())
      let token = overlay.begin()
      waitUntil("the overlay covers the keys") { overlay.superview === field.keyboard }

      XCTAssertFalse(field.canPerformAction(paste, withSender: nil))
      XCTAssertFalse((field.target(forAction: paste, withSender: nil) as? UIResponder) === field)
      UIApplication.shared.sendAction(paste, to: nil, from: nil, for: nil)
      UIApplication.shared.sendAction(undo, to: nil, from: nil, for: nil)
      XCTAssertNil(field.undoManager, "no undo manager for ⌘Z or a shake")
      XCTAssertEqual(field.editingInteractionConfiguration, .none, "no three-finger undo")
      deliver(ScriptedPress(ScriptedKey("÷", usage: .keyboardSlash, modifiers: .alternate)))
      field.selectedTextRange = field.textRange(
        from: field.beginningOfDocument, to: field.endOfDocument)
      XCTAssertTrue(field.canPerformAction(copy, withSender: nil), "copying still works")
      XCTAssertEqual(field.text, "4", "nothing edited the covered field")

      overlay.end(token)
      waitUntil("the overlay has gone") { overlay.superview == nil }
      XCTAssertEqual(field.undoManager?.canUndo, true, "the undo kept for after the overlay")
      XCTAssertTrue(field.canPerformAction(paste, withSender: nil))
    }

    /// A `CalculatorField` holding `text`, first responder with its keyboard in a window of the
    /// test's.
    private func typingScene(text: String) throws -> TypingField {
      let field = CalculatorField(keyboard: CalculatorKeyboard(returnBehavior: .evaluate))
      return try TypingField(text: text, keyboard: field.keyboard, field: field, in: self)
    }

    private func typingField(text: String) throws -> CalculatorField {
      let scene = try typingScene(text: text)
      return try XCTUnwrap(scene.field as? CalculatorField)
    }

    /// `press` down and up, as UIKit hands a key to the first responder it finds.
    private func deliver(_ press: UIPress, file: StaticString = #filePath, line: UInt = #line) {
      for step in [
        #selector(UIResponder.pressesBegan(_:with:)), #selector(UIResponder.pressesEnded(_:with:)),
      ] {
        XCTAssertTrue(
          UIApplication.shared.sendAction(step, to: nil, from: NSSet(object: press), for: nil),
          "UIKit found no responder for \(step)", file: file, line: line)
      }
      finishTheMainQueuesTurn(file: file, line: line)
    }
  }
#endif
