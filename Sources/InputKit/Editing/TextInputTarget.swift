#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// The field a custom keyboard types into: a `UITextField` or a `UITextView`, adapted so the
  /// keyboard can read it as a `TextEditingState` and change it the way typing does.
  ///
  /// Reading uses the field's `UITextInput` positions, converted to UTF-16 offsets with
  /// `offset(from:to:)`. Writing asks the field's delegate first with exactly the edit's range
  /// (`textField(_:shouldChangeCharactersIn:replacementString:)` or
  /// `textView(_:shouldChangeTextIn:replacementText:)`), then replaces that range through
  /// `UITextInput.replace(_:withText:)`, so undo, `editingChanged` and the text-did-change
  /// notification behave as they do for the system keyboard; then it places the caret where the
  /// core's new state has it. The field is held weakly: the field owns its input view, and the
  /// keyboard must not keep the field alive.
  @MainActor
  public final class TextInputTarget {
    private weak var textField: UITextField?
    private weak var textView: UITextView?

    /// A target for a text field.
    public init(_ textField: UITextField) {
      self.textField = textField
    }

    /// A target for a text view.
    public init(_ textView: UITextView) {
      self.textView = textView
    }

    /// The field as a responder, or `nil` once it has been deallocated.
    public var responder: UIResponder? { textField ?? textView }

    /// The Return key the field asks for (`returnKeyType`), or `nil` once it has gone.
    public var returnKeyType: UIReturnKeyType? {
      textField?.returnKeyType ?? textView?.returnKeyType
    }

    /// Whether the field wants Return disabled while it is empty
    /// (`enablesReturnKeyAutomatically`); `false` once it has gone.
    public var enablesReturnKeyAutomatically: Bool {
      textField?.enablesReturnKeyAutomatically ?? textView?.enablesReturnKeyAutomatically ?? false
    }

    /// The field's text and selection as UIKit reports them, or `nil` once it has gone.
    public func snapshot() -> TextInputSnapshot? {
      guard let input else { return nil }
      let text = textField?.text ?? textView?.text ?? ""
      let start = input.beginningOfDocument
      let selection = input.selectedTextRange
      return TextInputSnapshot(
        text: text,
        selectionStart: selection.map { input.offset(from: start, to: $0.start) },
        selectionEnd: selection.map { input.offset(from: start, to: $0.end) })
    }

    /// The state the keyboard edits, or `nil` once the field has gone.
    public func editingState() -> TextEditingState? {
      snapshot()?.editingState
    }

    /// Puts `edit` into the field if its delegate agrees, then selects `state.selection`, the
    /// selection the core computed for the text after the edit.
    public func deliver(_ edit: Edit, selecting state: TextEditingState) -> TextDeliveryOutcome {
      guard let input, let current = snapshot() else { return .fieldUnavailable }
      let count = current.text.utf16.count
      let range: Range<Int>
      do {
        range = try edit.nsRange.utf16Range(within: count)
      } catch {
        return .rangeUnavailable(error)
      }
      guard delegateAllows(edit) else { return .refusedByDelegate }
      guard let textRange = self.textRange(range, in: input) else {
        return .rangeUnavailable(
          .beyondText(location: range.lowerBound, length: range.count, utf16Count: count))
      }
      input.replace(textRange, withText: edit.replacement)
      select(state.selection)
      return .applied
    }

    /// Whether the field lets the Return key act, as the system keyboard asks before it acts on
    /// Return: a text field's delegate answers through `textFieldShouldReturn(_:)` (no delegate,
    /// or one without the method, agrees); a text view has no such question. `false` once the
    /// field has gone.
    public func shouldReturn() -> Bool {
      if let textField {
        return textField.delegate?.textFieldShouldReturn?(textField) ?? true
      }
      return textView != nil
    }

    /// Selects `selection` (UTF-16 offsets) in the field, as after a cursor key; offsets the
    /// field cannot resolve leave the selection as it was.
    public func select(_ selection: Range<Int>) {
      guard let input, let range = textRange(selection, in: input) else { return }
      input.selectedTextRange = range
    }

    private var input: (any UITextInput)? {
      if let textField { return textField }
      return textView
    }

    private func delegateAllows(_ edit: Edit) -> Bool {
      if let textField {
        return textField.delegate?.textField?(
          textField, shouldChangeCharactersIn: edit.nsRange, replacementString: edit.replacement)
          ?? true
      }
      if let textView {
        return textView.delegate?.textView?(
          textView, shouldChangeTextIn: edit.nsRange, replacementText: edit.replacement) ?? true
      }
      return false
    }

    private func textRange(_ range: Range<Int>, in input: any UITextInput) -> UITextRange? {
      let start = input.beginningOfDocument
      guard let lower = input.position(from: start, offset: range.lowerBound),
        let upper = input.position(from: start, offset: range.upperBound)
      else { return nil }
      return input.textRange(from: lower, to: upper)
    }
  }
#endif
