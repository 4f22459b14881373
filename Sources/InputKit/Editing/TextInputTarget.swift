#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// The field a custom keyboard types into: a `UITextField` or a `UITextView`, adapted so the
  /// keyboard can read it as a `TextEditingState` and change it the way typing does.
  ///
  /// Reading uses the field's `UITextInput` positions, converted to UTF-16 offsets with
  /// `offset(from:to:)`. Writing follows the core's `TextDelivery`: it asks the field's delegate
  /// with exactly the edit's range (`textField(_:shouldChangeCharactersIn:replacementString:)` or
  /// `textView(_:shouldChangeTextIn:replacementText:)`), replaces that range through
  /// `UITextInput.replace(_:withText:)` (so undo works as for typing) while noting whether UIKit
  /// sent `editingChanged` and posted the text-did-change notification, gives the ones it did not
  /// (and `textViewDidChange(_:)`), each once, and places the predicted caret only if the text is
  /// what the core predicted. The field is held weakly: the field owns its input view, and the
  /// keyboard must not keep the field alive.
  @MainActor
  public final class TextInputTarget: TextDeliveryField {
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

    /// The field's input accessory view (the bar above its keyboard), if it has one.
    public var accessoryView: UIView? {
      textField?.inputAccessoryView ?? textView?.inputAccessoryView
    }

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

    /// Puts `edit` into the field as the core's `TextDelivery` orders it; `state` is the text
    /// and selection the core predicts after the edit.
    public func deliver(_ edit: Edit, selecting state: TextEditingState) -> TextDeliveryOutcome {
      TextDelivery.deliver(edit, predicting: state, to: self)
    }

    /// A text field or a text view.
    public var kind: TextFieldKind { textField != nil ? .textField : .textView }

    /// The field's text, or `nil` once it has gone.
    public var currentText: String? {
      if let textField { return textField.text ?? "" }
      if let textView { return textView.text ?? "" }
      return nil
    }

    /// Replaces the UTF-16 `range` through `UITextInput.replace(_:withText:)` and returns which
    /// change signals UIKit gave while doing so; `nil` when the field cannot resolve the range.
    public func replace(_ range: Range<Int>, with replacement: String) -> Set<TextChangeSignal>? {
      guard let input, let responder, let textRange = textRange(range, in: input) else {
        return nil
      }
      let recorder = TextChangeRecorder()
      // A block observer on no queue runs synchronously on the posting thread, so the post
      // UIKit makes inside `replace` (if it makes one) is recorded before `replace` returns.
      let name =
        textField != nil
        ? UITextField.textDidChangeNotification : UITextView.textDidChangeNotification
      let token = NotificationCenter.default.addObserver(
        forName: name, object: responder, queue: nil
      ) { _ in recorder.record(.textDidChangeNotification) }
      let editingChanged = UIAction { _ in recorder.record(.editingChanged) }
      textField?.addAction(editingChanged, for: .editingChanged)
      input.replace(textRange, withText: replacement)
      textField?.removeAction(editingChanged, for: .editingChanged)
      NotificationCenter.default.removeObserver(token)
      return recorder.signals
    }

    /// Gives a change signal UIKit did not give: the `editingChanged` actions, the
    /// text-did-change notification, or the text view delegate's `textViewDidChange(_:)`.
    public func send(_ signal: TextChangeSignal) {
      switch signal {
      case .editingChanged:
        textField?.sendActions(for: .editingChanged)
      case .textDidChangeNotification:
        if let textField {
          NotificationCenter.default.post(
            name: UITextField.textDidChangeNotification, object: textField)
        } else if let textView {
          NotificationCenter.default.post(
            name: UITextView.textDidChangeNotification, object: textView)
        }
      case .delegateDidChange:
        if let textView { textView.delegate?.textViewDidChange?(textView) }
      }
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

    /// The field's delegate's answer to `edit`, asked with exactly its range; `true` without a
    /// delegate or when the delegate does not implement the question.
    public func delegateAllows(_ edit: Edit) -> Bool {
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

  /// The change signals UIKit gave during one `replace`. Written from the notification block,
  /// which the center runs synchronously on the posting (main) thread; the lock keeps it sound
  /// should UIKit ever post from elsewhere.
  private final class TextChangeRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: Set<TextChangeSignal> = []

    func record(_ signal: TextChangeSignal) {
      lock.lock()
      recorded.insert(signal)
      lock.unlock()
    }

    var signals: Set<TextChangeSignal> {
      lock.lock()
      defer { lock.unlock() }
      return recorded
    }
  }
#endif
