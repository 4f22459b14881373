import XCTest

/// What no test inside the app's process can show: that UIKit draws the window of a `.keyboard`
/// `ActivityOverlay` above the system keyboard, so a real tap on a key lands on the overlay.
/// The app is launched into its test-only screen (`UITestViewController`): a field typing with
/// the system number pad, focused, with the overlay (`-InputKitUITest keyboardOverlay`) or
/// without it (`-InputKitUITest noOverlay`, the control). Apple-only XCTest API
/// (`XCUIApplication`): `scripts/typecheck-ios` leaves this folder to Xcode.
@MainActor
final class OverlayUITests: XCTestCase {
  /// The one proof that a real tap cannot reach the system keyboard's keys under a `.keyboard`
  /// overlay. Fails if the overlay's window is not drawn above the keyboard's (a level at or
  /// below it, or the overlay left in the app's window): the tap on the 7 key types. A tap that
  /// types nothing because the keyboard went away fails too: the key must still be on screen
  /// where it was, and type once the overlay has ended. Skipped, saying why, when no system
  /// keyboard shows (a hardware keyboard connected in the Simulator); CI boots its devices
  /// without one, and a skip there fails the run.
  func testSystemKeysUnderAKeyboardOverlayTypeNothing() throws {
    continueAfterFailure = false

    // The control: the same field and keyboard, no overlay. A tap on "7" types it.
    let control = launch("noOverlay", waitingFor: "uncovered")
    let key = control.keyboards.keys["7"]
    if !key.waitForExistence(timeout: 10) {
      throw XCTSkip(
        "The field is editing but no system keyboard is on screen (keyboards: "
          + "\(control.keyboards.count)): a hardware keyboard is connected in the Simulator "
          + "(I/O › Keyboard › Connect Hardware Keyboard), which hides it. Nothing was tapped.")
    }
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
    let point = covered.coordinate(withNormalizedOffset: .zero)
      .withOffset(CGVector(dx: keyFrame.midX, dy: keyFrame.midY))
    point.tap()
    XCTAssertEqual(
      covered.textFields.firstMatch.value as? String, "12",
      "the tap on the 7 key at \(keyFrame) reached the system keyboard through the overlay")
    XCTAssertTrue(
      covered.staticTexts["covered"].exists,
      "the field is still editing and the overlay still up after the tap")
    XCTAssertTrue(coveredKey.exists, "the 7 key is still on screen under the overlay")
    XCTAssertEqual(coveredKey.frame, keyFrame, "the 7 key is still where it was")

    // The same tap once the overlay has gone types: the key was there, live, all along.
    // A tap where the button is, as a finger taps: a keyboard-sized overlay leaves the rest of
    // the screen to the app.
    covered.buttons["End the overlay"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
      .tap()
    XCTAssertTrue(
      covered.staticTexts["ended"].waitForExistence(timeout: 10),
      "the overlay ended with the field still editing")
    point.tap()
    let after = covered.textFields.firstMatch.value as? String
    XCTAssertTrue(
      after?.contains("7") == true,
      "once the overlay has gone the same tap types: \(String(describing: after))")
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
