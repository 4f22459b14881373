#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// `field.inputView = CalculatorKeyboard()` alone, in a real window: UIKit shows the keyboard
  /// in place of the system keyboard when the field becomes first responder, and announces it
  /// with the keyboard notifications the overlay and the prompt follow.
  @MainActor
  final class CalculatorKeyboardInputViewTests: XCTestCase {
    /// Fails if the keyboard does not show as the field's input view across its keyboard window
    /// (a keyboard with no height, or one not spanning the width).
    func testTheKeyboardIsShownInTheKeyboardWindowWhenItsFieldBecomesFirstResponder() throws {
      let window = try TestWindow(in: self)
      let keyboard = CalculatorKeyboard()
      let field = window.showField(typingWith: keyboard)

      let keyboardWindow = try XCTUnwrap(showInputView(of: field))

      XCTAssertTrue(field.isFirstResponder)
      XCTAssertIdentical(field.inputView, keyboard)
      XCTAssertFalse(
        keyboardWindow === window.window,
        "UIKit hosts input views in a keyboard window of its own, not in the field's window")
      XCTAssertIdentical(keyboardWindow.windowScene, window.window.windowScene)
      XCTAssertGreaterThan(keyboard.bounds.height, 0)
      XCTAssertEqual(
        keyboard.bounds.width, keyboardWindow.bounds.width, accuracy: 0.5,
        "a docked input view spans its window's width")
    }

    /// Fails if the frame UIKit announces does not contain the keys as drawn (a keyboard that
    /// draws outside the height it gives UIKit), which the overlay and the prompt follow.
    func testTheKeyboardNotificationsFrameContainsTheKeyboard() throws {
      let window = try TestWindow(in: self)
      let keyboard = CalculatorKeyboard()
      let field = window.showField(typingWith: keyboard)
      let notifications = KeyboardNotificationLog(center: .default)

      let keyboardWindow = try XCTUnwrap(showInputView(of: field))
      waitUntil("UIKit posts keyboardDidShowNotification") { notifications.didShowEndFrame != nil }

      let announced = try XCTUnwrap(notifications.didShowEndFrame)
      let screen = try XCTUnwrap(keyboardWindow.windowScene?.screen)
      let drawn = keyboard.convert(keyboard.bounds, to: screen.coordinateSpace)
      XCTAssertTrue(
        announced.insetBy(dx: -0.5, dy: -0.5).contains(drawn),
        "keyboardFrameEndUserInfoKey \(announced) must contain the keyboard's frame on the "
          + "screen \(drawn)")
    }

    /// Fails if a keyboard set on a field already editing, without `attach(to:)`, does not find
    /// the field among its scene's first responders and types nowhere.
    func testAKeyboardSetAsTheInputViewOfAFieldAlreadyEditingTypesIntoIt() throws {
      let window = try TestWindow(in: self)
      let field = window.showField(typingWith: TestWindow.plainInputView())
      field.text = "4"
      XCTAssertNotNil(showInputView(of: field))
      let keyboard = CalculatorKeyboard()

      // No attach(to:): the keyboard finds the field among the first responders of its scene.
      field.inputView = keyboard
      field.reloadInputViews()
      waitUntil("UIKit shows the keyboard") { keyboard.window != nil }
      try keyboard.tap("digit2")
      finishTheMainQueuesTurn()

      XCTAssertEqual(field.text, "42")
    }

    /// Fails if the keyboard's height is not the core's for its window's size classes, or UIKit
    /// announces it at one height and then another (a height set only after the first frame).
    func testTheKeyboardIsAsTallAsItsWindowAsksFromItsFirstFrame() throws {
      let window = try TestWindow(in: self)
      let keyboard = CalculatorKeyboard()
      let field = window.showField(typingWith: keyboard)
      // No shortcuts bar: on the iPad UIKit may announce it as a frame change of its own.
      field.inputAssistantItem.leadingBarButtonGroups = []
      field.inputAssistantItem.trailingBarButtonGroups = []
      let frames = KeyboardNotificationLog(center: .default)

      let keyboardWindow = try XCTUnwrap(showInputView(of: field))
      waitUntil("UIKit posts keyboardDidShowNotification") { frames.didShowEndFrame != nil }

      // How tall that is, against the system keyboard, is KeyboardHeightTests'.
      XCTAssertEqual(
        keyboard.bounds.height, keyboard.intrinsicContentSize.height, accuracy: 0.5,
        "UIKit gives the keyboard the height it asks for in \(keyboardWindow.bounds.size)")
      let heights = frames.willChangeEndFrames.map(\.height)
      XCTAssertFalse(heights.isEmpty, "UIKit announced the keyboard's frame")
      XCTAssertEqual(
        Set(heights.map { Int(($0 * 2).rounded()) }).count, 1,
        "every frame UIKit announced on the way in is as tall, no jump: \(heights)")
    }

    /// Fails if the keyboard stays in its window after the field resigns.
    func testTheKeyboardLeavesItsWindowWhenTheFieldResigns() throws {
      let window = try TestWindow(in: self)
      let keyboard = CalculatorKeyboard()
      let field = window.showField(typingWith: keyboard)
      XCTAssertNotNil(showInputView(of: field))

      XCTAssertTrue(field.resignFirstResponder())

      waitUntil("UIKit takes the keyboard out of its window") { keyboard.window == nil }
    }
  }
#endif
