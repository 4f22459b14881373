#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit
  import XCTest

  /// The text prompt in a real window: what UIKit does around a presented prompt, and that the
  /// caller of `await present(from:)` hears exactly one answer whatever it does. Each story is
  /// also a script of the core's `PromptSession`; these check that UIKit reports what the
  /// scripts assume.
  @MainActor
  final class TextPromptTests: XCTestCase {
    /// Fails if the prompt takes being covered (its `viewDidDisappear`) for a dismissal and
    /// answers the caller, drops the text typed before the cover, or does not take the keyboard
    /// back once the cover has gone.
    func testAViewControllerPresentedOverThePromptDoesNotCancelIt() throws {
      for style in [UIModalPresentationStyle.fullScreen, .pageSheet, .overFullScreen] {
        let window = try TestWindow(in: self)
        defer { window.close() }
        let (prompt, caller, cover) = showCoveredPrompt(in: window, text: "42", style: style)
        letUIKitSettle()
        XCTAssertEqual(caller.results.count, 0, "a cover (\(style.rawValue)) answered the caller")

        cover.dismiss(animated: true, completion: nil)
        waitUntil("the cover (\(style.rawValue)) is gone") {
          prompt.presentedViewController == nil && prompt.transitionCoordinator == nil
        }
        letUIKitSettle()
        XCTAssertEqual(caller.results.count, 0)
        waitUntil("the field takes the keyboard again (\(style.rawValue))") {
          prompt.field?.isFirstResponder == true
        }

        // Return, as the keyboard's key reports it: to the field's delegate.
        let field = try XCTUnwrap(prompt.field)
        XCTAssertEqual(field.delegate?.textFieldShouldReturn?(field), false)
        waitUntil("the caller returns") { caller.results.count == 1 }
        XCTAssertEqual(caller.results, ["42"], "the text typed before the cover is kept")
      }
    }

    /// Fails if a prompt taken out with what covers it never answers its caller (UIKit sends the
    /// covered prompt no callback), or answers it twice.
    func testThePromptsPresenterDismissedWhileCoveredResumesTheCallerWithNilExactlyOnce() throws {
      for (style, animated) in [
        (UIModalPresentationStyle.fullScreen, false), (.fullScreen, true), (.pageSheet, true),
      ] {
        let window = try TestWindow(in: self)
        defer { window.close() }
        let (_, caller, _) = showCoveredPrompt(in: window, text: "7", style: style)

        // The app dismisses everything above its root: the cover and, under it, the prompt.
        window.root.dismiss(animated: animated, completion: nil)

        waitUntil("the caller returns (\(style.rawValue), animated \(animated))") {
          caller.results.count == 1
        }
        letUIKitSettle()
        XCTAssertEqual(caller.results.count, 1, "answered more than once")
        XCTAssertEqual(caller.results, [nil])
        XCTAssertNil(window.root.presentedViewController, "the stack was dismissed")
      }
    }

    /// Fails if the Cancel button, `cancel()`, Esc or ⌘. returns anything but `nil`, or leaves
    /// the prompt up; Esc and ⌘. are found among the key commands of the responder chain from
    /// the focused field and sent with no target, as UIKit delivers a key command, so they also
    /// fail if the prompt stops offering them or a responder before it takes them.
    func testCancelReturnsNilFromTheButtonTheAppAndEscape() throws {
      let ways: [(String, (TextPromptController) throws -> Void)] = [
        ("the Cancel button", { prompt in try prompt.sendBarAction(titled: "Cancel") }),
        ("the app's cancel()", { prompt in prompt.cancel() }),
        (
          "Esc on a hardware keyboard",
          { prompt in
            let escape = try XCTUnwrap(
              prompt.keyCommandFromTheFocus { $0.input == UIKeyCommand.inputEscape })
            XCTAssertTrue(escape.wantsPriorityOverSystemBehavior)
            try Self.deliver(escape)
          }
        ),
        (
          "⌘. on a hardware keyboard",
          { prompt in
            try Self.deliver(
              try XCTUnwrap(
                prompt.keyCommandFromTheFocus { $0.input == "." && $0.modifierFlags == .command }))
          }
        ),
      ]
      for (name, cancel) in ways {
        let window = try TestWindow(in: self)
        defer { window.close() }
        let prompt = TextPromptController(title: "Amount", text: "12", language: .english)
        let caller = PromptCaller(prompt, from: window.root)
        waitUntilShown(prompt)
        waitUntil("\(name): the field takes the keyboard") {
          prompt.field?.isFirstResponder == true
        }

        try cancel(prompt)

        waitUntil("\(name): the caller returns") { caller.results.count == 1 }
        XCTAssertEqual(caller.results, [nil], "\(name) must return nil, even on valid text")
        waitUntil("\(name): the prompt leaves") { window.root.presentedViewController == nil }
      }
    }

    /// Fails if `await present(from:)` returns twice (Okay, Cancel and Esc while the prompt
    /// leaves), makes a second caller wait, or does not give a late caller the result.
    func testAwaitPresentReturnsExactlyOnce() throws {
      let window = try TestWindow(in: self)
      let prompt = TextPromptController(title: "Amount", language: .english)
      let caller = PromptCaller(prompt, from: window.root)
      waitUntilShown(prompt)
      // A second caller while the first waits is answered at once.
      let second = PromptCaller(prompt, from: window.root)
      waitUntil("the second caller is answered") { second.results.count == 1 }
      XCTAssertEqual(second.results, [nil])

      let field = try XCTUnwrap(prompt.field)
      waitUntil("the field takes the keyboard") { field.isFirstResponder }
      let end = try XCTUnwrap(field.textRange(from: field.endOfDocument, to: field.endOfDocument))
      field.replace(end, withText: "12+3")
      try prompt.sendBarAction(titled: "Okay")
      // Okay again, Cancel and Esc while it leaves answer nobody a second time.
      try? prompt.sendBarAction(titled: "Okay")
      prompt.cancel()

      waitUntil("the caller returns") { caller.results.count == 1 }
      letUIKitSettle()
      XCTAssertEqual(caller.results, ["12+3"])
      XCTAssertNil(prompt.presentingViewController, "the prompt left the screen")
      // A prompt that ended answers the next caller at once with its result.
      let late = PromptCaller(prompt, from: window.root)
      waitUntil("a late caller is answered") { late.results.count == 1 }
      XCTAssertEqual(late.results, ["12+3"])
    }

    /// Fails if a prompt asked for while its presenter's sheet slides in answers at once (UIKit
    /// refuses a presentation mid-transition) instead of waiting to be presented.
    func testAPresenterInTheMiddleOfASheetsPresentationIsWaitedForNotRefused() throws {
      let window = try TestWindow(in: self)
      let sheet = UIViewController()
      window.root.present(sheet, animated: true, completion: nil)
      XCTAssertNotNil(sheet.transitionCoordinator, "the sheet is still sliding in")

      let prompt = TextPromptController(title: "Amount", text: "5", language: .english)
      let caller = PromptCaller(prompt, from: window.root)

      waitUntil("the prompt is presented over the sheet once it is in") {
        prompt.presentingViewController != nil && prompt.viewIfLoaded?.window != nil
      }
      XCTAssertEqual(caller.results.count, 0, "the caller was answered instead of waited for")
      prompt.cancel()
      waitUntil("the caller returns") { caller.results.count == 1 }
      XCTAssertEqual(caller.results, [nil])
      XCTAssertNotNil(sheet.presentingViewController, "the sheet stays")
    }

    /// Fails if SwiftUI's `.textPrompt` inside a sheet still sliding in is never presented, answers
    /// more than once, or reports its result before `isPresented` turns false.
    func testSwiftUIsTextPromptInASheetStillSlidingInIsPresentedAndAnswersOnce() throws {
      let log = PromptResultLog()
      let window = try TestWindow(
        root: UIHostingController(rootView: SheetWithPrompt(log: log)), in: self)

      waitUntil("the prompt is presented over the sheet") { window.topmost is TextPromptController }
      let prompt = try XCTUnwrap(window.topmost as? TextPromptController)
      waitUntilShown(prompt)
      prompt.cancel()

      waitUntil("the completion is called") { log.results.count == 1 }
      letUIKitSettle()
      XCTAssertEqual(log.results, [.cancelled])
      XCTAssertEqual(log.bindingAfterEnd, [false], "isPresented turns false before the result")
    }

    /// Fails if VoiceOver's escape, asked of the field, the bar or a calculator key and each view
    /// above it, reaches nothing that cancels the prompt (a key asking only its own views, which
    /// lie in UIKit's keyboard window).
    func testVoiceOversEscapeCancelsFromTheFieldTheBarAndACalculatorKey() throws {
      let ways: [(String, (TextPromptController) throws -> UIView)] = [
        ("the field", { prompt in try XCTUnwrap(prompt.field) }),
        ("the bar above the keys", { prompt in try XCTUnwrap(prompt.field?.inputAccessoryView) }),
        (
          "a key of the calculator keyboard",
          { prompt in
            try XCTUnwrap(prompt.field?.inputView as? CalculatorKeyboard).keyView("digit7")
          }
        ),
      ]
      for (name, element) in ways {
        let window = try TestWindow(in: self)
        defer { window.close() }
        let prompt = TextPromptController(
          title: "Amount", text: "12", options: TextPromptOptions(keyboard: .calculator()),
          language: .english)
        let caller = PromptCaller(prompt, from: window.root)
        waitUntilShown(prompt)
        let focused = try element(prompt)
        waitUntil("\(name) is on screen") { focused.window != nil }

        XCTAssertTrue(escape(from: focused), "\(name): nothing handled VoiceOver's escape")

        waitUntil("\(name): the caller returns") { caller.results.count == 1 }
        XCTAssertEqual(caller.results, [nil], "\(name): escape returns nil, even on valid text")
        waitUntil("\(name): the prompt leaves") { window.root.presentedViewController == nil }
      }
    }

    /// UIKit's own behaviour, which the prompt moves with: fails if UIKit announces the calculator
    /// keys without a `keyboardWillChangeFrameNotification` ending at them, with a duration and a
    /// curve. No change to InputKit but dropping the keys from the field makes it fail.
    func testFocusingThePromptsFieldAnnouncesTheKeysWithTheirAnimation() throws {
      let window = try TestWindow(in: self)
      let keyboardChanges = KeyboardNotificationLog(center: .default)
      let prompt = TextPromptController(
        title: "Amount", options: TextPromptOptions(keyboard: .calculator()), language: .english)
      let caller = PromptCaller(prompt, from: window.root)
      waitUntilShown(prompt)
      let keys = try XCTUnwrap(prompt.field?.inputView)
      waitUntil("the keys are on screen") { keys.window != nil }

      let onScreen = keys.frameOnScreen
      let announced = keyboardChanges.willChange.last {
        $0.endFrame.insetBy(dx: -0.5, dy: -0.5).contains(onScreen)
      }
      let change = try XCTUnwrap(
        announced,
        "no keyboardWillChangeFrameNotification ends at the keys \(onScreen): "
          + "\(keyboardChanges.willChangeEndFrames)")
      XCTAssertGreaterThan(
        change.duration ?? 0, 0, "the keys slide in with an animation the prompt moves with")
      XCTAssertNotNil(change.curve, "the notification gives the animation's curve")
      prompt.cancel()
      waitUntil("the caller returns") { caller.results.count == 1 }
    }

    /// UIKit's own order, which the prompt's answer relies on: fails if UIKit runs a dismissal's
    /// completion before the dismissed view controller's `viewDidDisappear`. No change to
    /// InputKit makes it fail.
    func testADismissalsCompletionComesAfterTheDismissedViewControllerHasDisappeared() throws {
      for animated in [false, true] {
        let window = try TestWindow(in: self)
        defer { window.close() }
        let presented = DisappearanceLog()
        window.root.present(presented, animated: false, completion: nil)
        waitUntil("the view controller is up") {
          presented.viewIfLoaded?.window != nil && presented.transitionCoordinator == nil
        }

        window.root.dismiss(animated: animated) { presented.events.append("completion") }

        waitUntil("the completion runs (animated \(animated))") {
          presented.events.contains("completion")
        }
        XCTAssertEqual(
          presented.events, ["viewDidDisappear", "completion"], "animated \(animated)")
      }
    }

    /// Sends `command`'s action as UIKit does when its keys are pressed: with no target, to the
    /// key window's first responder and up the responder chain to the first that handles it.
    private static func deliver(_ command: UIKeyCommand) throws {
      let action = try XCTUnwrap(command.action as Selector?)
      XCTAssertTrue(
        UIApplication.shared.sendAction(action, to: nil, from: command, for: nil),
        "no responder from the focused field up handles \(action)")
    }

    /// VoiceOver's escape gesture (a two-finger Z) on `element`: asked of the element, then of
    /// each view above it, until one handles it ("Implement accessibilityPerformEscape on an
    /// element or containing view to exit a modal … view", UIAccessibility.h). VoiceOver does
    /// the walk itself; the test does it as VoiceOver would, since no test can turn it on.
    private func escape(from element: UIView) -> Bool {
      sequence(first: element, next: \.superview).contains { $0.accessibilityPerformEscape() }
    }

    /// Presents a prompt on `text` from `window`'s root for a caller of its own, then a view
    /// controller over it in `style`, and waits until both are up.
    private func showCoveredPrompt(
      in window: TestWindow, text: String, style: UIModalPresentationStyle,
      file: StaticString = #filePath, line: UInt = #line
    ) -> (TextPromptController, PromptCaller, UIViewController) {
      let prompt = TextPromptController(title: "Amount", text: text, language: .english)
      let caller = PromptCaller(prompt, from: window.root)
      waitUntilShown(prompt, file: file, line: line)
      let cover = UIViewController()
      cover.modalPresentationStyle = style
      prompt.present(cover, animated: true, completion: nil)
      waitUntil("the cover (\(style.rawValue)) is up", file: file, line: line) {
        cover.viewIfLoaded?.window != nil && cover.transitionCoordinator == nil
      }
      return (prompt, caller, cover)
    }

    /// Waits until `prompt` is on screen and its presentation has ended.
    private func waitUntilShown(
      _ prompt: TextPromptController, file: StaticString = #filePath, line: UInt = #line
    ) {
      waitUntil("the prompt is on screen", file: file, line: line) {
        prompt.viewIfLoaded?.window != nil && prompt.presentingViewController != nil
          && prompt.transitionCoordinator == nil && prompt.view.alpha == 1
      }
    }
  }

  /// A view controller that logs UIKit's `viewDidDisappear(_:)`; a test logs the rest.
  @MainActor
  private final class DisappearanceLog: UIViewController {
    var events: [String] = []

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      events.append("viewDidDisappear")
    }
  }

  /// A caller of `present(from:)`, in a task of its own: every answer it got, in order.
  @MainActor
  final class PromptCaller {
    private(set) var results: [String?] = []

    init(_ prompt: TextPromptController, from presenter: UIViewController) {
      Task { @MainActor [weak self] in
        let result = await prompt.present(from: presenter)
        self?.results.append(result)
      }
    }
  }

  /// What SwiftUI's `.textPrompt` reported, and the binding's value at that moment.
  @MainActor
  final class PromptResultLog: ObservableObject {
    var results: [TextPromptResult] = []
    var bindingAfterEnd: [Bool] = []
  }

  /// A sheet presented at once, whose content asks for a prompt as it appears: the prompt is
  /// asked for while the sheet still slides in.
  private struct SheetWithPrompt: View {
    let log: PromptResultLog
    @State private var isShowingSheet = true

    var body: some View {
      Text("Under the sheet")
        .sheet(isPresented: $isShowingSheet) { PromptingContent(log: log) }
    }
  }

  private struct PromptingContent: View {
    let log: PromptResultLog
    @State private var isPrompting = true

    var body: some View {
      Text("In the sheet")
        .textPrompt(isPresented: $isPrompting, title: "Amount", text: "3") { result in
          log.bindingAfterEnd.append(isPrompting)
          log.results.append(result)
        }
    }
  }

  extension TextPromptController {
    /// The prompt's text field.
    var field: UITextField? {
      viewIfLoaded?.subviews.lazy.compactMap { $0 as? UITextField }.first
    }

    /// The first key command matching `matches` among those of the focused field and each
    /// responder after it, in the order UIKit looks for a key command.
    func keyCommandFromTheFocus(where matches: (UIKeyCommand) -> Bool) -> UIKeyCommand? {
      guard let field, field.isFirstResponder else { return nil }
      return sequence(first: field as UIResponder, next: \.next)
        .compactMap { $0.keyCommands?.first(where: matches) }.first
    }

    /// Runs the action of the bar button titled `title` above the keys, as a tap does.
    func sendBarAction(titled title: String) throws {
      let bar = try XCTUnwrap(field?.inputAccessoryView as? UIToolbar, "no bar above the keys")
      let action = try XCTUnwrap(
        bar.items?.lazy.compactMap(\.primaryAction).first { $0.title == title },
        "no \"\(title)\" in the bar")
      UIButton(frame: .zero).sendAction(action)
    }
  }

  extension TestWindow {
    /// The view controller on top of the window's presentations.
    var topmost: UIViewController {
      var top = root
      while let presented = top.presentedViewController { top = presented }
      return top
    }
  }

  extension XCTestCase {
    /// Waits until UIKit has settled in the key window (`waitUntilUIKitHasSettled(in:)`), then
    /// turns the main run loop for a second more: the prompt reads UIKit's facts again four times
    /// a second where UIKit sends no callback (a covered prompt removed with its cover), and a
    /// check that no answer came follows this. Nothing here measures speed.
    @MainActor
    func letUIKitSettle(file: StaticString = #filePath, line: UInt = #line) {
      let keyWindow = UIApplication.shared.connectedScenes.lazy
        .compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
      waitUntilUIKitHasSettled(in: keyWindow, file: file, line: line)
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
    }
  }
#endif
