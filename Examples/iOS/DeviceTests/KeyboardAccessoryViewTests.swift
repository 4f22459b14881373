#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// The app's own accessory view and the keyboard's live-result bar, in a real window: an app's
  /// Done toolbar is never replaced, UIKit shows it above the calculator keys, and the bar the
  /// keyboard showed leaves with it.
  ///
  /// Each test fails if InputKit sets `inputAccessoryView` whatever the field had (the toolbar
  /// tests), leaves its bar behind when asked for no live result, or leaves it on a field that
  /// has gone back to the system keyboard. What shows above the keys is what UIKit puts in a
  /// window (`toolbar.window`), not InputKit's own state.
  @MainActor
  final class KeyboardAccessoryViewTests: XCTestCase {
    func testAttachingKeepsTheAppsDoneToolbarAboveTheKeys() throws {
      let window = try TestWindow(in: self)
      let field = UITextField(frame: .zero)
      let toolbar = Self.doneToolbar()
      field.inputAccessoryView = toolbar
      window.show(field)
      let keyboard = CalculatorKeyboard()

      keyboard.attach(to: field)
      XCTAssertNotNil(showInputView(of: field))

      XCTAssertIdentical(field.inputAccessoryView, toolbar, "the app's toolbar is kept")
      waitUntil("UIKit shows the app's toolbar above the keys") { toolbar.window != nil }
      XCTAssertIdentical(toolbar.window, keyboard.window, "the toolbar is over the calculator")
    }

    func testACalculatorFieldKeepsAToolbarSetOnItWhenItGetsAnotherKeyboard() throws {
      let window = try TestWindow(in: self)
      let field = CalculatorField()
      let toolbar = Self.doneToolbar()
      field.inputAccessoryView = toolbar
      window.show(field)

      field.keyboard = CalculatorKeyboard(layout: .decimalPad)
      XCTAssertNotNil(showInputView(of: field))

      XCTAssertIdentical(field.inputAccessoryView, toolbar)
      waitUntil("UIKit shows the app's toolbar above the keys") { toolbar.window != nil }
    }

    func testNoLiveResultTakesTheBarAway() throws {
      let (field, keyboard) = try attachedField()
      let bar = try XCTUnwrap(field.inputAccessoryView, "the live result shows above the keys")
      waitUntil("UIKit shows the bar") { bar.window != nil }

      keyboard.attach(to: field, showsLiveResult: false)

      XCTAssertNil(field.inputAccessoryView)
      waitUntil("UIKit takes the bar off the screen") { bar.window == nil }
    }

    func testTheBarLeavesWithTheKeyboard() throws {
      let (field, keyboard) = try attachedField()
      XCTAssertNotNil(field.inputAccessoryView)
      XCTAssertTrue(field.resignFirstResponder())
      waitUntil("the keyboard has left") { keyboard.window == nil }

      field.inputView = nil
      XCTAssertTrue(field.becomeFirstResponder())

      XCTAssertNil(field.inputAccessoryView, "no result bar over the system keyboard")
    }

    /// A field attached to a new keyboard, live result and all, editing in a window of the
    /// test's with the keyboard on screen.
    private func attachedField() throws -> (UITextField, CalculatorKeyboard) {
      let window = try TestWindow(in: self)
      let field = UITextField(frame: .zero)
      window.show(field)
      let keyboard = CalculatorKeyboard()
      keyboard.attach(to: field)
      XCTAssertNotNil(showInputView(of: field))
      return (field, keyboard)
    }

    /// A Done toolbar, as an app puts above a number pad.
    static func doneToolbar() -> UIToolbar {
      let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      toolbar.items = [
        UIBarButtonItem(systemItem: .flexibleSpace), UIBarButtonItem(systemItem: .done),
      ]
      return toolbar
    }
  }
#endif
