#if canImport(UIKit)
  import UIKit
  import XCTest

  /// What `windowLevel` UIKit grants a window asked to be above everything, compared with the
  /// window UIKit shows a keyboard in. An overlay meant to cover the keyboard is drawn above it
  /// only if its window's level, as UIKit keeps it, is higher than the keyboard window's.
  ///
  /// The keyboard is a plain `UIInputView` as a field's input view: UIKit shows it in the same
  /// keyboard window as the system keyboard, and `inputView.window` names that window without
  /// private API.
  @MainActor
  final class WindowLevelTests: XCTestCase {
    func testTheHighestLevelAskedForIsKeptAboveTheKeyboardWindow() throws {
      let window = try TestWindow()
      defer { window.close() }
      let field = window.showField(typingWith: TestWindow.plainInputView())
      let keyboardWindow = try XCTUnwrap(showInputView(of: field))
      let scene = try XCTUnwrap(window.window.windowScene)

      let overlay = UIWindow(windowScene: scene)
      overlay.windowLevel = UIWindow.Level(rawValue: .greatestFiniteMagnitude)
      let grantedWhenAssigned = overlay.windowLevel
      overlay.isHidden = false
      defer { overlay.isHidden = true }
      let grantedWhenShown = overlay.windowLevel

      let report =
        "UIKit kept \(grantedWhenAssigned.rawValue) (asked for .greatestFiniteMagnitude), "
        + "\(grantedWhenShown.rawValue) once shown; the keyboard's window has "
        + "\(keyboardWindow.windowLevel.rawValue)"
      XCTAssertEqual(grantedWhenShown, grantedWhenAssigned, report)
      XCTAssertGreaterThan(grantedWhenShown.rawValue, keyboardWindow.windowLevel.rawValue, report)
      XCTAssertGreaterThan(grantedWhenShown, UIWindow.Level.alert, report)
    }

    func testTheKeyboardWindowIsAboveTheAppsWindows() throws {
      let window = try TestWindow()
      defer { window.close() }
      let field = window.showField(typingWith: TestWindow.plainInputView())

      let keyboardWindow = try XCTUnwrap(showInputView(of: field))

      XCTAssertGreaterThan(
        keyboardWindow.windowLevel, window.window.windowLevel,
        "the keyboard's window has level \(keyboardWindow.windowLevel.rawValue)")
    }
  }
#endif
