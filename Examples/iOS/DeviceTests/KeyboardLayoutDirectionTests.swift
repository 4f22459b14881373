#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// An expression reads left to right in every language: in a field whose text is laid out
  /// right to left (as a right-to-left interface lays out a field's text, its paragraphs' natural
  /// direction resolving to right to left), `12×3` typed with the keyboard shows `12` left of `3`,
  /// also after the app or Return sets the text whole.
  @MainActor
  final class KeyboardLayoutDirectionTests: XCTestCase {
    /// Fails if the keyboard leaves a right-to-left field's base direction alone, so `12×3` reads
    /// `3×12`, after typing or after the text is set whole.
    func testAnExpressionInATextFieldReadsLeftToRightAlsoAfterItsTextIsSetInCode() throws {
      let window = try TestWindow(in: self)
      let keyboard = CalculatorKeyboard()
      let field = window.showField(typingWith: keyboard)
      Self.layOutRightToLeft(field)

      try typeAndSet(field, with: keyboard) { field.text = $0 }
    }

    /// The same in a `UITextView`, through its typing attributes. Fails on the same break.
    func testAnExpressionInATextViewReadsLeftToRightAlsoAfterItsTextIsSetInCode() throws {
      let window = try TestWindow(in: self)
      let keyboard = CalculatorKeyboard()
      let textView = UITextView(frame: .zero)
      keyboard.attach(to: textView)
      textView.semanticContentAttribute = .forceRightToLeft
      let style = NSMutableParagraphStyle()
      style.baseWritingDirection = .rightToLeft
      textView.typingAttributes[.paragraphStyle] = style
      window.show(textView)

      try typeAndSet(textView, with: keyboard) { textView.text = $0 }
    }

    /// Types `12×3` into `input` and checks it is drawn left to right, then sets `45−6` in code
    /// (`setText`) and checks again.
    private func typeAndSet(
      _ input: UIView & UITextInput, with keyboard: CalculatorKeyboard,
      file: StaticString = #filePath, line: UInt = #line, setText: (String) -> Void
    ) throws {
      XCTAssertNotNil(showInputView(of: input, file: file, line: line))
      try keyboard.tap(["digit1", "digit2", "times", "digit3"], file: file, line: line)
      try assertLeftToRight(input, "12", before: "3", file: file, line: line)

      setText("45−6")
      keyboard.refreshForFieldText()
      try assertLeftToRight(input, "45", before: "6", file: file, line: line)
    }

    /// A field laid out as in a right-to-left interface: its text's base writing direction is
    /// right to left, so `12×3` alone would show as `3×12`.
    private static func layOutRightToLeft(_ field: UITextField) {
      field.semanticContentAttribute = .forceRightToLeft
      let style = NSMutableParagraphStyle()
      style.baseWritingDirection = .rightToLeft
      field.defaultTextAttributes[.paragraphStyle] = style
    }

    /// Checks that `first` is drawn left of `second` in `input`'s text.
    private func assertLeftToRight(
      _ input: UIView & UITextInput, _ first: String, before second: String,
      file: StaticString = #filePath, line: UInt = #line
    ) throws {
      input.layoutIfNeeded()
      let text = try XCTUnwrap(
        input.textRange(from: input.beginningOfDocument, to: input.endOfDocument).flatMap(
          input.text(in:)), file: file, line: line)
      let firstRect = try rect(of: first, in: text, input, file: file, line: line)
      let secondRect = try rect(of: second, in: text, input, file: file, line: line)
      XCTAssertLessThan(
        firstRect.minX, secondRect.minX,
        "\(first) is drawn left of \(second) in \(text): \(firstRect) vs \(secondRect)",
        file: file, line: line)
    }

    private func rect(
      of part: String, in text: String, _ input: UITextInput, file: StaticString, line: UInt
    ) throws -> CGRect {
      let range = try XCTUnwrap(text.range(of: part), file: file, line: line)
      let start = text.utf16.distance(from: text.startIndex, to: range.lowerBound)
      let end = text.utf16.distance(from: text.startIndex, to: range.upperBound)
      let lower = try XCTUnwrap(
        input.position(from: input.beginningOfDocument, offset: start), file: file, line: line)
      let upper = try XCTUnwrap(
        input.position(from: input.beginningOfDocument, offset: end), file: file, line: line)
      let textRange = try XCTUnwrap(input.textRange(from: lower, to: upper), file: file, line: line)
      return input.firstRect(for: textRange)
    }
  }
#endif
