#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// Previous, Next and Done in the result bar of a keyboard two fields share, through UIKit's
  /// responder chain: the bar's buttons are found as VoiceOver finds them (by label) and
  /// tapped through `sendActions(for:)`, and the focus is read from `isFirstResponder`.
  ///
  /// Each test fails if a button is not wired to the keyboard, if the keyboard does not make the
  /// next field first responder through UIKit (or picks the wrong one: the field below is
  /// attached first, so the attachment order is not the screen order), if Done leaves the field
  /// editing, or if the buttons do not show and dim as the fields' order says.
  @MainActor
  final class FieldNavigationTests: XCTestCase {
    func testNextMovesTheFocusToTheFieldBelowAndPreviousBackDoneEndsEditing() throws {
      let window = try TestWindow(in: self)
      let (top, below) = (UITextField(frame: .zero), UITextField(frame: .zero))
      window.show(top)
      window.show(below)
      below.frame.origin.y += 60
      let keyboard = CalculatorKeyboard(locale: Locale(identifier: "en_US"))
      keyboard.fieldNavigation = .screenOrder
      keyboard.attach(to: below)
      keyboard.attach(to: top)
      XCTAssertNotNil(showInputView(of: top))
      let bar = try XCTUnwrap(top.inputAccessoryView, "the result bar shows above the keys")

      let previous = try button("previous field", in: bar)
      XCTAssertFalse(previous.isEnabled, "Previous is dimmed on the first field")
      try button("next field", in: bar).sendActions(for: .touchUpInside)
      XCTAssertTrue(below.isFirstResponder, "Next made the field below first responder")
      XCTAssertFalse(try button("next field", in: bar).isEnabled, "Next is dimmed on the last")

      try button("previous field", in: bar).sendActions(for: .touchUpInside)
      XCTAssertTrue(top.isFirstResponder, "Previous made the field above first responder")

      try button("Done", in: bar).sendActions(for: .touchUpInside)
      XCTAssertFalse(top.isFirstResponder, "Done ended editing")
      XCTAssertFalse(below.isFirstResponder)
    }

    func testWithOneFieldTheBarShowsNoButtons() throws {
      let window = try TestWindow(in: self)
      let field = UITextField(frame: .zero)
      window.show(field)
      let keyboard = CalculatorKeyboard(locale: Locale(identifier: "en_US"))
      keyboard.fieldNavigation = .screenOrder
      keyboard.attach(to: field)
      XCTAssertNotNil(showInputView(of: field))
      let bar = try XCTUnwrap(field.inputAccessoryView)

      XCTAssertTrue(try button("next field", in: bar).isHidden, "no field to move to")
    }

    /// Fails if a field whose input view the app replaced keeps the keyboard's bar when it
    /// edits with the system keyboard (the keyboard, held by nothing else, is gone and cannot take
    /// its bar back: a stale result and dead buttons, which crashed when the bar held its keyboard
    /// unowned), or if the keyboard is never freed once it has.
    func testAFieldWhoseInputViewIsReplacedLosesTheBarAndFreesTheKeyboard() throws {
      let window = try TestWindow(in: self)
      let field = UITextField(frame: .zero)
      window.show(field)
      weak var freed: CalculatorKeyboard?
      autoreleasepool {
        let keyboard = CalculatorKeyboard(locale: Locale(identifier: "en_US"))
        keyboard.fieldNavigation = .screenOrder
        keyboard.attach(to: field)
        freed = keyboard
      }
      XCTAssertNotNil(field.inputAccessoryView, "the result bar is the field's")
      field.inputView = nil
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
      XCTAssertNotNil(freed, "the bar keeps its keyboard while it is on the field")

      XCTAssertTrue(field.becomeFirstResponder(), "the field edits with the system keyboard")
      waitUntil("the keyboard took its bar back") { field.inputAccessoryView == nil }
      field.resignFirstResponder()
      waitUntil("the keyboard is freed with its bar") { freed == nil }
    }

    /// The bar's button VoiceOver reads as `label`.
    private func button(
      _ label: String, in bar: UIView, file: StaticString = #filePath, line: UInt = #line
    ) throws -> UIButton {
      let buttons = bar.subviews.compactMap { $0 as? UIButton }
      return try XCTUnwrap(
        buttons.first { $0.accessibilityLabel == label }, "no \(label) button in the bar",
        file: file, line: line)
    }
  }
#endif
