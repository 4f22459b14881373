#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// What VoiceOver can reach while an overlay shows, and again once it has gone. No test can
  /// turn VoiceOver on, so the elements it could move to are found by the rules UIKit documents
  /// for it (`voiceOverElements(in:)`): the overlay's `accessibilityViewIsModal` hides its
  /// siblings, `accessibilityElementsHidden` hides a view's contents. Where VoiceOver's focus
  /// goes, and what turning VoiceOver on does to a field being edited, only the session's
  /// scripts check.
  @MainActor
  final class ActivityOverlayAccessibilityTests: XCTestCase {
    /// Fails if a `.screen` overlay is not modal to VoiceOver (the covered button stays
    /// reachable), its message is not reachable, or the screen is not given back after.
    func testVoiceOverReachesOnlyTheMessageOfAScreenOverlayUntilItHasGone() throws {
      let window = try TestWindow(in: self)
      window.show(Self.button("Pay"))
      let overlay = ActivityOverlay(
        attachedTo: window.root.view, coverage: .screen, configuration: .immediate())
      XCTAssertTrue(voiceOverLabels(in: window.window).contains("Pay"))

      let token = overlay.begin(message: "Sending")
      waitUntil("the overlay is in the window") { overlay.superview === window.window }
      let covered = voiceOverLabels(in: window.window)
      XCTAssertTrue(covered.contains("Sending"), "the message is reachable: \(covered)")
      XCTAssertFalse(covered.contains("Pay"), "the covered button is not: \(covered)")

      overlay.end(token)
      waitUntil("the overlay has gone") { overlay.superview == nil }
      let uncovered = voiceOverLabels(in: window.window)
      XCTAssertTrue(uncovered.contains("Pay"), "\(uncovered)")
      XCTAssertFalse(uncovered.contains("Sending"), "\(uncovered)")
    }

    /// Fails if a `.view` overlay hides the rest of the screen from VoiceOver (modal to the
    /// window) or leaves what its host holds reachable.
    func testAViewOverlayHidesWhatItsHostHoldsAndLeavesTheRestOfTheScreen() throws {
      let window = try TestWindow(in: self)
      let bounds = window.root.view.bounds
      let host = UIView(frame: CGRect(x: 0, y: 200, width: bounds.width, height: 300))
      window.root.view.addSubview(host)
      let inside = Self.button("Inside")
      inside.frame = CGRect(x: 20, y: 20, width: 200, height: 44)
      host.addSubview(inside)
      window.show(Self.button("Outside"))
      let overlay = ActivityOverlay(attachedTo: host, coverage: .view, configuration: .immediate())

      let token = overlay.begin(message: "Loading")
      waitUntil("the overlay is in its host") { overlay.superview === host }
      let covered = voiceOverLabels(in: window.window)
      XCTAssertFalse(covered.contains("Inside"), "\(covered)")
      XCTAssertTrue(covered.contains("Outside"), "\(covered)")
      XCTAssertTrue(covered.contains("Loading"), "\(covered)")

      overlay.end(token)
      waitUntil("the overlay has gone") { overlay.superview == nil }
      XCTAssertTrue(voiceOverLabels(in: window.window).contains("Inside"))
    }

    /// Fails if a scroll view covered from beside it stays reachable, or keeps
    /// `accessibilityElementsHidden` after the overlay has gone.
    func testAScrollViewCoveredFromBesideItIsHiddenFromVoiceOverAndGivenBackAsItWas() throws {
      let window = try TestWindow(in: self)
      let bounds = window.root.view.bounds
      let list = UIScrollView(frame: CGRect(x: 0, y: 200, width: bounds.width, height: 300))
      let row = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 44))
      row.text = "First row"
      list.addSubview(row)
      list.contentSize = CGSize(width: bounds.width, height: 1000)
      window.root.view.addSubview(list)
      let overlay = ActivityOverlay(attachedTo: list, coverage: .view, configuration: .immediate())

      let token = overlay.begin(message: "Loading")
      waitUntil("the overlay is beside the list") { overlay.superview === window.root.view }
      let covered = voiceOverLabels(in: window.window)
      XCTAssertFalse(covered.contains("First row"), "\(covered)")
      XCTAssertTrue(covered.contains("Loading"), "\(covered)")

      overlay.end(token)
      waitUntil("the overlay has gone") { overlay.superview == nil }
      XCTAssertFalse(list.accessibilityElementsHidden, "the list is given back as it was")
      XCTAssertTrue(voiceOverLabels(in: window.window).contains("First row"))
    }

    /// Fails if a `.keyboard` overlay leaves the keys or their bar reachable, makes the whole app
    /// unreachable (modal), or does not give keys and bar back after.
    func testAKeyboardOverlayHidesTheKeysAndTheirBarAndLeavesTheAppReachable() throws {
      let keyboard = CalculatorKeyboard()
      let field = UITextField(frame: .zero)
      keyboard.attach(to: field)
      let scene = try TypingField(text: "12+3", keyboard: keyboard, field: field, in: self)
      let bar = try XCTUnwrap(scene.field.inputAccessoryView, "the live-result bar")
      let seven = try XCTUnwrap(try keyboard.keyView("digit7").accessibilityLabel)
      keyboard.refreshForFieldText()
      waitUntil("the bar shows the result") { !voiceOverElements(in: bar).isEmpty }
      XCTAssertTrue(voiceOverLabels(in: keyboard).contains(seven))
      let overlay = ActivityOverlay(
        attachedTo: scene.window.root.view, coverage: .keyboard, configuration: .immediate())

      let token = overlay.begin(message: "Sending")
      waitUntil("the overlay is inside the keyboard") { overlay.superview === keyboard }
      let keys = voiceOverLabels(in: keyboard)
      XCTAssertFalse(keys.contains(seven), "the covered keys are hidden: \(keys)")
      XCTAssertTrue(keys.contains("Sending"), "the message is reachable: \(keys)")
      XCTAssertEqual(voiceOverLabels(in: bar), [], "the covered bar is hidden")
      XCTAssertTrue(
        voiceOverElements(in: scene.window.window).contains { $0 === scene.field },
        "an overlay the size of the keyboard leaves the app reachable")

      overlay.end(token)
      waitUntil("the overlay has gone") { overlay.superview == nil }
      XCTAssertTrue(voiceOverLabels(in: keyboard).contains(seven))
      XCTAssertFalse(voiceOverElements(in: bar).isEmpty, "the bar is given back")
    }

    /// A system button titled `title`.
    private static func button(_ title: String) -> UIButton {
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      return button
    }
  }
#endif
