#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// Where the overlay goes when the window around it changes: the window above the keyboard
  /// follows its host's window when that is resized (as Stage Manager resizes a scene) and the
  /// scene into landscape; a host's window resized narrower than the keyboard (as Split View
  /// does) can no longer cover the keys, so the field ends editing; and in a scaled window or
  /// under a scaled host the keyboard's frame, which UIKit announces in screen coordinates, is
  /// converted through the transforms, not translated.
  ///
  /// Each overlay here is attached before the keyboard comes up, so it follows the keyboard's
  /// frame notifications (the layout guide is read only before any notification, and is checked
  /// by `ActivityOverlayTests`). The keyboard is a plain `UIInputView`, which the overlay takes
  /// for the system keyboard. No public call resizes a scene, so a resize is the host's window
  /// given a narrower frame; a rotation is iOS 16's geometry request
  /// (`UIWindowScene.requestGeometryUpdate(_:errorHandler:)`), the only public way to turn a
  /// scene.
  @MainActor
  final class ActivityOverlayGeometryTests: XCTestCase {
    /// Fails if the window above the keyboard keeps its old frame when the host's window is
    /// resized (as Stage Manager resizes a scene) with the keys still inside it, or its overlay
    /// no longer spans the keys.
    func testTheWindowAboveTheKeyboardFollowsItsHostsWindowWhenThatIsResized() throws {
      let window = try TestWindow(in: self)
      let (field, overlay, token, keyboardWindow) = try overlayAboveTheKeyboard(in: window)
      defer { overlay.end(token) }
      let overlayWindow = try XCTUnwrap(overlay.window)

      let full = window.window.frame
      window.window.frame = CGRect(
        x: full.minX, y: full.minY + 60, width: full.width, height: full.height - 60)
      // As UIKit lays out the root view in a resized scene.
      window.root.view.frame = window.window.bounds

      waitUntil("the window above the keyboard is framed like its host's again") {
        overlayWindow.frame == window.window.frame
      }
      XCTAssertTrue(field.isFirstResponder, "the keys are inside the window: the field edits on")
      try expectKeysCovered(by: overlay, of: field, in: window, keyboardWindow: keyboardWindow)
    }

    /// Fails if a `.keyboard` overlay over the system keyboard stays in the window above the
    /// keyboard once its host's window is narrower than the keyboard: a window draws only
    /// inside its scene, so the keys beyond it would stay live and type into the field. The
    /// field must end editing instead, and the overlay cover its host.
    func testAKeyboardOverlayWhoseWindowIsResizedNarrowerThanTheKeysEndsTheFieldsEditing() throws {
      let window = try TestWindow(in: self)
      let (field, overlay, token, _) = try overlayAboveTheKeyboard(in: window)
      defer { overlay.end(token) }

      let full = window.window.frame
      window.window.frame = CGRect(
        x: full.minX + 60, y: full.minY, width: full.width - 60, height: full.height)
      // As UIKit lays out the root view in a resized scene.
      window.root.view.frame = window.window.bounds

      waitUntil("the field has stopped editing") { !field.isFirstResponder }
      waitUntil("the overlay is in its host") { overlay.superview === window.root.view }
      XCTAssertTrue(overlay.isVisible)
    }

    /// Fails if the overlay does not follow the scene into landscape (its window's frame, the
    /// keys). Skipped, on the allow-list, on an iPad whose scene UIKit does not turn.
    func testTheOverlayAboveTheKeyboardFollowsTheSceneIntoLandscapeAndBack() throws {
      let window = try TestWindow(in: self)
      let scene = try XCTUnwrap(window.window.windowScene)
      let (field, overlay, token, keyboardWindow) = try overlayAboveTheKeyboard(in: window)
      defer { overlay.end(token) }

      try turn(scene, to: .landscapeRight, root: window.root)
      defer {
        do {
          try turn(scene, to: .portrait, root: window.root)
        } catch {
          XCTFail("the scene did not turn back: \(error)")
        }
        XCTAssertEqual(
          scene.interfaceOrientation, .portrait, "the scene is back in portrait for the next test")
      }

      let screen = scene.screen.bounds
      let input = try XCTUnwrap(field.inputView)
      waitUntil("the keyboard is docked in landscape") {
        abs(input.frameOnScreen.width - screen.width) < 1 && input.window != nil
      }
      waitUntil("the window above the keyboard is framed like its host's") {
        overlay.window?.frame == window.window.frame
      }
      try expectKeysCovered(by: overlay, of: field, in: window, keyboardWindow: keyboardWindow)
    }

    /// Fails if the keyboard's frame, announced in screen coordinates, is translated into a scaled
    /// window instead of converted through its transform (`.keyboard` misses the keys, `.view`
    /// stops above or below them). The `.keyboard` window is scaled up, so the keys lie inside
    /// it (a window smaller than the keys makes the field end editing instead).
    func testInAScaledWindowTheKeyboardsFrameIsConvertedThroughTheTransform() throws {
      for (coverage, scale) in [(OverlayCoverage.view, 0.8), (.keyboard, 1.25)] {
        let window = try TestWindow(in: self)
        defer { window.close() }
        window.window.transform = CGAffineTransform(scaleX: scale, y: scale)
        let field = window.showField(typingWith: TestWindow.plainInputView())
        let host = coverage == .view ? lowerPart(of: window) : window.root.view!
        let overlay = ActivityOverlay(
          attachedTo: host, coverage: coverage, configuration: .immediate())
        let keyboardWindow = try XCTUnwrap(showInputView(of: field))
        let token = overlay.begin()
        defer { overlay.end(token) }
        waitUntil("(\(coverage)) the overlay is placed") { overlay.window != nil }

        if coverage == .keyboard {
          try expectKeysCovered(by: overlay, of: field, in: window, keyboardWindow: keyboardWindow)
        } else {
          try expectOverlay(overlay, toStopAtTheKeysOf: field)
        }
      }
    }

    /// Fails if the keyboard's frame is translated into a scaled host instead of converted by the
    /// host's own conversion (the overlay ends away from the keys' top).
    func testUnderAScaledHostTheOverlayStopsWhereTheKeyboardBegins() throws {
      let window = try TestWindow(in: self)
      let field = window.showField(typingWith: TestWindow.plainInputView())
      let host = lowerPart(of: window)
      host.transform = CGAffineTransform(scaleX: 0.75, y: 0.75)
      let overlay = ActivityOverlay(attachedTo: host, coverage: .view, configuration: .immediate())
      XCTAssertNotNil(showInputView(of: field))
      let token = overlay.begin()
      defer { overlay.end(token) }
      waitUntil("the overlay is placed") { overlay.superview === host }

      try expectOverlay(overlay, toStopAtTheKeysOf: field)
    }

    // MARK: Helpers

    /// A field of `window` typing with a plain input view, and a `.keyboard` overlay attached
    /// before the keyboard comes up (so it follows the keyboard's notifications), at work and in
    /// its window above the keyboard.
    ///
    /// - Returns: the field, the overlay, its activity's token and the keyboard's window.
    private func overlayAboveTheKeyboard(
      in window: TestWindow, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (UITextField, ActivityOverlay, ActivityToken, UIWindow) {
      let field = window.showField(typingWith: TestWindow.plainInputView())
      let overlay = ActivityOverlay(
        attachedTo: window.root.view, coverage: .keyboard, configuration: .immediate())
      let keyboardWindow = try XCTUnwrap(showInputView(of: field), file: file, line: line)
      let token = overlay.begin()
      waitUntil("the overlay is above the keyboard", file: file, line: line) {
        overlay.window != nil && overlay.window !== window.window
      }
      return (field, overlay, token, keyboardWindow)
    }

    /// A view of `window` from below its field down to its bottom, reaching under the keyboard:
    /// a field outside it keeps its keyboard, and the overlay over it must stop at the keys.
    private func lowerPart(of window: TestWindow) -> UIView {
      let bounds = window.root.view.bounds
      let part = UIView(
        frame: CGRect(x: 0, y: 200, width: bounds.width, height: bounds.height - 200))
      part.backgroundColor = .secondarySystemBackground
      window.root.view.addSubview(part)
      return part
    }

    /// Checks that `overlay` covers all the keys of `field`'s keyboard on screen, which lie
    /// inside its host's window, and that a tap at their centre lands on it.
    private func expectKeysCovered(
      by overlay: ActivityOverlay, of field: UITextField, in window: TestWindow,
      keyboardWindow: UIWindow, file: StaticString = #filePath, line: UInt = #line
    ) throws {
      let scene = try XCTUnwrap(window.window.windowScene, file: file, line: line)
      let keys = try XCTUnwrap(field.inputView, file: file, line: line).frameOnScreen
      XCTAssertTrue(
        window.window.frameOnScreen.insetBy(dx: -1, dy: -1).contains(keys),
        "the keys \(keys) lie inside the host's window \(window.window.frameOnScreen)", file: file,
        line: line)
      // The overlay follows the keyboard's notifications, which a loaded machine may deliver late.
      waitUntil("the overlay spans the keys \(keys)", file: file, line: line) {
        overlay.frameOnScreen.insetBy(dx: -1, dy: -1).contains(keys)
      }
      let covered = overlay.frameOnScreen
      let report = "the keys are at \(keys) on screen, the overlay at \(covered)"
      XCTAssertLessThanOrEqual(covered.minX, keys.minX + 1, report, file: file, line: line)
      XCTAssertLessThanOrEqual(covered.minY, keys.minY + 1, report, file: file, line: line)
      XCTAssertGreaterThanOrEqual(covered.maxX, keys.maxX - 1, report, file: file, line: line)
      XCTAssertGreaterThanOrEqual(covered.maxY, keys.maxY - 1, report, file: file, line: line)
      let hit = frontmostHit(
        atScreenPoint: CGPoint(x: keys.midX, y: keys.midY), in: scene, including: [keyboardWindow])
      XCTAssertTrue(
        hit?.isDescendant(of: overlay) == true,
        "a tap at the keys' centre lands on \(String(describing: hit)); \(report)", file: file,
        line: line)
    }

    /// Checks that `overlay`, over a view the keyboard of `field` reaches into, ends on screen
    /// exactly where the keys begin.
    private func expectOverlay(
      _ overlay: ActivityOverlay, toStopAtTheKeysOf field: UITextField,
      file: StaticString = #filePath, line: UInt = #line
    ) throws {
      let keys = try XCTUnwrap(field.inputView, file: file, line: line).frameOnScreen
      waitUntil("the overlay ends where the keys \(keys) begin", file: file, line: line) {
        abs(overlay.frameOnScreen.maxY - keys.minY) <= 1
      }
      let covered = overlay.frameOnScreen
      XCTAssertTrue(field.isFirstResponder, "the field is outside the host", file: file, line: line)
      XCTAssertEqual(
        covered.maxY, keys.minY, accuracy: 1,
        "the keys begin at \(keys.minY) on screen, the overlay ends at \(covered.maxY)", file: file,
        line: line)
    }

    /// Asks UIKit to turn `scene` to `orientation` and waits until it has; skips the test on an
    /// iPad whose scene UIKit does not turn (an app that supports multitasking there does not
    /// choose its orientation).
    private func turn(
      _ scene: UIWindowScene, to orientation: UIInterfaceOrientation, root: UIViewController,
      file: StaticString = #filePath, line: UInt = #line
    ) throws {
      let refusal = GeometryRefusal()
      root.setNeedsUpdateOfSupportedInterfaceOrientations()
      scene.requestGeometryUpdate(
        .iOS(interfaceOrientations: Self.mask(of: orientation))
      ) { error in
        let message = error.localizedDescription
        Task { @MainActor in refusal.message = message }
      }
      let turned = turnMainRunLoop(timeout: 10) {
        scene.interfaceOrientation == orientation || refusal.message != nil
      }
      let why = refusal.message ?? "no answer in 10 s"
      if scene.interfaceOrientation != orientation,
        scene.traitCollection.userInterfaceIdiom == .pad
      {
        throw XCTSkip("UIKit did not turn the iPad's scene: \(why)")
      }
      XCTAssertTrue(turned, "the scene did not turn: \(why)", file: file, line: line)
      XCTAssertEqual(scene.interfaceOrientation, orientation, why, file: file, line: line)
    }

    private static func mask(of orientation: UIInterfaceOrientation) -> UIInterfaceOrientationMask {
      switch orientation {
      case .landscapeLeft: .landscapeLeft
      case .landscapeRight: .landscapeRight
      case .portraitUpsideDown: .portraitUpsideDown
      default: .portrait
      }
    }
  }

  /// The reason UIKit gave for not turning a scene, if it gave one.
  @MainActor
  private final class GeometryRefusal {
    var message: String?
  }
#endif
