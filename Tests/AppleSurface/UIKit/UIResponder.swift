/// /documentation/uikit/uiresponder — `@MainActor class UIResponder`
@MainActor open class UIResponder: NSObject {
  /// NSObject's `init()`, inherited: UIResponder declares no initializer of its own.
  public override init() { super.init() }

  /// /documentation/uikit/uiresponder/inputview — `var inputView: UIView? { get }`
  open var inputView: UIView? { fatalError() }

  /// /documentation/uikit/uiresponder/inputaccessoryview —
  /// `var inputAccessoryView: UIView? { get }`
  open var inputAccessoryView: UIView? { fatalError() }

  /// /documentation/uikit/uiresponder/becomefirstresponder() —
  /// `func becomeFirstResponder() -> Bool`. `@discardableResult` because Swift imports every
  /// Objective-C method as discardable, so ignoring the result compiles without a warning.
  @discardableResult open func becomeFirstResponder() -> Bool { fatalError() }

  /// /documentation/uikit/uiresponder/resignfirstresponder() —
  /// `func resignFirstResponder() -> Bool` (discardable, as above).
  @discardableResult open func resignFirstResponder() -> Bool { fatalError() }

  /// /documentation/uikit/uiresponder/canbecomefirstresponder —
  /// `var canBecomeFirstResponder: Bool { get }`
  open var canBecomeFirstResponder: Bool { fatalError() }

  /// /documentation/uikit/uiresponder/canresignfirstresponder —
  /// `var canResignFirstResponder: Bool { get }`
  open var canResignFirstResponder: Bool { fatalError() }

  /// /documentation/uikit/uiresponder/next — `var next: UIResponder? { get }`: a view's view
  /// controller or superview, a view controller's view's superview, a window's application.
  open var next: UIResponder? { fatalError() }

  /// /documentation/objectivec/nsobject/1615091-accessibilityperformescape — `func
  /// accessibilityPerformEscape() -> Bool` (UIAccessibility.h: `- (BOOL)
  /// accessibilityPerformEscape API_AVAILABLE(ios(5.0));`). UIKit adds it to every NSObject; an
  /// overridable method cannot live in an NSObject extension without Objective-C, so it is
  /// declared on responders, the views and view controllers an escape goes through.
  open func accessibilityPerformEscape() -> Bool { fatalError() }

  /// /documentation/uikit/uiresponder/isfirstresponder — `var isFirstResponder: Bool { get }`
  open var isFirstResponder: Bool { fatalError() }

  /// /documentation/uikit/uiresponder/keycommands — `var keyCommands: [UIKeyCommand]? { get }`
  /// (page not looked up; UIResponder.h: `@property (nullable,nonatomic,readonly)
  /// NSArray<UIKeyCommand *> *keyCommands API_AVAILABLE(ios(7.0)); // returns an array of
  /// UIKeyCommand objects`; the UIKeyCommand page: "Each responder has a keyCommands property
  /// that you can redefine").
  open var keyCommands: [UIKeyCommand]? { fatalError() }

  /// /documentation/uikit/uiresponder/reloadinputviews() — `func reloadInputViews()`
  open func reloadInputViews() { fatalError() }

  /// /documentation/uikit/uiresponder/touchesbegan(_:with:) —
  /// `func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)`
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }

  /// /documentation/uikit/uiresponder/touchesmoved(_:with:) —
  /// `func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?)`
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }

  /// /documentation/uikit/uiresponder/touchesended(_:with:) —
  /// `func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?)`
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }

  /// /documentation/uikit/uiresponder/touchescancelled(_:with:) —
  /// `func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?)`
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }

  /// /documentation/uikit/uiresponder/pressesbegan(_:with:) — `func pressesBegan(_ presses:
  /// Set<UIPress>, with event: UIPressesEvent?)`: "The default implementation of this method
  /// forwards the message up the responder chain."
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { fatalError() }

  /// /documentation/uikit/uiresponder/presseschanged(_:with:) — `func pressesChanged(_ presses:
  /// Set<UIPress>, with event: UIPressesEvent?)` (its sibling's form)
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { fatalError() }

  /// /documentation/uikit/uiresponder/pressesended(_:with:) — `func pressesEnded(_ presses:
  /// Set<UIPress>, with event: UIPressesEvent?)` (the form of its sibling pressesBegan's page)
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { fatalError() }

  /// /documentation/uikit/uiresponder/pressescancelled(_:with:) — `func pressesCancelled(_
  /// presses: Set<UIPress>, with event: UIPressesEvent?)` (its sibling's form)
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    fatalError()
  }
}
