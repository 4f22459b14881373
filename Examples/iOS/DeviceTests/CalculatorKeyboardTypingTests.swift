#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// Keys pressed on a `CalculatorKeyboard` type into a real `UITextField` and `UITextView` at
  /// the caret, through the keyboard's touch and VoiceOver entry points: the delegate is asked
  /// with the exact range, and each change signal reaches the app exactly once. A tap calls the
  /// touch methods of the view the keyboard's own hit test finds (`ScriptedTouch`): no public
  /// API makes a touch UIKit delivers.
  @MainActor
  final class CalculatorKeyboardTypingTests: XCTestCase {
    /// Fails if a key sets the field's text in code (no delegate question, caret at the end)
    /// instead of replacing the caret's range through `UITextInput`, asks with another range, or
    /// gives a change signal twice or not at all.
    func testATappedKeyTypesIntoATextFieldAtTheCaretAskingTheDelegateWithTheExactRange() throws {
      let scene = try TypingField(text: "12+3", in: self)
      placeCaret(of: scene.field, at: 2)

      try scene.keyboard.tap("digit5")
      finishTheMainQueuesTurn()

      XCTAssertEqual(scene.field.text, "125+3")
      XCTAssertEqual(caretOffset(of: scene.field), 3, "the caret follows the typed digit")
      XCTAssertEqual(scene.log.count("shouldChange 2,0 5"), 1, "asked once: \(scene.log.entries)")
      XCTAssertEqual(scene.log.count("editingChanged"), 1, "\(scene.log.entries)")
      XCTAssertEqual(scene.log.count("textDidChangeNotification"), 1, "\(scene.log.entries)")
    }

    /// Fails if the keyboard tells touches apart by anything but their identity across a tap
    /// (a second tap while the first touch object lives types nothing).
    func testTwoKeysTappedOneAfterTheOtherTypeBothWhileTheFirstFingerIsStillAlive() throws {
      let scene = try TypingField(text: "", in: self)
      // UIKit may keep a touch object after its finger lifts (an event, a gesture recognizer,
      // Zombies or Guard Malloc): the second tap's touch can then never reuse its address.
      var fingers: [UITouch] = []

      fingers.append(try scene.keyboard.tap("digit4"))
      fingers.append(try scene.keyboard.tap("digit2"))
      finishTheMainQueuesTurn()

      XCTAssertFalse(fingers[0] === fingers[1], "two taps, two touches")
      XCTAssertEqual(scene.field.text, "42", "each tap typed its key")
      XCTAssertEqual(scene.log.count("editingChanged"), 2, "\(scene.log.entries)")
    }

    /// Fails if a touch that ends on a key types without having begun on the keyboard.
    func testAFingerLiftedThatNeverWentDownOnTheKeyboardTypesNothing() throws {
      let scene = try TypingField(text: "1", in: self)
      let keyboard = scene.keyboard
      keyboard.layoutIfNeeded()
      let center = try keyboard.keyView("digit8").center
      let finger = try XCTUnwrap(keyboard.hitTest(center, with: nil))
      let down = ScriptedTouch(at: center)
      let other = ScriptedTouch(at: center)

      // A finger lands on the key and another touch object, never begun here, ends on it.
      finger.touchesBegan([down], with: nil)
      finger.touchesEnded([other], with: nil)
      finishTheMainQueuesTurn()

      XCTAssertEqual(scene.field.text, "1", "a touch the keyboard never saw begin types nothing")
      finger.touchesEnded([down], with: nil)
      finishTheMainQueuesTurn()
      XCTAssertEqual(scene.field.text, "18", "the finger that went down types as it lifts")
    }

    /// Fails if a key's VoiceOver activation does not type into a `UITextView` at its caret with
    /// the delegate asked once and each signal once.
    func testAKeyActivatedByVoiceOverTypesIntoATextViewAtTheCaret() throws {
      let window = try TestWindow(in: self)
      let keyboard = CalculatorKeyboard()
      let textView = UITextView(frame: .zero)
      keyboard.attach(to: textView)
      textView.text = "12+3"
      window.show(textView)
      let log = FieldEventLog(textView: textView)
      XCTAssertNotNil(showInputView(of: textView))
      textView.selectedRange = NSRange(location: 2, length: 0)
      log.clear()

      XCTAssertTrue(
        try keyboard.activate("digit5"), "an enabled key answers VoiceOver's activation")
      finishTheMainQueuesTurn()

      XCTAssertEqual(textView.text, "125+3")
      XCTAssertEqual(textView.selectedRange, NSRange(location: 3, length: 0))
      XCTAssertEqual(log.count("shouldChange 2,0 5"), 1, "\(log.entries)")
      XCTAssertEqual(log.count("textViewDidChange"), 1, "\(log.entries)")
      XCTAssertEqual(log.count("textDidChangeNotification"), 1, "\(log.entries)")
    }

    /// Fails if backspace deletes anything but the character before the caret, or a key does not
    /// replace the selection, each asked of the delegate with its exact range.
    func testBackspaceDeletesTheCharacterBeforeTheCaretAndASelectionIsReplaced() throws {
      let scene = try TypingField(text: "12+3", in: self)
      let field = scene.field
      placeCaret(of: field, at: 3)

      // Backspace acts as its finger goes down; the finger lifts at once, before any repeat.
      try scene.keyboard.tap("delete")
      finishTheMainQueuesTurn()
      XCTAssertEqual(field.text, "123")
      XCTAssertEqual(scene.log.count("shouldChange 2,1 "), 1, "\(scene.log.entries)")

      let start = field.beginningOfDocument
      field.selectedTextRange = field.textRange(
        from: try XCTUnwrap(field.position(from: start, offset: 1)),
        to: try XCTUnwrap(field.position(from: start, offset: 3)))
      try scene.keyboard.tap("times")
      finishTheMainQueuesTurn()
      XCTAssertEqual(field.text, "1×")
      XCTAssertEqual(scene.log.count("shouldChange 1,2 ×"), 1, "\(scene.log.entries)")
    }

    /// Fails if a key typed during a composition replaces or splits the marked text instead of
    /// committing it and typing after it.
    func testAKeyDuringACompositionCommitsItAndTypesAfterIt() throws {
      let scene = try TypingField(text: "12", in: self)
      placeCaret(of: scene.field, at: 2)
      // What a hardware keyboard's input method does while composing.
      scene.field.setMarkedText("あい", selectedRange: NSRange(location: 1, length: 0))
      XCTAssertNotNil(scene.field.markedTextRange)

      try scene.keyboard.tap("digit5")
      finishTheMainQueuesTurn()

      XCTAssertEqual(scene.field.text, "12あい5", "the composition is whole, the digit after it")
      XCTAssertNil(scene.field.markedTextRange, "the composition is committed")
      XCTAssertEqual(caretOffset(of: scene.field), 5)
    }

    /// Fails if a key press registers no undo of its own: the undo manager, emptied before the
    /// key, has nothing to undo after it (a keyboard that set the text in code, which UIKit
    /// registers no undo for), or undoing does not put back exactly the text before the key.
    func testTypingCanBeUndone() throws {
      let scene = try TypingField(text: "12", in: self)
      let undoManager = try XCTUnwrap(scene.field.undoManager)
      undoManager.removeAllActions()
      XCTAssertFalse(undoManager.canUndo, "nothing to undo before the key")

      try scene.keyboard.tap("digit3")
      finishTheMainQueuesTurn()
      XCTAssertEqual(scene.field.text, "123")
      XCTAssertTrue(undoManager.canUndo, "the key registered an undo, as typing does")
      undoManager.undo()

      XCTAssertEqual(scene.field.text, "12")
    }

    /// Fails if a Return that waits for text (`enablesReturnKeyAutomatically`) answers VoiceOver's
    /// activation, is not marked not enabled, or is not labelled with the return key's title.
    func testADimmedReturnKeyRefusesVoiceOversActivation() throws {
      let field = UITextField(frame: .zero)
      field.returnKeyType = .done
      field.enablesReturnKeyAutomatically = true
      let scene = try TypingField(text: "", field: field, in: self)

      XCTAssertFalse(try scene.keyboard.activate("return"), "Return waits for text")
      XCTAssertTrue(try scene.keyboard.keyView("return").accessibilityTraits.contains(.notEnabled))
      XCTAssertEqual(try scene.keyboard.keyView("return").accessibilityLabel, "Done")
    }

    /// Fails if the keyboard learns of the new field only on a later turn of the run loop and
    /// types into the old one.
    func testAKeyPressedRightAfterAnotherFieldBecomesFirstResponderTypesIntoThatField() throws {
      let scene = try TypingField(text: "", in: self)
      let tip = UITextField(frame: scene.field.frame.offsetBy(dx: 0, dy: 60))
      scene.keyboard.attach(to: tip)
      scene.window.root.view.addSubview(tip)

      // No turn of the run loop between the two: the editing notifications UIKit posts inside
      // becomeFirstResponder() reach the keyboard before it returns.
      XCTAssertTrue(tip.becomeFirstResponder())
      XCTAssertTrue(try scene.keyboard.activate("digit7"))

      XCTAssertEqual(tip.text, "7")
      XCTAssertEqual(scene.field.text, "")
    }
  }
#endif
