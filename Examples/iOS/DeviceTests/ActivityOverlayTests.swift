#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// What the overlay's session assumes of UIKit, on a device: the window above the keyboard
  /// lies over the keys without becoming key, the overlay blocks touches until it is taken out,
  /// a field that refuses to end editing is shielded, and an overlay nothing holds still calls
  /// its completion and lets go of a followed `Progress`. Every rule is the core's; these check
  /// what UIKit does with the effects, with UIKit's own answers (key window, first responders,
  /// hit tests, frames).
  ///
  /// The level of the window above the keyboard is a getter InputKit overrides, so no test here
  /// shows that UIKit draws that window above the keys: the first two check geometry and focus,
  /// and compare InputKit's level with the keyboard window's only as a check of InputKit's
  /// constant. That a real tap on a covered key lands on the overlay only
  /// `OverlayUITests.testSystemKeysUnderAKeyboardOverlayTypeNothing` shows.
  @MainActor
  final class ActivityOverlayTests: XCTestCase {
    /// Fails if the window above the keyboard becomes key or takes the field's focus, if its
    /// overlay does not span the keys (a frame not converted from the keyboard's notifications
    /// or layout guide), or if InputKit's level for it is not above the keyboard window's.
    func testAKeyboardOverlayCoversACustomInputViewsKeysFromAWindowThatNeverBecomesKey() throws {
      let window = try TestWindow(in: self)
      let field = window.showField(typingWith: TestWindow.plainInputView())
      let keyboardWindow = try XCTUnwrap(showInputView(of: field))
      let input = try XCTUnwrap(field.inputView)

      try expectAKeyboardOverlay(
        in: window, over: input.frameOnScreen, of: field, keyboardWindow: keyboardWindow,
        keyboard: "a custom input view")
    }

    /// The same over the system keyboard, found from UIKit's keyboard notifications (its window
    /// only where the scene lists it). Fails on the same breaks.
    func testAKeyboardOverlayCoversTheSystemKeyboardsKeysFromAWindowThatNeverBecomesKey() throws {
      let window = try TestWindow(in: self)
      let field = UITextField(frame: .zero)
      window.show(field)
      let keyboard = try SystemKeyboard(of: field, in: window)

      try expectAKeyboardOverlay(
        in: window, over: keyboard.frame, of: field, keyboardWindow: keyboard.window,
        keyboard: "the system keyboard")
    }

    /// Covers the keyboard up under `field` (whose frame on the screen is `keys`, in
    /// `keyboardWindow` where the scene lists it) with a `.keyboard` overlay and checks where it
    /// went: what UIKit answers (key window, first responder, the overlay window's own hit test,
    /// frames) is asserted as UIKit's, the level of the overlay's window as InputKit's own.
    private func expectAKeyboardOverlay(
      in window: TestWindow, over keys: CGRect, of field: UITextField, keyboardWindow: UIWindow?,
      keyboard: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
      let scene = try XCTUnwrap(window.window.windowScene, file: file, line: line)
      let granted = recordTheLevelUIKitGrantsAPlainWindow(
        in: scene, keyboardWindow: keyboardWindow, keyboard: keyboard)
      XCTAssertGreaterThan(
        granted, UIWindow.Level.normal.rawValue,
        "UIKit grants a window asked for the highest level one above the app's",
        file: file, line: line)
      if let keyboardWindow {
        XCTAssertGreaterThan(
          keyboardWindow.windowLevel, window.window.windowLevel,
          "UIKit puts the window of \(keyboard) above the app's", file: file, line: line)
      }
      let overlay = ActivityOverlay(
        attachedTo: window.root.view, coverage: .keyboard, configuration: .immediate())
      let token = overlay.begin()
      defer { overlay.end(token) }

      waitUntil("the overlay is in a window", file: file, line: line) { overlay.window != nil }
      let overlayWindow = try XCTUnwrap(overlay.window, file: file, line: line)
      XCTAssertFalse(
        overlayWindow === window.window, "the overlay is not in the app's window",
        file: file, line: line)
      // The keyboard may still be sliding in; the overlay follows its announced frames.
      let covered = { overlay.frameOnScreen }
      waitUntil("the overlay spans the keys \(keys), not \(covered())", file: file, line: line) {
        covered().minY <= keys.minY + 1 && abs(covered().maxY - keys.maxY) <= 1
      }
      XCTAssertFalse(
        overlayWindow.isKeyWindow, "UIKit never made the window above the keyboard key",
        file: file, line: line)
      XCTAssertTrue(window.window.isKeyWindow, "the app's window stays key", file: file, line: line)
      XCTAssertTrue(
        field.isFirstResponder, "the field keeps editing under the overlay", file: file, line: line)
      if let keyboardWindow {
        XCTAssertGreaterThan(
          overlayWindow.windowLevel, keyboardWindow.windowLevel,
          "InputKit's level for the window above the keyboard, "
            + "\(overlayWindow.windowLevel.rawValue) (its own getter, not what UIKit draws by), is "
            + "above the level UIKit reports for the window of \(keyboard), "
            + "\(keyboardWindow.windowLevel.rawValue)", file: file, line: line)
      }
      let centre = overlayWindow.convert(fromScreen: CGPoint(x: keys.midX, y: keys.midY))
      let hit = overlayWindow.hitTest(centre, with: nil)
      XCTAssertTrue(
        hit?.isDescendant(of: overlay) == true,
        "UIKit's hit test of the overlay's own window at the keys' centre finds the overlay, not "
          + "\(String(describing: hit))", file: file, line: line)
    }

    /// Fails if the overlay stops taking touches when its fade-out begins (a hit test skips a
    /// view under 0.01 alpha) or fades a view above its blur, which breaks the blur.
    func testTheOverlayTakesTouchesThroughItsFadeOutAndItsBlurIsNeverTranslucent() throws {
      let window = try TestWindow(in: self)
      let host = try XCTUnwrap(window.root.view)
      let button = UIButton(type: .system)
      window.show(button)
      let overlay = ActivityOverlay(
        attachedTo: host, coverage: .view,
        configuration: .immediate(fade: .seconds(2), appearance: .light))
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
        overlay.allSubviews.compactMap { $0 as? UIVisualEffectView }.first)
      var view: UIView? = blur
      while let translucent = view {
        XCTAssertEqual(translucent.alpha, 1, "\(translucent) is translucent above the blur")
        view = translucent.superview
      }
      waitUntil("the overlay is taken out once faded") { overlay.superview == nil }
      XCTAssertTrue(window.window.hitTest(point, with: nil)?.isDescendant(of: button) == true)
    }

    /// Fails if attaching again or a change of the host's size does not bring the overlay to the
    /// front. (Adding a subview alone lays out the host, not the overlay's anchor beside the new
    /// view, so the overlay hears nothing of it.)
    func testAViewAddedLaterIsBehindTheOverlayAfterALayoutChangeOrAttachingAgain() throws {
      let window = try TestWindow(in: self)
      let root = try XCTUnwrap(window.root.view)
      let host = UIView(frame: root.bounds.insetBy(dx: 0, dy: 60))
      root.addSubview(host)
      let overlay = ActivityOverlay(
        attachedTo: host, coverage: .view, configuration: .immediate())
      let token = overlay.begin()
      defer { overlay.end(token) }
      waitUntil("the overlay is in its host") { overlay.superview === host }

      host.addSubview(UIView(frame: host.bounds))
      XCTAssertFalse(host.subviews.last === overlay, "the view added later is in front")
      overlay.attach(to: host, coverage: .view)
      XCTAssertTrue(host.subviews.last === overlay, "attaching again brings the overlay in front")

      let later = UIView(frame: host.bounds.insetBy(dx: 40, dy: 200))
      host.addSubview(later)
      host.frame.size.height -= 20
      waitUntil("the host's next layout brings the overlay in front") {
        host.subviews.last === overlay
      }
      let hit = window.window.hitTest(centre(of: later, in: window.window), with: nil)
      XCTAssertTrue(
        hit?.isDescendant(of: overlay) == true,
        "a touch on the view added later lands on the overlay, not \(String(describing: hit))")
    }

    /// Fails if the overlay stays in its host after the end, or its completion does not run.
    func testTheOverlayLeavesItsHostOnceItHasGone() throws {
      let window = try TestWindow(in: self)
      let host = try XCTUnwrap(window.root.view)
      let overlay = ActivityOverlay(
        attachedTo: host, coverage: .view, configuration: .immediate())
      let token = overlay.begin()
      waitUntil("the overlay is in its host") { overlay.superview === host }
      var completed = false

      overlay.end(token) { completed = true }

      waitUntil("the overlay is out of its host") { overlay.superview == nil }
      XCTAssertTrue(completed, "the completion ran once the overlay was gone")
      XCTAssertFalse(overlay.isVisible)
    }

    /// Fails if an overlay whose host goes away mid-fade never completes, or something it starts
    /// (a timer, a task, its own window) keeps it alive after it has gone.
    func testAnOverlayNothingHoldsCallsItsCompletionOnceItHasGoneAndIsThenFreed() throws {
      let window = try TestWindow(in: self)
      var host: UIView? = UIView(frame: window.root.view.bounds)
      window.root.view.addSubview(try XCTUnwrap(host))
      weak var released: ActivityOverlay?
      var completed = false
      // A pool of its own: what UIKit autoreleases while the overlay works would otherwise hold
      // it until the test's own pool drains, after the test.
      try autoreleasepool {
        let overlay = ActivityOverlay(
          attachedTo: try XCTUnwrap(host), coverage: .view,
          configuration: .immediate(fade: .milliseconds(300)))
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

    /// Fails if the overlay ignores the delegate's refusal to end editing (no shield over the
    /// keys, found in a window whose level InputKit reports above the keyboard window's) or
    /// leaves the shield up after it has gone.
    func testAFieldThatRefusesToEndEditingKeepsItsKeyboardShieldedUntilTheOverlayGoes() throws {
      let window = try TestWindow(in: self)
      let field = window.showField(typingWith: TestWindow.plainInputView())
      let refusing = RefusesToEndEditing()
      field.delegate = refusing
      let keyboardWindow = try XCTUnwrap(showInputView(of: field))
      let input = try XCTUnwrap(field.inputView)
      let overlay = ActivityOverlay(
        attachedTo: try XCTUnwrap(window.root.view), coverage: .view,
        configuration: .immediate())
      let token = overlay.begin()
      let scene = try XCTUnwrap(window.window.windowScene)
      /// A view in a window above the keyboard's that a touch at the keys' centre lands on.
      func shield() -> UIView? {
        scene.windows.lazy
          .filter { !$0.isHidden && $0.windowLevel > keyboardWindow.windowLevel }
          .compactMap { $0.hitTest(centre(of: input, in: $0), with: nil) }.first
      }

      waitUntil("the overlay is in its host") { overlay.superview != nil }
      XCTAssertTrue(field.isFirstResponder, "the delegate refused: the field still edits")
      waitUntil("a shield above the keyboard takes the touches on the keys") { shield() != nil }

      overlay.end(token)
      waitUntil("the shield goes with the overlay") { shield() == nil }
      XCTAssertTrue(field.isFirstResponder)
    }

    /// Fails if the overlay keeps a cancelled activity's `Progress`, or one set for an activity
    /// that has ended.
    func testAFollowedProgressIsLetGoOnceItsActivityIsCancelledAndEnded() throws {
      let window = try TestWindow(in: self)
      let overlay = ActivityOverlay(
        attachedTo: try XCTUnwrap(window.root.view), coverage: .view,
        configuration: .immediate())
      weak var followed: Progress?
      weak var stray: Progress?
      try autoreleasepool {
        let progress = Progress(totalUnitCount: 10)
        followed = progress
        var token: ActivityToken?
        token = overlay.begin(progress: progress) {
          token.map { overlay.end($0, outcome: .failed(message: "Cancelled")) }
        }
        waitUntil("the overlay shows") { overlay.isVisible }
        let cancel = try XCTUnwrap(
          overlay.allSubviews.compactMap { $0 as? UIButton }.first { !$0.isHidden })
        cancel.sendActions(for: .touchUpInside)
        // A Progress set for an activity already ended is not kept either.
        let late = Progress(totalUnitCount: 1)
        stray = late
        overlay.setProgress(late, for: try XCTUnwrap(token))
      }
      waitUntil("the cancelled activity's Progress is let go") { followed == nil }
      waitUntil("a Progress for an ended activity is let go") { stray == nil }
    }

    /// Fails if a `.screen` or `.view` overlay leaves a field typing with another keyboard
    /// editing under it, or does not give it the focus back once it has gone.
    func testAFieldTypingWithTheSystemKeyboardStopsUnderTheOverlayAndEditsAgainOnceItHasGone()
      throws
    {
      for coverage in [OverlayCoverage.screen, .view] {
        let window = try TestWindow(in: self)
        defer { window.close() }
        // A keyboard that is not InputKit's: the overlay takes it for the system keyboard.
        let field = window.showField(typingWith: TestWindow.plainInputView())
        let input = try XCTUnwrap(field.inputView)
        var editing: [String] = []
        field.addAction(UIAction { _ in editing.append("began") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in editing.append("ended") }, for: .editingDidEnd)
        XCTAssertNotNil(showInputView(of: field))
        editing = []
        let overlay = ActivityOverlay(
          attachedTo: window.root.view, coverage: coverage, configuration: .immediate())

        let token = overlay.begin()
        waitUntil("(\(coverage)) the covered field stops editing") { !field.isFirstResponder }
        waitUntil("(\(coverage)) its keyboard goes") { input.window == nil }
        XCTAssertEqual(editing, ["ended"], "(\(coverage))")

        overlay.end(token)
        waitUntil("(\(coverage)) the overlay has gone") { overlay.superview == nil }
        waitUntil("(\(coverage)) the field edits again") { field.isFirstResponder }
        waitUntil("(\(coverage)) its keyboard is back") { input.window != nil }
        XCTAssertEqual(editing, ["ended", "began"], "(\(coverage))")
      }
    }

    /// Fails if a `.keyboard` overlay leaves the field's accessory bar uncovered (a tap reaches its
    /// button) or lets the tap through to the app, or keeps the bar blocked once it has gone.
    func testATapOnTheCoveredAccessoryBarReachesNeitherTheBarNorTheAppBehindIt() throws {
      let window = try TestWindow(in: self)
      let keyboard = CalculatorKeyboard()
      let field = UITextField(frame: .zero)
      keyboard.attach(to: field, showsLiveResult: false)
      // The field's own bar above the keys, with a button in it.
      let bar = UIInputView(
        frame: CGRect(x: 0, y: 0, width: 0, height: 44), inputViewStyle: .keyboard)
      let barButton = UIButton(type: .system)
      barButton.setTitle("Insert", for: .normal)
      barButton.frame = CGRect(x: 8, y: 4, width: 120, height: 36)
      bar.addSubview(barButton)
      field.inputAccessoryView = bar
      window.show(field)
      let keyboardWindow = try XCTUnwrap(showInputView(of: field))
      waitUntil("the bar is above the keys") { bar.window != nil && barButton.bounds.width > 0 }
      let scene = try XCTUnwrap(window.window.windowScene)
      let onScreen = barButton.frameOnScreen
      let point = CGPoint(x: onScreen.midX, y: onScreen.midY)
      // A button of the app right behind the bar's: a tap falling through the bar would reach it.
      let behind = UIButton(type: .system)
      behind.frame = window.root.view.convert(onScreen, from: window.window.screen.coordinateSpace)
      window.root.view.addSubview(behind)
      func tapped() -> UIView? {
        frontmostHit(
          atScreenPoint: point, in: scene,
          including: [keyboardWindow, bar.window].compactMap { $0 })
      }
      XCTAssertTrue(
        tapped()?.isDescendant(of: barButton) == true,
        "before the overlay a tap reaches the bar's button, not \(String(describing: tapped()))")
      let overlay = ActivityOverlay(
        attachedTo: window.root.view, coverage: .keyboard, configuration: .immediate())

      let token = overlay.begin()
      waitUntil("the overlay is inside the keyboard") { overlay.superview === keyboard }
      waitUntil("a shield lies over the bar, in front of its button") {
        bar.subviews.last.map { $0 !== barButton && $0.frame.contains(barButton.frame) } == true
      }
      let landed = tapped()
      XCTAssertFalse(
        landed?.isDescendant(of: bar) == true && landed !== bar.subviews.last,
        "a tap on the covered bar reached \(String(describing: landed)) in it")
      XCTAssertFalse(
        landed?.isDescendant(of: window.window) == true,
        "a tap on the covered bar fell through to the app: \(String(describing: landed))")

      overlay.end(token)
      waitUntil("the overlay has gone") { overlay.superview == nil }
      waitUntil("a tap on the bar reaches its button again") {
        tapped()?.isDescendant(of: barButton) == true
      }
    }

    /// Fails if new work during the fade-out restarts the fade-in from transparent (no
    /// `beginFromCurrentState`), lets the fade-out run on, or takes the overlay out.
    func testNewWorkDuringTheFadeOutFadesTheOverlayBackFromWhereTheFadeHadGot() throws {
      try XCTSkipIf(UIAccessibility.isReduceMotionEnabled, "with Reduce Motion nothing fades")
      let window = try TestWindow(in: self)
      // A long fade, so a loaded machine's pauses move the opacity little between readings.
      let fade: TimeInterval = 4
      let overlay = ActivityOverlay(
        attachedTo: window.root.view, coverage: .view,
        configuration: .immediate(fade: .seconds(fade)))
      let token = overlay.begin(message: "Saving")
      waitUntil("the message is shown") { self.message("Saving", in: overlay) != nil }
      let message = try XCTUnwrap(self.message("Saving", in: overlay))
      /// How opaque the message is on screen now, mid-animation included.
      func opacity() -> Float {
        var opacity: Float = 1
        var view: UIView? = message
        while let current = view, current !== overlay.superview {
          opacity *= (current.layer.presentation() ?? current.layer).opacity
          view = current.superview
        }
        return opacity
      }
      waitUntil("the fade-in has ended") { opacity() > 0.99 }
      overlay.end(token)
      waitUntil("the fade-out is under way") { opacity() < 0.8 }
      let faded = opacity()
      let fadedAt = Date()

      let again = overlay.begin(message: "Saving")
      defer { overlay.end(again) }
      finishTheMainQueuesTurn()
      let first = opacity()
      // However long the machine took to get here, the fade-out went on at most that long, at
      // most twice as steep as a linear fade at the middle of its curve.
      let lost = Float(2 * Date().timeIntervalSince(fadedAt) / fade)
      waitUntil("the opacity moves on from \(first)") { abs(opacity() - first) > 0.01 }
      let second = opacity()

      XCTAssertGreaterThanOrEqual(
        first, faded - lost - 0.05,
        "the fade-in starts from where the fade-out had got (\(faded), less \(lost) for the time "
          + "since), not from transparent")
      XCTAssertGreaterThan(
        second, first, "the opacity rises: a fade-in, not the fade-out carrying on")
      waitUntil("the overlay is back") { opacity() > 0.99 }
      XCTAssertTrue(overlay.isVisible)
      XCTAssertNotNil(overlay.superview, "the overlay was not taken out")
    }

    /// The label showing `text` inside `overlay`, if it shows it.
    private func message(_ text: String, in overlay: ActivityOverlay) -> UILabel? {
      overlay.allSubviews.lazy.compactMap { $0 as? UILabel }.first { $0.text == text }
    }
  }

  /// A text field delegate that never lets editing end, as a form validating on exit does.
  private final class RefusesToEndEditing: NSObject, UITextFieldDelegate {
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      false
    }
  }
#endif
