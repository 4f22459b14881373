#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// Return on a real text field: it evaluates, the app hears the new text before the control
  /// events a form submits on, each event arrives exactly once, a "Did End On Exit" action ends
  /// editing as UIKit's own Return does, and a `textFieldShouldReturn` that moves the focus keeps
  /// the value in the field that pressed Return.
  @MainActor
  final class CalculatorKeyboardReturnTests: XCTestCase {
    /// Fails if Return does not evaluate, sends a control event before the new text's change
    /// signals, or any of them twice or not at all.
    func testReturnEvaluatesAndTheAppHearsTheNewTextBeforeItsControlEventsEachOnce() throws {
      let scene = try TypingField(text: "12+3", in: self)
      let (field, log) = (scene.field, scene.log)
      var textAtPrimaryAction: String?
      field.addAction(
        UIAction { [weak field] _ in textAtPrimaryAction = field?.text },
        for: .primaryActionTriggered)

      try scene.keyboard.tap("return")
      finishTheMainQueuesTurn()

      XCTAssertEqual(field.text, "15")
      XCTAssertEqual(textAtPrimaryAction, "15")
      for entry in [
        "shouldReturn", "editingChanged", "textDidChangeNotification", "editingDidEndOnExit",
        "primaryActionTriggered",
      ] {
        XCTAssertEqual(log.count(entry), 1, "\(entry) once: \(log.entries)")
      }
      let changed = try XCTUnwrap(log.index(of: "editingChanged"))
      let notified = try XCTUnwrap(log.index(of: "textDidChangeNotification"))
      let submitted = try XCTUnwrap(log.index(of: "primaryActionTriggered"))
      XCTAssertLessThan(changed, submitted, "the new text's signals come first: \(log.entries)")
      XCTAssertLessThan(notified, submitted, "the new text's signals come first: \(log.entries)")
    }

    /// Fails if `.evaluateThenResign` ends editing before the result's change signal, or not at
    /// all.
    func testReturnThatEvaluatesThenLeavesEndsEditingAfterTheLastChangeSignal() throws {
      let scene = try TypingField(
        text: "12+3", keyboard: CalculatorKeyboard(returnBehavior: .evaluateThenResign), in: self)

      try scene.keyboard.tap("return")
      finishTheMainQueuesTurn()

      XCTAssertEqual(scene.field.text, "15")
      XCTAssertFalse(scene.field.isFirstResponder)
      let changed = try XCTUnwrap(scene.log.index(of: "editingChanged"))
      let ended = try XCTUnwrap(scene.log.index(of: "editingDidEnd"))
      XCTAssertLessThan(changed, ended, "\(scene.log.entries)")
      XCTAssertEqual(scene.log.count("editingDidEnd"), 1, "\(scene.log.entries)")
    }

    /// Fails if Return ends editing without a "Did End On Exit" action, or keeps editing with
    /// one (the system keyboard's rule).
    func testAFieldWithADidEndOnExitActionStopsEditingOnReturnAsWithTheSystemKeyboard() throws {
      let window = try TestWindow(in: self)
      let keyboard = CalculatorKeyboard(returnBehavior: .evaluate)
      let field = window.showField(typingWith: keyboard)
      field.text = "12+3"
      var submitted = 0
      field.addAction(UIAction { _ in submitted += 1 }, for: .primaryActionTriggered)
      XCTAssertNotNil(showInputView(of: field))

      try keyboard.tap("return")
      finishTheMainQueuesTurn()
      XCTAssertEqual(field.text, "15")
      XCTAssertEqual(submitted, 1)
      XCTAssertTrue(field.isFirstResponder, "evaluating in place keeps the field editing")

      var exits = 0
      field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
      field.text = "2×4"
      try keyboard.tap("return")
      finishTheMainQueuesTurn()

      XCTAssertEqual(field.text, "8")
      XCTAssertEqual(exits, 1)
      XCTAssertFalse(field.isFirstResponder, "a Did End On Exit action ends editing")
    }

    /// Fails if the result goes to the field `textFieldShouldReturn` focused instead of the one
    /// that pressed Return, or a signal repeats.
    func testReturnWhoseDelegateMovesTheFocusLeavesTheValueInTheFieldThatPressedIt() throws {
      let scene = try TypingField(text: "12+3", in: self)
      let tip = UITextField(frame: scene.field.frame.offsetBy(dx: 0, dy: 60))
      scene.keyboard.attach(to: tip)
      scene.window.root.view.addSubview(tip)
      tip.text = "7"
      scene.log.onReturn = { _ in _ = tip.becomeFirstResponder() }

      try scene.keyboard.tap("return")
      finishTheMainQueuesTurn()

      XCTAssertEqual(scene.field.text, "15")
      XCTAssertEqual(tip.text, "7")
      XCTAssertTrue(tip.isFirstResponder)
      for entry in ["editingChanged", "textDidChangeNotification", "primaryActionTriggered"] {
        XCTAssertEqual(scene.log.count(entry), 1, "\(entry) once: \(scene.log.entries)")
      }
    }
  }
#endif
