#if canImport(UIKit)
  import UIKit
  import XCTest

  /// The window UIKit shows a keyboard in, compared with the app's: the keyboard is drawn above
  /// the app's windows, which is why an overlay in the app's window can neither cover nor block
  /// it. What UIKit grants a window asked for a very high level is recorded, not assumed, by
  /// `ActivityOverlayTests`.
  ///
  /// The keyboard is a plain `UIInputView` as a field's input view: UIKit shows it in the same
  /// keyboard window as the system keyboard, and `inputView.window` names that window without
  /// private API.
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
  }
#endif
