/// /documentation/uikit/uitextview — `@MainActor class UITextView` (a UIScrollView adopting
/// UITextInput).
@MainActor open class UITextView: UIScrollView, UITextInput {
  /// UIView's `init(frame:)`, inherited.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// `init?(coder: NSCoder)` (listed for UITextView in the SDK; see UIView.swift).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// /documentation/uikit/uitextview/text — `@MainActor var text: String! { get set }` (not in the
  /// docs corpus; read from the Averyy/apple-dev-docs mirror, documentation/UIKit/uitextview/text.md).
  open var text: String! {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uitextview/delegate —
  /// `weak var delegate: (any UITextViewDelegate)? { get set }`
  weak open var delegate: (any UITextViewDelegate)?

  /// /documentation/uikit/uitextview/inputview — `var inputView: UIView? { get set }`
  open override var inputView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uitextview/iseditable — `var isEditable: Bool { get set }`
  open var isEditable: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uitextview/textalignment — `var textAlignment: NSTextAlignment
  /// { get set }` (UITextView.h:88: `@property(nonatomic) NSTextAlignment textAlignment; // default is NSLeftTextAlignment`)
  open var textAlignment: NSTextAlignment {
    get { fatalError() }
    set { fatalError() }
  }
  /// UITextView/inputAccessoryView — declared as UITextField's
  /// (/documentation/uikit/uitextfield/inputaccessoryview), `var inputAccessoryView: UIView?
  /// { get set }`.
  open override var inputAccessoryView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uitextview/typingattributes — `var typingAttributes:
  /// [NSAttributedString.Key : Any] { get set }`: "When the text view's selection changes, the
  /// contents of the dictionary are cleared automatically."
  open var typingAttributes: [NSAttributedString.Key: Any] {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uitextview/attributedtext — `@NSCopying var attributedText:
  /// NSAttributedString! { get set }`
  open var attributedText: NSAttributedString! {
    get { fatalError() }
    set { fatalError() }
  }

  /// UITextInputTraits.returnKeyType, implemented by UITextView (see UITextField.returnKeyType).
  open var returnKeyType: UIReturnKeyType {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uitextinputtraits/enablesreturnkeyautomatically, implemented by
  /// UITextView.
  open var enablesReturnKeyAutomatically: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// See UIKeyInput.insertText(_:).
  open func insertText(_ text: String) { fatalError() }
  /// See UIKeyInput.deleteBackward().
  open func deleteBackward() { fatalError() }
  /// See UIKeyInput.hasText.
  open var hasText: Bool { fatalError() }
  /// See UITextInput.text(in:).
  open func text(in range: UITextRange) -> String? { fatalError() }
  /// See UITextInput.replace(_:withText:).
  open func replace(_ range: UITextRange, withText text: String) { fatalError() }
  /// See UITextInput.selectedTextRange.
  open var selectedTextRange: UITextRange? {
    get { fatalError() }
    set { fatalError() }
  }
  /// See UITextInput.beginningOfDocument.
  open var beginningOfDocument: UITextPosition { fatalError() }
  /// See UITextInput.endOfDocument.
  open var endOfDocument: UITextPosition { fatalError() }
  /// See UITextInput.textRange(from:to:).
  open func textRange(
    from fromPosition: UITextPosition, to toPosition: UITextPosition
  )
    -> UITextRange?
  { fatalError() }
  /// See UITextInput.position(from:offset:).
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    fatalError()
  }
  /// See UITextInput.offset(from:to:).
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { fatalError() }
  /// See UITextInput.markedTextRange.
  open var markedTextRange: UITextRange? { fatalError() }
  /// See UITextInput.unmarkText().
  open func unmarkText() { fatalError() }
  /// See UITextInput.setBaseWritingDirection(_:for:).
  open func setBaseWritingDirection(
    _ writingDirection: NSWritingDirection, for range: UITextRange
  ) { fatalError() }
  /// /documentation/uikit/uitextinputtraits/keyboardappearance — `optional var
  /// keyboardAppearance: UIKeyboardAppearance { get set }`, implemented by this class.
  open var keyboardAppearance: UIKeyboardAppearance {
    get { fatalError() }
    set { fatalError() }
  }
}

// Editing notifications. Not in the docs corpus; /documentation/uikit/uitextview/textdidchangenotification
// was read from the Averyy/apple-dev-docs mirror (documentation/UIKit/uitextview/
// textdidchangenotification.md): `nonisolated class let textDidChangeNotification:
// NSNotification.Name`; its See Also lists the begin/end ones the same way.
extension UITextView {
  /// /documentation/uikit/uitextview/textdidbegineditingnotification (mirror's See Also, above).
  nonisolated public static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// /documentation/uikit/uitextview/textdidendeditingnotification (mirror's See Also, above).
  nonisolated public static let textDidEndEditingNotification = NSNotification.Name(
    "UITextViewTextDidEndEditingNotification")
  /// /documentation/uikit/uitextview/textdidchangenotification (mirror, above).
  nonisolated public static let textDidChangeNotification = NSNotification.Name(
    "UITextViewTextDidChangeNotification")
}
