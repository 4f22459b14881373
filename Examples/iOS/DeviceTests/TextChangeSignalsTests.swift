#if canImport(UIKit)
  import UIKit
  import XCTest

  /// What UIKit itself does when text is replaced through `UITextInput.replace(_:withText:)` in
  /// a field that is first responder, as a custom keyboard replaces it: whether the delegate is
  /// asked, and which change signals UIKit gives, how often and when; and that setting `text`
  /// in code asks no delegate and gives no signal at all. A keyboard that asks the delegate
  /// itself and gives the signals UIKit did not give relies on these answers; each failure
  /// message prints what UIKit really did.
  ///
  /// The input view is a plain `UIInputView`, so nothing of InputKit takes part, and no change
  /// to InputKit makes these fail: a failure means UIKit does something else, and the keyboard's
  /// session must follow what the message reports.
  @MainActor
  final class TextChangeSignalsTests: XCTestCase {
    /// Fails if UIKit asks a text field's delegate about `replace(_:withText:)`, or gives its
    /// change signals other than once each inside the call.
    func testReplacingTextInATextFieldAsksNoDelegateAndSignalsOnceInsideTheCall() throws {
      for edit in Self.edits {
        let window = try TestWindow(in: self)
        defer { window.close() }
        let field = window.showField(typingWith: TestWindow.plainInputView())
        field.text = edit.before
        let log = FieldEventLog(field: field)

        try replace(
          edit, in: field, expecting: ["editingChanged", "textDidChangeNotification"], log)

        XCTAssertEqual(field.text, edit.after, edit.name)
      }
    }

    /// The same for a text view (the notification and `textViewDidChange(_:)`).
    func testReplacingTextInATextViewAsksNoDelegateAndSignalsOnceInsideTheCall() throws {
      for edit in Self.edits {
        let window = try TestWindow(in: self)
        defer { window.close() }
        let textView = UITextView(frame: .zero)
        textView.inputView = TestWindow.plainInputView()
        textView.text = edit.before
        window.show(textView)
        let log = FieldEventLog(textView: textView)

        try replace(
          edit, in: textView, expecting: ["textDidChangeNotification", "textViewDidChange"], log)

        XCTAssertEqual(textView.text, edit.after, edit.name)
      }
    }

    /// Fails if UIKit asks a delegate or gives a change signal for `text` set in code on an
    /// editing field.
    func testSettingTheTextOfAnEditingTextFieldAsksNoDelegateAndGivesNoChangeSignal() throws {
      let window = try TestWindow(in: self)
      let field = window.showField(typingWith: TestWindow.plainInputView())
      field.text = "12"

      expectNoSignal(whenSettingTheTextOf: field, FieldEventLog(field: field)) { field.text = $0 }

      XCTAssertEqual(field.text, "45")
    }

    /// The same for an editing text view.
    func testSettingTheTextOfAnEditingTextViewAsksNoDelegateAndGivesNoChangeSignal() throws {
      let window = try TestWindow(in: self)
      let textView = UITextView(frame: .zero)
      textView.inputView = TestWindow.plainInputView()
      textView.text = "12"
      window.show(textView)

      expectNoSignal(whenSettingTheTextOf: textView, FieldEventLog(textView: textView)) {
        textView.text = $0
      }

      XCTAssertEqual(textView.text, "45")
    }

    /// Makes `input` first responder, sets its text to "45" with `setText`, as an app does in
    /// code, and checks that UIKit asked no delegate and gave no signal, then or afterwards.
    private func expectNoSignal(
      whenSettingTheTextOf input: UIResponder & UITextInput, _ log: FieldEventLog,
      file: StaticString = #filePath, line: UInt = #line, _ setText: (String) -> Void
    ) {
      XCTAssertNotNil(showInputView(of: input, file: file, line: line))
      log.clear()

      setText("45")
      finishTheMainQueuesTurn(file: file, line: line)
      letUIKitSettle()

      XCTAssertEqual(
        log.entries, [], "UIKit signalled a text set in code: \(log.entries)", file: file,
        line: line)
    }

    /// Makes `input` first responder, replaces `edit`'s range through
    /// `replace(_:withText:)`, and checks that UIKit gave exactly `signals` (in any order) while
    /// the call ran, asked no delegate, and gave nothing more after it returned.
    private func replace(
      _ edit: Edit, in input: UIResponder & UITextInput, expecting signals: [String],
      _ log: FieldEventLog, file: StaticString = #filePath, line: UInt = #line
    ) throws {
      XCTAssertNotNil(showInputView(of: input, file: file, line: line))
      let start = input.beginningOfDocument
      let lower = try XCTUnwrap(input.position(from: start, offset: edit.range.lowerBound))
      let upper = try XCTUnwrap(input.position(from: start, offset: edit.range.upperBound))
      let range = try XCTUnwrap(input.textRange(from: lower, to: upper))
      log.clear()

      input.replace(range, withText: edit.replacement)
      let duringTheCall = log.entries
      finishTheMainQueuesTurn(file: file, line: line)
      letUIKitSettle()

      XCTAssertEqual(
        duringTheCall.sorted(), signals.sorted(),
        "\(edit.name): UIKit's signals during replace(_:withText:) were \(duringTheCall)",
        file: file, line: line)
      XCTAssertEqual(
        log.entries, duringTheCall,
        "\(edit.name): UIKit gave signals after replace(_:withText:) returned: \(log.entries)",
        file: file, line: line)
    }

    /// An edit as a keyboard makes it: a UTF-16 range of `before` and its replacement.
    private struct Edit {
      let name: String
      let before: String
      let range: Range<Int>
      let replacement: String
      let after: String
    }

    private static let edits = [
      Edit(
        name: "a digit typed at the end", before: "12", range: 2..<2, replacement: "3", after: "123"
      ),
      Edit(
        name: "a selection replaced", before: "12+3", range: 2..<3, replacement: "×", after: "12×3"),
      Edit(
        name: "a character deleted", before: "12+3", range: 3..<4, replacement: "", after: "12+"),
    ]
  }
#endif
