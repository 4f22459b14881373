#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// What an overlay that passes touches relies on from UIKit's hit testing: a touch on what it
  /// covers reaches that view through the overlay, its panel and cancel button keep their own,
  /// and over the keyboard, InputKit's or the system's, the keys still take their touches. The session decides that touches pass
  /// (core tests: `OverlayPassThroughStoryTests`); these check that UIKit's `hitTest` then finds
  /// what lies under the overlay.
  @MainActor
  final class ActivityOverlayPassThroughTests: XCTestCase {
    static func passing() -> ActivityOverlayConfiguration {
      var configuration = ActivityOverlayConfiguration.immediate()
      configuration.interaction = .passesTouches
      return configuration
    }

    /// Fails if a `.view` overlay that passes touches still takes a touch on the button it
    /// covers (its surface keeps the touch, or the overlay view itself does), or if its cancel
    /// button stops taking its own.
    func testAViewOverlayPassingTouchesLetsATapReachTheButtonUnderItButKeepsItsCancelButton()
      throws
    {
      try expectTouchesPass(coverage: .view) { window, overlay in
        overlay.superview === window.root.view
      }
    }

    /// The same for a `.screen` overlay, which lies in the window: fails on the same breaks.
    func testAScreenOverlayPassingTouchesLetsATapReachTheButtonUnderItButKeepsItsCancelButton()
      throws
    {
      try expectTouchesPass(coverage: .screen) { window, overlay in
        overlay.superview === window.window
      }
    }

    /// Fails if a `.keyboard` overlay that passes touches, hosted inside InputKit's keyboard,
    /// takes the touch on a key (it lies in front of the keys) or leaves the keyboard's input
    /// blocked: a tapped key must still type.
    func testAKeyboardOverlayPassingTouchesLeavesTheKeysOfInputKitsKeyboardTyping() throws {
      try withPassingOverlayOverInputKitsKeys { scene, overlay in
        let key = try scene.keyboard.keyView("digit7")
        let hit = scene.keyboard.hitTest(key.center, with: nil)
        XCTAssertFalse(
          hit?.isDescendant(of: overlay) == true,
          "UIKit's hit test on a key found the overlay in front of it: \(String(describing: hit))")
        try scene.keyboard.tap("digit7")
        finishTheMainQueuesTurn()
        XCTAssertEqual(scene.field.text, "7", "a key under the overlay types")
      }
    }

    /// Fails if a tap on the compact panel of a `.keyboard` overlay that passes touches goes on
    /// to the key hidden under the panel: UIKit's hit test at the panel's centre must find the
    /// panel.
    func testATapOnAPassThroughPanelOverInputKitsKeysTypesNoHiddenKey() throws {
      try withPassingOverlayOverInputKitsKeys { scene, overlay in
        let message = try XCTUnwrap(
          overlay.allSubviews.first { ($0 as? UILabel)?.text == "Sending…" }, "the panel's message")
        let panel = try XCTUnwrap(message.superview, "the panel")
        let centre = panel.convert(
          CGPoint(x: panel.bounds.midX, y: panel.bounds.midY), to: scene.keyboard)
        let hit = scene.keyboard.hitTest(centre, with: nil)
        XCTAssertTrue(
          hit?.isDescendant(of: panel) == true,
          "a tap on the panel lands on \(String(describing: hit)), not the panel")
      }
    }

    /// A field typing with InputKit's keyboard under a `.keyboard` overlay that passes touches,
    /// laid out, for `body`; the overlay leaves afterwards.
    private func withPassingOverlayOverInputKitsKeys(
      _ body: (TypingField, ActivityOverlay) throws -> Void
    ) throws {
      let scene = try TypingField(text: "", in: self)
      let overlay = ActivityOverlay(
        attachedTo: scene.window.root.view, coverage: .keyboard, configuration: Self.passing())
      let token = overlay.begin(message: "Sending…")
      waitUntil("the overlay is inside the keyboard") { overlay.superview === scene.keyboard }
      scene.keyboard.layoutIfNeeded()
      overlay.layoutIfNeeded()
      try body(scene, overlay)
      overlay.end(token)
      waitUntil("the overlay has gone") { overlay.superview == nil }
    }

    /// Fails if a `.keyboard` overlay that passes touches, in the window above the system
    /// keyboard, takes a touch on the keys there: UIKit's hit test of that window must find
    /// nothing at the keys' centre, so the touch goes on to the keyboard's window below.
    func testAKeyboardOverlayPassingTouchesOverTheSystemKeyboardLeavesTheKeysToTheKeyboard()
      throws
    {
      let window = try TestWindow(in: self)
      let field = UITextField(frame: .zero)
      window.show(field)
      let keyboard = try SystemKeyboard(of: field, in: window)
      let overlay = ActivityOverlay(
        attachedTo: window.root.view, coverage: .keyboard, configuration: Self.passing())

      let token = overlay.begin(message: "Sending…")
      waitUntil("the overlay is in a window above the keyboard") {
        overlay.window.map { $0 !== window.window } == true
      }
      let overlayWindow = try XCTUnwrap(overlay.window)
      let centre = overlayWindow.convert(
        fromScreen: CGPoint(x: keyboard.frame.midX, y: keyboard.frame.midY))
      let hit = overlayWindow.hitTest(centre, with: nil)
      XCTAssertNil(
        hit, "the window above the keys kept a touch on them: \(String(describing: hit))")
      XCTAssertTrue(field.isFirstResponder, "the field keeps typing under the overlay")

      overlay.end(token)
      waitUntil("the overlay has gone") { overlay.superview == nil }
    }

    /// Shows a button under an overlay of `coverage` that passes touches and checks, with the
    /// window's own hit test, where a tap on the button and one on the cancel button land.
    private func expectTouchesPass(
      coverage: OverlayCoverage, placed: (TestWindow, ActivityOverlay) -> Bool,
      file: StaticString = #filePath, line: UInt = #line
    ) throws {
      let window = try TestWindow(in: self)
      let button = UIButton(type: .system)
      button.setTitle("Under", for: .normal)
      window.show(button)
      let overlay = ActivityOverlay(
        attachedTo: window.root.view, coverage: coverage, configuration: Self.passing())

      let token = overlay.begin(message: "Saving…") {}
      waitUntil("the overlay is placed", file: file, line: line) { placed(window, overlay) }
      overlay.layoutIfNeeded()
      let under = window.window.hitTest(centre(of: button, in: window.window), with: nil)
      XCTAssertTrue(
        under?.isDescendant(of: button) == true,
        "a tap on the covered button lands on \(String(describing: under))", file: file,
        line: line)
      let cancel = try XCTUnwrap(
        overlay.allSubviews.first { $0 is UIButton && !$0.isHidden }, file: file, line: line)
      let tapped = window.window.hitTest(centre(of: cancel, in: window.window), with: nil)
      XCTAssertTrue(
        tapped?.isDescendant(of: cancel) == true,
        "a tap on the cancel button lands on \(String(describing: tapped))", file: file,
        line: line)

      overlay.end(token)
      waitUntil("the overlay has gone", file: file, line: line) { overlay.superview == nil }
    }
  }
#endif
