#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// Where the keyboard's focus goes around an overlay that stopped a field editing: the field
  /// edits again only after `end`'s completion has run, and not at all when the completion moved
  /// the focus or closed the field's screen. The field's editing is read from the events UIKit
  /// sends it (`editingDidBegin`, `editingDidEnd`), so a second begin is a keyboard that came
  /// back. The keyboard is a plain input view, which the overlay takes for the system keyboard.
  @MainActor
  final class ActivityOverlayFocusTests: XCTestCase {
    /// Breaks if the overlay gives the field back before the completion runs (the field edits
    /// inside it) or never gives it back.
    func testTheFieldEditsAgainOnlyAfterTheCompletionHasRun() throws {
      let window = try TestWindow(in: self)
      let (field, log) = try editingField(in: window.root.view)
      let overlay = try stopEditing(field, under: window.root.view)

      var editingInCompletion: [Bool] = []
      overlay.end { editingInCompletion.append(field.isFirstResponder) }

      waitUntil("the field edits again") { field.isFirstResponder }
      XCTAssertEqual(editingInCompletion, [false], "the keyboard came back inside the completion")
      XCTAssertEqual(log.events, ["began", "ended", "began"])
    }

    /// Breaks if the overlay gives the field back while its screen is being popped (UIKit then
    /// makes a field on a sliding screen first responder and raises its keyboard).
    func testACompletionThatPopsTheFieldsScreenLeavesItsKeyboardDown() throws {
      let navigation = UINavigationController(rootViewController: UIViewController())
      _ = try TestWindow(root: navigation, in: self)
      let screen = UIViewController()
      navigation.pushViewController(screen, animated: false)
      waitUntil("the screen is pushed") {
        screen.viewIfLoaded?.window != nil && navigation.transitionCoordinator == nil
      }
      let (field, log) = try editingField(in: screen.view)
      let overlay = try stopEditing(field, under: screen.view)

      overlay.end { _ = navigation.popViewController(animated: true) }

      waitUntil("the screen has been popped") {
        screen.viewIfLoaded?.window == nil && navigation.transitionCoordinator == nil
      }
      letUIKitSettle()
      XCTAssertEqual(log.events, ["began", "ended"], "the popped screen's field edited again")
    }

    /// Breaks if the overlay gives the field back while its screen is being dismissed.
    func testACompletionThatDismissesTheFieldsScreenLeavesItsKeyboardDown() throws {
      let window = try TestWindow(in: self)
      let sheet = UIViewController()
      sheet.modalPresentationStyle = .fullScreen
      window.root.present(sheet, animated: false, completion: nil)
      waitUntil("the sheet is up") {
        sheet.viewIfLoaded?.window != nil && sheet.transitionCoordinator == nil
      }
      sheet.view.backgroundColor = .systemBackground
      let (field, log) = try editingField(in: sheet.view)
      let overlay = try stopEditing(field, under: sheet.view)

      overlay.end { sheet.dismiss(animated: true, completion: nil) }

      waitUntil("the sheet has been dismissed") { window.root.presentedViewController == nil }
      letUIKitSettle()
      XCTAssertEqual(log.events, ["began", "ended"], "the dismissed sheet's field edited again")
    }

    /// Breaks if the overlay gives the old field back after a completion that moved the focus
    /// to another field (the keyboard would jump back to the old one).
    func testACompletionThatFocusesTheNextFieldKeepsTheFocusThere() throws {
      let window = try TestWindow(in: self)
      let (field, log) = try editingField(in: window.root.view)
      let next = UITextField(frame: CGRect(x: 20, y: 160, width: 280, height: 44))
      next.inputView = TestWindow.plainInputView()
      window.root.view.addSubview(next)
      let overlay = try stopEditing(field, under: window.root.view)

      overlay.end { _ = next.becomeFirstResponder() }

      waitUntil("the next field edits") { next.isFirstResponder }
      letUIKitSettle()
      XCTAssertTrue(next.isFirstResponder, "the focus was taken back from the next field")
      XCTAssertEqual(log.events, ["began", "ended"])
    }

    /// Breaks if the overlay no longer finds the field being edited in its host's window from
    /// UIKit's editing and keyboard notifications (it searches for it only on those, not on
    /// every event): the field would type under the overlay.
    func testAFieldThatBeginsEditingUnderAVisibleOverlayStopsAgain() throws {
      let window = try TestWindow(in: self)
      let host = try XCTUnwrap(window.root.view)
      let overlay = ActivityOverlay(attachedTo: host, coverage: .view, configuration: .immediate())
      let token = overlay.begin()
      defer { overlay.end(token) }
      waitUntil("the overlay shows") { overlay.isVisible && overlay.superview === host }
      let field = window.showField(typingWith: TestWindow.plainInputView())
      let log = EditingLog(field)

      XCTAssertTrue(field.becomeFirstResponder(), "UIKit refused to make the field first responder")

      waitUntil("the overlay stops the field it covers") { !field.isFirstResponder }
      XCTAssertEqual(log.events, ["began", "ended"])
    }

    /// A field in `host` typing with a plain input view, editing, with its log cleared but for
    /// its first begin.
    private func editingField(
      in host: UIView, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (UITextField, EditingLog) {
      let field = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 44))
      field.inputView = TestWindow.plainInputView()
      host.addSubview(field)
      let log = EditingLog(field)
      XCTAssertNotNil(showInputView(of: field, file: file, line: line), file: file, line: line)
      XCTAssertEqual(log.events, ["began"], file: file, line: line)
      return (field, log)
    }

    /// A `.view` overlay over `host` with one activity running, once it has stopped `field`.
    private func stopEditing(
      _ field: UITextField, under host: UIView, file: StaticString = #filePath,
      line: UInt = #line
    ) throws -> RunningOverlay {
      let overlay = ActivityOverlay(attachedTo: host, coverage: .view, configuration: .immediate())
      let token = overlay.begin()
      waitUntil("the covered field stops editing", file: file, line: line) {
        !field.isFirstResponder
      }
      return RunningOverlay(overlay: overlay, token: token)
    }
  }

  /// An overlay and the token of the activity it shows.
  @MainActor
  private struct RunningOverlay {
    let overlay: ActivityOverlay
    let token: ActivityToken

    /// Ends the activity; `completion` runs once the overlay has gone.
    func end(_ completion: @escaping @MainActor () -> Void) {
      overlay.end(token, completion: completion)
    }
  }

  /// The editing events UIKit sends a field, in order: "began" and "ended".
  @MainActor
  private final class EditingLog {
    private(set) var events: [String] = []

    init(_ field: UITextField) {
      field.addAction(
        UIAction { [weak self] _ in self?.events.append("began") }, for: .editingDidBegin)
      field.addAction(
        UIAction { [weak self] _ in self?.events.append("ended") }, for: .editingDidEnd)
    }
  }
#endif
