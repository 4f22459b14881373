#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// What the overlay's session assumes of UIKit, on a device: the window above the keyboard is
  /// above the keyboard's and takes the touches over the keys, the overlay blocks touches until
  /// it is taken out, a field that refuses to end editing is shielded, and an overlay nothing
  /// holds still calls its completion and lets go of a followed `Progress`. Every rule is the
  /// core's; these check what UIKit does with the effects, with UIKit's own answers (levels,
  /// hit tests, first responders), never a getter InputKit overrides.
  @MainActor
  final class ActivityOverlayTests: XCTestCase {
    /// No grace, no minimum time and no fade, or a fade of `fade` seconds: the overlay is on
    /// screen as soon as work begins.
    private static func immediate(
      fade: Duration = .zero, appearance: OverlayAppearance = .standard
    ) -> ActivityOverlayConfiguration {
      var configuration = ActivityOverlayConfiguration(
        graceTime: .zero, minimumShowTime: .zero, appearance: appearance,
        darkAppearance: appearance)
      configuration.appearance.fadeDuration = fade
      configuration.darkAppearance.fadeDuration = fade
      return configuration
    }

    /// The centre of `view`'s frame in `window`'s coordinates, through the screen.
    private func centre(of view: UIView, in window: UIWindow) -> CGPoint {
      let screen = window.screen.coordinateSpace
      let frame = view.convert(view.bounds, to: screen)
      return window.convert(CGPoint(x: frame.midX, y: frame.midY), from: screen)
    }

    func testAKeyboardOverlaysWindowIsAboveTheKeyboardsAndTakesTheTouchesOverTheKeys() throws {
      let window = try TestWindow()
      defer { window.close() }
      let field = window.showField(typingWith: TestWindow.plainInputView())
      let keyboardWindow = try XCTUnwrap(showInputView(of: field))
      let input = try XCTUnwrap(field.inputView)
      // What UIKit grants a plain window asked for the highest level, for the record: reports
      // disagree on whether an assigned level is clamped below the keyboard's, so nothing
      // depends on it.
      let plain = UIWindow(windowScene: try XCTUnwrap(window.window.windowScene))
      plain.windowLevel = UIWindow.Level(rawValue: .greatestFiniteMagnitude)
      plain.isHidden = false
      let granted = plain.windowLevel.rawValue
      plain.isHidden = true
      let overlay = ActivityOverlay(
        attachedTo: window.root.view, coverage: .keyboard, configuration: Self.immediate())
      let token = overlay.begin()
      defer { overlay.end(token) }

      waitUntil("the overlay is in a window") { overlay.window != nil }
      let overlayWindow = try XCTUnwrap(overlay.window)
      let report =
        "the overlay's window has level \(overlayWindow.windowLevel.rawValue), the keyboard's "
        + "\(keyboardWindow.windowLevel.rawValue); a plain window asked for the highest got "
        + "\(granted)"
      XCTAssertFalse(overlayWindow === window.window, "the overlay is not in the app's window")
      XCTAssertGreaterThan(
        overlayWindow.windowLevel.rawValue, keyboardWindow.windowLevel.rawValue, report)
      let hit = overlayWindow.hitTest(centre(of: input, in: overlayWindow), with: nil)
      XCTAssertTrue(
        hit?.isDescendant(of: overlay) == true,
        "a touch at the keys' centre lands on the overlay in its window, not \(String(describing: hit))"
      )
      let screen = overlayWindow.screen.coordinateSpace
      let covered = overlay.convert(overlay.bounds, to: screen)
      let keys = input.convert(input.bounds, to: screen)
      XCTAssertLessThanOrEqual(covered.minY, keys.minY + 1, "the overlay's top reaches the keys'")
      XCTAssertEqual(covered.maxY, keys.maxY, accuracy: 1, "the overlay ends where the keys do")
    }

    func testTheOverlayTakesTouchesThroughItsFadeOutAndItsBlurIsNeverTranslucent() throws {
      let window = try TestWindow()
      defer { window.close() }
      let host = try XCTUnwrap(window.root.view)
      let button = UIButton(type: .system)
      window.show(button)
      let overlay = ActivityOverlay(
        attachedTo: host, coverage: .view,
        configuration: Self.immediate(fade: .seconds(2), appearance: .light))
      let token = overlay.begin()
      waitUntil("the overlay is in its host") { overlay.superview === host }
      let point = centre(of: button, in: window.window)

      overlay.end(token)

      XCTAssertFalse(overlay.isVisible, "the fade-out has begun")
      let hit = window.window.hitTest(point, with: nil)
      XCTAssertTrue(
        hit?.isDescendant(of: overlay) == true,
        "during the fade-out a touch on the covered button lands on the overlay, not \(String(describing: hit))"
      )
      let blur = try XCTUnwrap(
        allSubviews(of: overlay).compactMap { $0 as? UIVisualEffectView }.first)
      var view: UIView? = blur
      while let translucent = view {
        XCTAssertEqual(translucent.alpha, 1, "\(translucent) is translucent above the blur")
        view = translucent.superview
      }
      waitUntil("the overlay is taken out once faded") { overlay.superview == nil }
      XCTAssertTrue(window.window.hitTest(point, with: nil)?.isDescendant(of: button) == true)
    }

    func testAViewAddedLaterIsBehindTheOverlayAfterALayoutChangeOrAttachingAgain() throws {
      let window = try TestWindow()
      defer { window.close() }
      let host = try XCTUnwrap(window.root.view)
      let overlay = ActivityOverlay(
        attachedTo: host, coverage: .view, configuration: Self.immediate())
      let token = overlay.begin()
      defer { overlay.end(token) }
      waitUntil("the overlay is in its host") { overlay.superview === host }

      host.addSubview(UIView(frame: host.bounds))
      XCTAssertFalse(host.subviews.last === overlay, "the view added later is in front")
      overlay.attach(to: host, coverage: .view)
      XCTAssertTrue(host.subviews.last === overlay, "attaching again brings the overlay in front")

      host.addSubview(UIView(frame: host.bounds))
      host.frame.size.height -= 1
      waitUntil("a layout of the host brings the overlay in front") {
        host.subviews.last === overlay
      }
    }

    func testTheOverlayLeavesItsHostOnceItHasGone() throws {
      let window = try TestWindow()
      defer { window.close() }
      let host = try XCTUnwrap(window.root.view)
      let overlay = ActivityOverlay(
        attachedTo: host, coverage: .view, configuration: Self.immediate())
      let token = overlay.begin()
      waitUntil("the overlay is in its host") { overlay.superview === host }
      var completed = false

      overlay.end(token) { completed = true }

      waitUntil("the overlay is out of its host") { overlay.superview == nil }
      XCTAssertTrue(completed, "the completion ran once the overlay was gone")
      XCTAssertFalse(overlay.isVisible)
    }

    func testAnOverlayNothingHoldsCallsItsCompletionOnceItHasGoneAndIsThenFreed() throws {
      let window = try TestWindow()
      defer { window.close() }
      var host: UIView? = UIView(frame: window.root.view.bounds)
      window.root.view.addSubview(try XCTUnwrap(host))
      weak var released: ActivityOverlay?
      var completed = false
      do {
        let overlay = ActivityOverlay(
          attachedTo: try XCTUnwrap(host), coverage: .view,
          configuration: Self.immediate(fade: .milliseconds(300)))
        let token = overlay.begin()
        waitUntil("the overlay is in its host") { overlay.superview != nil }
        overlay.end(token) { completed = true }
        released = overlay
      }
      // The screen goes away with the overlay in it, while it fades out.
      host?.removeFromSuperview()
      host = nil

      waitUntil("the completion ran") { completed }
      waitUntil("the overlay is freed once it has gone") { released == nil }
    }

    func testAFieldThatRefusesToEndEditingKeepsItsKeyboardShieldedUntilTheOverlayGoes() throws {
      let window = try TestWindow()
      defer { window.close() }
      let field = window.showField(typingWith: TestWindow.plainInputView())
      let refusing = RefusesToEndEditing()
      field.delegate = refusing
      let keyboardWindow = try XCTUnwrap(showInputView(of: field))
      let input = try XCTUnwrap(field.inputView)
      let overlay = ActivityOverlay(
        attachedTo: try XCTUnwrap(window.root.view), coverage: .view,
        configuration: Self.immediate())
      let token = overlay.begin()
      let scene = try XCTUnwrap(window.window.windowScene)
      /// A view in a window above the keyboard's that a touch at the keys' centre lands on.
      func shield() -> UIView? {
        scene.windows.lazy
          .filter { !$0.isHidden && $0.windowLevel > keyboardWindow.windowLevel }
          .compactMap { $0.hitTest(self.centre(of: input, in: $0), with: nil) }.first
      }

      waitUntil("the overlay is in its host") { overlay.superview != nil }
      XCTAssertTrue(field.isFirstResponder, "the delegate refused: the field still edits")
      waitUntil("a shield above the keyboard takes the touches on the keys") { shield() != nil }

      overlay.end(token)
      waitUntil("the shield goes with the overlay") { shield() == nil }
      XCTAssertTrue(field.isFirstResponder)
    }

    func testAFollowedProgressIsLetGoOnceItsActivityIsCancelledAndEnded() throws {
      let window = try TestWindow()
      defer { window.close() }
      let overlay = ActivityOverlay(
        attachedTo: try XCTUnwrap(window.root.view), coverage: .view,
        configuration: Self.immediate())
      weak var followed: Progress?
      weak var stray: Progress?
      do {
        let progress = Progress(totalUnitCount: 10)
        followed = progress
        var token: ActivityToken?
        token = overlay.begin(progress: progress) {
          token.map { overlay.end($0, outcome: .failed(message: "Cancelled")) }
        }
        waitUntil("the overlay shows") { overlay.isVisible }
        let cancel = try XCTUnwrap(
          allSubviews(of: overlay).compactMap { $0 as? UIButton }.first { !$0.isHidden })
        cancel.sendActions(for: .touchUpInside)
        // A Progress set for an activity already ended is not kept either.
        let late = Progress(totalUnitCount: 1)
        stray = late
        overlay.setProgress(late, for: try XCTUnwrap(token))
      }
      waitUntil("the cancelled activity's Progress is let go") { followed == nil }
      waitUntil("a Progress for an ended activity is let go") { stray == nil }
    }

    /// `view` and every view inside it.
    private func allSubviews(of view: UIView) -> [UIView] {
      [view] + view.subviews.flatMap(allSubviews(of:))
    }
  }

  /// A text field delegate that never lets editing end, as a form validating on exit does.
  private final class RefusesToEndEditing: NSObject, UITextFieldDelegate {
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      false
    }
  }
#endif
