import XCTest

/// What no test inside the app's process can show: that UIKit draws the window of a `.keyboard`
/// `ActivityOverlay` above the system keyboard, so a real tap on a key lands on the overlay.
/// The app is launched into its test-only screen (`UITestViewController`): a field typing with
/// the system number pad, focused, with the overlay (`-InputKitUITest keyboardOverlay`) or
/// without it (`-InputKitUITest noOverlay`, the control). Apple-only XCTest API
/// (`XCUIApplication`): `scripts/typecheck-ios` leaves this folder to Xcode.
@MainActor
final class OverlayUITests: XCTestCase {
  func testSystemKeysUnderAKeyboardOverlayTypeNothing() throws {
    continueAfterFailure = false

    // The control: the same field and keyboard, no overlay. A tap on "7" types it.
    let control = launch("noOverlay", waitingFor: "uncovered")
    let key = control.keyboards.keys["7"]
    XCTAssertTrue(
      key.waitForExistence(timeout: 10),
      "the system number pad is up (with a hardware keyboard attached iOS hides it)")
    let keyFrame = key.frame
    key.tap()
    let typed = control.textFields.firstMatch.value as? String
    XCTAssertNotEqual(typed, "12", "without an overlay a tap on the 7 key types it")
    XCTAssertTrue(typed?.contains("7") == true, "the field reads \(String(describing: typed))")
    control.terminate()

    // Under the overlay: a tap at the same point on the screen must type nothing.
    let covered = launch("keyboardOverlay", waitingFor: "covered")
    let screenshot = XCTAttachment(screenshot: XCUIScreen.main.screenshot())
    screenshot.name = "the keyboard under the overlay"
    screenshot.lifetime = .keepAlways
    add(screenshot)
    let coveredKey = covered.keyboards.keys["7"]
    XCTAssertTrue(
      coveredKey.waitForExistence(timeout: 10), "the system keyboard is on screen under the overlay"
    )
    XCTAssertEqual(coveredKey.frame, keyFrame, "the 7 key is where it was without the overlay")
    covered.coordinate(withNormalizedOffset: .zero)
      .withOffset(CGVector(dx: keyFrame.midX, dy: keyFrame.midY))
      .tap()
    XCTAssertEqual(
      covered.textFields.firstMatch.value as? String, "12",
      "the tap on the 7 key at \(keyFrame) reached the system keyboard through the overlay")
    XCTAssertTrue(
      covered.staticTexts["covered"].exists,
      "the field is still editing and the overlay still up after the tap")
  }

  /// Launches the app into its UI-test screen in `mode` and waits until its label reads
  /// `ready`.
  private func launch(_ mode: String, waitingFor ready: String) -> XCUIApplication {
    let app = XCUIApplication()
    app.launchArguments = ["-InputKitUITest", mode]
    app.launch()
    XCTAssertTrue(
      app.staticTexts[ready].waitForExistence(timeout: 20),
      "the screen says \"\(ready)\" (it says \(app.staticTexts.allElementsBoundByIndex.map { $0.label }))"
    )
    return app
  }
}
