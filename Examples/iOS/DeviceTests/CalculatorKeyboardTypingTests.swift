#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// Keys pressed on a `CalculatorKeyboard` type into a real `UITextField` and `UITextView` at
  /// the caret, through the keyboard's touch and VoiceOver entry points: the delegate is asked
  /// with the exact range, and each change signal reaches the app exactly once.
  @MainActor
  final class CalculatorKeyboardTypingTests: XCTestCase {
    func testATappedKeyTypesIntoATextFieldAtTheCaretAskingTheDelegateWithTheExactRange() throws {
      let window = try TestWindow()
      defer { window.close() }
      let keyboard = CalculatorKeyboard()
      let field = window.showField(typingWith: keyboard)
      field.text = "12+3"
      let log = FieldEventLog(field: field)
      XCTAssertNotNil(showInputView(of: field))
      placeCaret(of: field, at: 2)
      log.clear()

      try keyboard.tap("digit5")
      finishTheMainQueuesTurn()

      XCTAssertEqual(field.text, "125+3")
      XCTAssertEqual(caretOffset(of: field), 3, "the caret follows the typed digit")
      XCTAssertEqual(log.count("shouldChange 2,0 5"), 1, "asked once, at the caret: \(log.entries)")
      XCTAssertEqual(log.count("editingChanged"), 1, "\(log.entries)")
      XCTAssertEqual(log.count("textDidChangeNotification"), 1, "\(log.entries)")
    }

    func testAKeyActivatedByVoiceOverTypesIntoATextViewAtTheCaret() throws {
      let window = try TestWindow()
      defer { window.close() }
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

    func testBackspaceDeletesTheCharacterBeforeTheCaretAndASelectionIsReplaced() throws {
      let window = try TestWindow()
      defer { window.close() }
      let keyboard = CalculatorKeyboard()
      let field = window.showField(typingWith: keyboard)
      field.text = "12+3"
      let log = FieldEventLog(field: field)
      XCTAssertNotNil(showInputView(of: field))
      placeCaret(of: field, at: 3)

      // Backspace acts as its finger goes down; the finger lifts at once, before any repeat.
      try keyboard.tap("delete")
      finishTheMainQueuesTurn()
      XCTAssertEqual(field.text, "123")
      XCTAssertEqual(log.count("shouldChange 2,1 "), 1, "\(log.entries)")

      let start = field.beginningOfDocument
      field.selectedTextRange = field.textRange(
        from: try XCTUnwrap(field.position(from: start, offset: 1)),
        to: try XCTUnwrap(field.position(from: start, offset: 3)))
      try keyboard.tap("times")
      finishTheMainQueuesTurn()
      XCTAssertEqual(field.text, "1×")
      XCTAssertEqual(log.count("shouldChange 1,2 ×"), 1, "\(log.entries)")
    }

    func testAKeyDuringACompositionCommitsItAndTypesAfterIt() throws {
      let window = try TestWindow()
      defer { window.close() }
      let keyboard = CalculatorKeyboard()
      let field = window.showField(typingWith: keyboard)
      field.text = "12"
      XCTAssertNotNil(showInputView(of: field))
      placeCaret(of: field, at: 2)
      // What a hardware keyboard's input method does while composing.
      field.setMarkedText("あい", selectedRange: NSRange(location: 1, length: 0))
      XCTAssertNotNil(field.markedTextRange)

      try keyboard.tap("digit5")
      finishTheMainQueuesTurn()

      XCTAssertEqual(field.text, "12あい5", "the composition is whole, the digit after it")
      XCTAssertNil(field.markedTextRange, "the composition is committed")
      XCTAssertEqual(caretOffset(of: field), 5)
    }

    func testTypingCanBeUndone() throws {
      let window = try TestWindow()
      defer { window.close() }
      let keyboard = CalculatorKeyboard()
      let field = window.showField(typingWith: keyboard)
      field.text = "12"
      XCTAssertNotNil(showInputView(of: field))

      try keyboard.tap("digit3")
      finishTheMainQueuesTurn()
      XCTAssertEqual(field.text, "123")
      let undoManager = try XCTUnwrap(field.undoManager)
      XCTAssertTrue(undoManager.canUndo, "the key was registered for undo, as typing is")
      undoManager.undo()

      XCTAssertEqual(field.text, "12")
    }

    func testADimmedReturnKeyRefusesVoiceOversActivation() throws {
      let window = try TestWindow()
      defer { window.close() }
      let keyboard = CalculatorKeyboard()
      let field = window.showField(typingWith: keyboard)
      field.returnKeyType = .done
      field.enablesReturnKeyAutomatically = true
      XCTAssertNotNil(showInputView(of: field))

      XCTAssertFalse(try keyboard.activate("return"), "Return waits for text")
      XCTAssertTrue(try keyboard.keyView("return").accessibilityTraits.contains(.notEnabled))
      XCTAssertEqual(try keyboard.keyView("return").accessibilityLabel, "Done")
    }

    func testAKeyPressedRightAfterAnotherFieldBecomesFirstResponderTypesIntoThatField() throws {
      let window = try TestWindow()
      defer { window.close() }
      let keyboard = CalculatorKeyboard()
      let amount = UITextField(frame: .zero)
      let tip = UITextField(frame: .zero)
      keyboard.attach(to: amount)
      keyboard.attach(to: tip)
      window.show(amount)
      window.root.view.addSubview(tip)
      tip.frame = amount.frame.offsetBy(dx: 0, dy: 60)
      XCTAssertNotNil(showInputView(of: amount))
      let seven = try XCTUnwrap(keyboard.layout.keys.firstIndex { $0.id == "digit7" })

      // No turn of the run loop between the two: the editing notifications UIKit posts inside
      // becomeFirstResponder() reach the keyboard before it returns.
      XCTAssertTrue(tip.becomeFirstResponder())
      keyboard.pressKey(at: seven)

      XCTAssertEqual(tip.text, "7")
      XCTAssertEqual(amount.text ?? "", "")
    }
  }
#endif
