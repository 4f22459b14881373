#if canImport(UIKit)
  import UIKit
  import XCTest

  /// The window UIKit shows a keyboard in, compared with the app's: the keyboard is drawn above
  /// the app's windows, which is why an overlay in the app's window can neither cover nor block
  /// it. What UIKit grants a window asked for a very high level is recorded, not assumed, by
  /// `ActivityOverlayTests`.
  ///
  /// The first keyboard is a plain `UIInputView` as a field's input view, whose window
  /// `inputView.window` names without private API. The system keyboard is drawn by another
  /// process and may sit in another window at another level, so the second test measures it
  /// too, found as `SystemKeyboard` says, and is skipped, saying why, where it cannot be found.
  @MainActor
  final class WindowLevelTests: XCTestCase {
    func testTheKeyboardWindowIsAboveTheAppsWindows() throws {
      let window = try TestWindow(in: self)
      let field = window.showField(typingWith: TestWindow.plainInputView())

      let keyboardWindow = try XCTUnwrap(showInputView(of: field))

      XCTAssertGreaterThan(
        keyboardWindow.windowLevel, window.window.windowLevel,
        "the keyboard's window has level \(keyboardWindow.windowLevel.rawValue)")
    }

    func testTheSystemKeyboardsWindowIsAboveTheAppsWindows() throws {
      let window = try TestWindow(in: self)
      let field = UITextField(frame: .zero)
      window.show(field)

      let keyboard = try SystemKeyboard(of: field, in: window)

      XCTAssertGreaterThan(
        keyboard.window.windowLevel, window.window.windowLevel,
        "the system keyboard's window, \(type(of: keyboard.window)), has level "
          + "\(keyboard.window.windowLevel.rawValue)")
    }
  }
#endif
