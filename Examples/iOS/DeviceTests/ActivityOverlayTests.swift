#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// What the overlay's session assumes of UIKit, on a device: the window above the keyboard
  /// really is above it, a placement brings the overlay to the front, and the overlay leaves its
  /// host once it has faded out. Every rule is the core's; these check only what UIKit does
  /// with the effects.
  @MainActor
  final class ActivityOverlayTests: XCTestCase {
    /// No grace, no minimum time, no fade: the overlay is on screen as soon as work begins.
    private static var immediate: ActivityOverlayConfiguration {
      var configuration = ActivityOverlayConfiguration(graceTime: .zero, minimumShowTime: .zero)
      configuration.appearance.fadeDuration = .zero
      return configuration
    }

    func testAKeyboardOverlayIsDrawnAboveTheKeyboardOverItsFrame() throws {
      let window = try TestWindow()
      defer { window.close() }
      let field = window.showField(typingWith: TestWindow.plainInputView())
      let keyboardWindow = try XCTUnwrap(showInputView(of: field))
      let input = try XCTUnwrap(field.inputView)
      let overlay = ActivityOverlay.show(
        in: window.root.view, coverage: .keyboard, configuration: Self.immediate)
      let token = overlay.begin()
      defer { overlay.end(token) }

      waitUntil("the overlay is in a window") { overlay.window != nil }
      let overlayWindow = try XCTUnwrap(overlay.window)
      XCTAssertFalse(overlayWindow === window.window, "the overlay is not in the app's window")
      XCTAssertGreaterThan(overlayWindow.windowLevel.rawValue, keyboardWindow.windowLevel.rawValue)
      overlayWindow.windowLevel = .normal
      XCTAssertGreaterThan(
        overlayWindow.windowLevel.rawValue, keyboardWindow.windowLevel.rawValue,
        "an assigned level is ignored: the level read back is still above the keyboard's")
      let screen = overlayWindow.screen.coordinateSpace
      let covered = overlay.convert(overlay.bounds, to: screen)
      let keys = input.convert(input.bounds, to: screen)
      XCTAssertLessThanOrEqual(covered.minY, keys.minY + 1, "the overlay's top reaches the keys'")
      XCTAssertEqual(covered.maxY, keys.maxY, accuracy: 1, "the overlay ends where the keys do")
    }

    func testAPlacementBringsTheOverlayInFrontOfAViewAddedLater() throws {
      let window = try TestWindow()
      defer { window.close() }
      let host = window.root.view!
      let field = window.showField(typingWith: TestWindow.plainInputView())
      let overlay = ActivityOverlay.show(in: host, coverage: .view, configuration: Self.immediate)
      let token = overlay.begin()
      defer { overlay.end(token) }
      waitUntil("the overlay is in its host") { overlay.superview === host }

      host.addSubview(UIView(frame: host.bounds))
      XCTAssertFalse(host.subviews.last === overlay, "the view added later is in front")
      // A field beginning to edit places the overlay again (and ends that editing: the field is
      // under a `.view` overlay, typing with a keyboard InputKit cannot block).
      _ = field.becomeFirstResponder()

      waitUntil("the overlay is in front again") { host.subviews.last === overlay }
      waitUntil("the covered field ended editing") { !field.isFirstResponder }
    }

    func testTheOverlayLeavesItsHostOnceItHasGone() throws {
      let window = try TestWindow()
      defer { window.close() }
      let host = window.root.view!
      let overlay = ActivityOverlay.show(in: host, coverage: .view, configuration: Self.immediate)
      let token = overlay.begin()
      waitUntil("the overlay is in its host") { overlay.superview === host }
      var completed = false

      overlay.end(token) { completed = true }

      waitUntil("the overlay is out of its host") { overlay.superview == nil }
      XCTAssertTrue(completed, "the completion ran once the overlay was gone")
      XCTAssertFalse(overlay.isVisible)
    }
  }
#endif
