#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// A prompt typed with InputKit's calculator keyboard takes a hardware keyboard's keys through
  /// the keyboard's rules, as a `CalculatorField` does, and VoiceOver's escape gesture on a
  /// prompt answers whether it did anything.
  @MainActor
  final class TextPromptKeyboardAndEscapeTests: XCTestCase {
    /// Breaks if the prompt's field is a plain `UITextField` again: a hardware keyboard's `*`
    /// and the letter `a` would be typed as text, past the calculator's rules.
    ///
    /// UIKit gives no public way to make a key press, so the presses are scripted `UIPress`
    /// objects handed to the first responder as UIKit hands them (`pressesBegan`), with the text
    /// UIKit's text system may insert for the same key while it is down.
    func testAHardwareKeyboardTypesIntoACalculatorPromptThroughItsRules() throws {
      let window = try TestWindow(in: self)
      let prompt = TextPromptController(
        title: "Amount", text: "12", options: TextPromptOptions(keyboard: .calculator()),
        language: .english)
      let caller = PromptCaller(prompt, from: window.root)
      let field = try XCTUnwrap(shownField(of: prompt))

      type(ScriptedPress(ScriptedKey("*", usage: .keyboard8)), into: field) {
        field.insertText("*")
      }
      XCTAssertEqual(field.text, "12×", "`*` types the keyboard's × once")
      type(ScriptedPress(ScriptedKey("a", usage: .keyboardA)), into: field) {
        field.insertText("a")
      }
      XCTAssertEqual(field.text, "12×", "a letter the calculator has no key for is not typed")

      prompt.cancel()
      waitUntil("the caller returns") { caller.results.count == 1 }
    }

    /// Breaks if the prompt answers VoiceOver's escape with `true` whatever happens: once the
    /// prompt has ended, the gesture must go on to what lies under it.
    func testVoiceOversEscapeIsAnsweredOnlyWhileThePromptIsOpen() throws {
      let window = try TestWindow(in: self)
      let prompt = TextPromptController(title: "Amount", text: "12", language: .english)
      let caller = PromptCaller(prompt, from: window.root)
      let field = try XCTUnwrap(shownField(of: prompt))
      let bar = try XCTUnwrap(field.inputAccessoryView)
      let root = try XCTUnwrap(prompt.viewIfLoaded)

      XCTAssertTrue(bar.accessibilityPerformEscape(), "escape cancels the open prompt")

      XCTAssertFalse(root.accessibilityPerformEscape(), "the leaving prompt did nothing")
      XCTAssertFalse(bar.accessibilityPerformEscape(), "the leaving prompt's bar did nothing")
      waitUntil("the caller returns") { caller.results.count == 1 }
      XCTAssertEqual(caller.results, [nil])
    }

    /// Waits until `prompt` is on screen, its field editing, and returns the field.
    private func shownField(
      of prompt: TextPromptController, file: StaticString = #filePath, line: UInt = #line
    ) -> UITextField? {
      waitUntil("the prompt is on screen with its field editing", file: file, line: line) {
        prompt.viewIfLoaded?.window != nil && prompt.transitionCoordinator == nil
          && prompt.field?.isFirstResponder == true
      }
      return prompt.field
    }

    /// `press` down, `meanwhile` (what UIKit's text system may do while the key is down), and
    /// up, as UIKit hands a key press to the first responder.
    private func type(_ press: UIPress, into field: UITextField, meanwhile: () -> Void) {
      field.pressesBegan([press], with: nil)
      meanwhile()
      field.pressesEnded([press], with: nil)
      finishTheMainQueuesTurn()
    }
  }
#endif
