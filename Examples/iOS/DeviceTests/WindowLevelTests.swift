#if canImport(UIKit)
  import UIKit
  import XCTest

  /// Where UIKit puts a keyboard, compared with the app's window: an input view is shown in a
  /// window above the app's, which is why an overlay in the app's window can neither cover nor
  /// block it, and the system keyboard is announced docked across the bottom of the screen,
  /// the frame a `.keyboard` overlay covers. These test UIKit, not InputKit: no change to
  /// InputKit makes them fail; a failure means the assumption is wrong, and the message prints
  /// what UIKit did. What UIKit grants a window asked for a very high level is recorded, not
  /// assumed, by `ActivityOverlayTests`.
  ///
  /// The first keyboard is a plain `UIInputView` as a field's input view, whose window
  /// `inputView.window` names without private API. The system keyboard is drawn by another
  /// process in a window the scene may not list; its frame is found from UIKit's
  /// notifications, and its window's level only printed, where the scene lists it.
  @MainActor
  final class WindowLevelTests: XCTestCase {
    /// Fails if UIKit showed an input view in the field's own window or in one at or below the
    /// app's level.
    func testTheKeyboardWindowIsAboveTheAppsWindows() throws {
      let window = try TestWindow(in: self)
      let field = window.showField(typingWith: TestWindow.plainInputView())

      let keyboardWindow = try XCTUnwrap(showInputView(of: field))

      XCTAssertGreaterThan(
        keyboardWindow.windowLevel, window.window.windowLevel,
        "the keyboard's window has level \(keyboardWindow.windowLevel.rawValue)")
    }

    /// Fails if UIKit announces the system keyboard anywhere but docked across the screen's
    /// bottom (the frame the overlay's session takes for the keys).
    func testTheSystemKeyboardIsAnnouncedDockedAcrossTheBottomOfTheScreen() throws {
      let window = try TestWindow(in: self)
      let field = UITextField(frame: .zero)
      window.show(field)

      let keyboard = try SystemKeyboard(of: field, in: window)

      let screen = window.window.screen.bounds
      let report =
        "UIKit announced \(keyboard.frame) on a screen of \(screen); the keys are in "
        + keyboard.windowDescription
      print("InputKitDeviceTests: \(report)")
      XCTAssertEqual(keyboard.frame.maxY, screen.maxY, accuracy: 1, report)
      XCTAssertEqual(keyboard.frame.minX, screen.minX, accuracy: 1, report)
      XCTAssertEqual(keyboard.frame.width, screen.width, accuracy: 1, report)
    }
  }
#endif
