/// /documentation/uikit/uitextfield — `@MainActor class UITextField` (a UIControl adopting
/// UITextInput).
@MainActor open class UITextField: UIControl, UITextInput {
  /// /documentation/uikit/uicontrol/init(frame:), inherited.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// UIView's `init?(coder:)`, inherited (see UIView.swift).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// /documentation/uikit/uitextfield/text — `var text: String? { get set }`
  open var text: String? {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uitextfield/textcolor — `var textColor: UIColor? { get set }`
  /// (UITextField.h:55: `@property(nullable, nonatomic,strong) UIColor *textColor;`)
  open var textColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uitextfield/placeholder — `var placeholder: String? { get set }`
  open var placeholder: String? {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uitextfield/delegate —
  /// `weak var delegate: (any UITextFieldDelegate)? { get set }`
  weak open var delegate: (any UITextFieldDelegate)?

  /// UITextField/inputView — redeclared read-write over UIResponder's read-only property
  /// (/documentation/uikit/uiresponder/inputview says responders do so); the same declaration as
  /// /documentation/uikit/uitextview/inputview, `var inputView: UIView? { get set }`.
  open override var inputView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uitextfield/textalignment — `var textAlignment: NSTextAlignment
  /// { get set }` (UITextField.h:57: `@property(nonatomic) NSTextAlignment textAlignment; // default is NSLeftTextAlignment`)
  open var textAlignment: NSTextAlignment {
    get { fatalError() }
    set { fatalError() }
  }
  /// /documentation/uikit/uitextfield/inputaccessoryview —
  /// `var inputAccessoryView: UIView? { get set }`
  open override var inputAccessoryView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uitextinputtraits/returnkeytype — `@MainActor optional var
  /// returnKeyType: UIReturnKeyType { get set }`, which UITextField implements (not in the docs
  /// corpus; read from the Averyy/apple-dev-docs mirror,
  /// documentation/UIKit/uitextinputtraits/returnkeytype.md).
  open var returnKeyType: UIReturnKeyType {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uitextinputtraits/enablesreturnkeyautomatically —
  /// `optional var enablesReturnKeyAutomatically: Bool { get set }`, implemented by UITextField.
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
  /// /documentation/uikit/uitextfield/defaulttextattributes — `var defaultTextAttributes:
  /// [NSAttributedString.Key : Any] { get set }`: "Setting this property applies the specified
  /// attributes to the entire text of the text field."
  open var defaultTextAttributes: [NSAttributedString.Key: Any] {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uitextinputtraits/keyboardappearance — `optional var
  /// keyboardAppearance: UIKeyboardAppearance { get set }`, implemented by this class.
  open var keyboardAppearance: UIKeyboardAppearance {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uitextinputtraits/keyboardtype — `optional var keyboardType:
  /// UIKeyboardType { get set }`, which UITextField implements; "The default value for this
  /// property is `UIKeyboardType.default`."
  open var keyboardType: UIKeyboardType {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uitextinputtraits/textcontenttype — `optional var textContentType:
  /// UITextContentType! { get set }`, implemented by UITextField (page not looked up; the SDK's
  /// form, UITextInputTraits.h: `@property(null_unspecified,nonatomic,copy) UITextContentType
  /// textContentType`)
  open var textContentType: UITextContentType! {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uitextinputtraits/autocapitalizationtype — `optional var
  /// autocapitalizationType: UITextAutocapitalizationType { get set }`, implemented by
  /// UITextField (the UITextAutocapitalizationType page names it; UITextInputTraits.h: "default
  /// is UITextAutocapitalizationTypeSentences")
  open var autocapitalizationType: UITextAutocapitalizationType {
    get { fatalError() }
    set { fatalError() }
  }
}

// Editing notifications. Their pages were not in the docs corpus;
// /documentation/uikit/uitextfield/textdidchangenotification was read from the Averyy/apple-dev-docs
// mirror (documentation/UIKit/uitextfield/textdidchangenotification.md): `nonisolated class let
// textDidChangeNotification: NSNotification.Name`, and its See Also lists the begin/end ones as
// `class let …: NSNotification.Name`. `static let` here, see UIResponder+Keyboard.swift.
extension UITextField {
  /// /documentation/uikit/uitextfield/textdidbegineditingnotification (mirror's See Also, above).
  nonisolated public static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// /documentation/uikit/uitextfield/textdidendeditingnotification (mirror's See Also, above).
  nonisolated public static let textDidEndEditingNotification = NSNotification.Name(
    "UITextFieldTextDidEndEditingNotification")
  /// /documentation/uikit/uitextfield/textdidchangenotification (mirror, above).
  nonisolated public static let textDidChangeNotification = NSNotification.Name(
    "UITextFieldTextDidChangeNotification")
}

/// /documentation/uikit/uikeyboardtype — `enum UIKeyboardType`. Only the cases InputKit and its
/// example name are declared; the raw values are the header's order (UITextInputTraits.h).
public enum UIKeyboardType: Int, Sendable {
  /// /documentation/uikit/uikeyboardtype/default — the default keyboard for the input method.
  case `default` = 0
  /// /documentation/uikit/uikeyboardtype/numberpad — a numeric keypad for PIN entry.
  case numberPad = 4
  /// /documentation/uikit/uikeyboardtype/emailaddress — a keyboard for email addresses.
  case emailAddress = 7
  /// /documentation/uikit/uikeyboardtype/decimalpad — numbers and a decimal point.
  case decimalPad = 8
}

/// /documentation/uikit/uitextautocapitalizationtype — `enum UITextAutocapitalizationType`,
/// with the four constants its page lists (raw values from the header's order).
public enum UITextAutocapitalizationType: Int, Sendable {
  /// /documentation/uikit/uitextautocapitalizationtype/none
  case none = 0
  /// /documentation/uikit/uitextautocapitalizationtype/words
  case words
  /// /documentation/uikit/uitextautocapitalizationtype/sentences
  case sentences
  /// /documentation/uikit/uitextautocapitalizationtype/allcharacters
  case allCharacters
}

/// /documentation/uikit/uitextcontenttype — `struct UITextContentType` (page not looked up; the
/// SDK's form, UITextInputTraits.h: `typedef NSString * UITextContentType NS_TYPED_ENUM;`).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The type's name.
  public let rawValue: String
  /// A content type from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// /documentation/uikit/uitextcontenttype/name — `static let name: UITextContentType` (page
  /// not looked up; UITextInputTraits.h: `UITextContentTypeName`)
  public static let name = UITextContentType(rawValue: "name")
  /// /documentation/uikit/uitextcontenttype/emailaddress — `static let emailAddress:
  /// UITextContentType` (page not looked up; UITextInputTraits.h)
  public static let emailAddress = UITextContentType(rawValue: "email")
}
