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

  /// /documentation/uikit/uiresponder/canperformaction(_:withsender:) — `func
  /// canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool`
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { fatalError() }

  /// /documentation/uikit/uiresponder/undomanager — `var undoManager: UndoManager? { get }`:
  /// "instances of UITextField have their own undo manager".
  open var undoManager: UndoManager? { fatalError() }

  /// /documentation/uikit/uiresponder/editinginteractionconfiguration — `var
  /// editingInteractionConfiguration: UIEditingInteractionConfiguration { get }`
  open var editingInteractionConfiguration: UIEditingInteractionConfiguration { fatalError() }

  /// /documentation/uikit/uiresponder/inputassistantitem — `var inputAssistantItem:
  /// UITextInputAssistantItem { get }` (the UITextInputAssistantItem page: "you get an input
  /// assistant from the inputAssistantItem property of the responder object").
  open var inputAssistantItem: UITextInputAssistantItem { fatalError() }

  // UIResponderStandardEditActions (`optional func …(_ sender: Any?)`), to which UIResponder
  // conforms; declared on the class so a subclass overrides them as it does in Xcode.

  /// /documentation/uikit/uiresponderstandardeditactions/cut(_:) — `func cut(_ sender: Any?)`
  open func cut(_ sender: Any?) { fatalError() }
  /// /documentation/uikit/uiresponderstandardeditactions/paste(_:) — `func paste(_ sender:
  /// Any?)`
  open func paste(_ sender: Any?) { fatalError() }
  /// /documentation/uikit/uiresponderstandardeditactions/delete(_:) — `func delete(_ sender:
  /// Any?)`
  open func delete(_ sender: Any?) { fatalError() }
}

/// /documentation/uikit/uieditinginteractionconfiguration — `enum
/// UIEditingInteractionConfiguration` with `case default` and `case none`, raw values `Int`
/// (UIResponder.h: None = 0, Default = 1).
public enum UIEditingInteractionConfiguration: Int, Hashable, Sendable {
  /// /documentation/uikit/uieditinginteractionconfiguration/none
  case none = 0
  /// /documentation/uikit/uieditinginteractionconfiguration/default
  case `default` = 1
}

/// /documentation/uikit/uitextinputassistantitem — `@MainActor class UITextInputAssistantItem`:
/// "manages custom bar button items that you add to the shortcuts bar above the keyboard on
/// iPad".
@MainActor open class UITextInputAssistantItem: NSObject {
  /// /documentation/uikit/uitextinputassistantitem/leadingbarbuttongroups — `var
  /// leadingBarButtonGroups: [UIBarButtonItemGroup] { get set }`
  open var leadingBarButtonGroups: [UIBarButtonItemGroup] {
    get { fatalError() }
    set { fatalError() }
  }
  /// /documentation/uikit/uitextinputassistantitem/trailingbarbuttongroups — `var
  /// trailingBarButtonGroups: [UIBarButtonItemGroup] { get set }`
  open var trailingBarButtonGroups: [UIBarButtonItemGroup] {
    get { fatalError() }
    set { fatalError() }
  }
}

/// /documentation/uikit/uibarbuttonitemgroup — `@MainActor class UIBarButtonItemGroup` (an
/// NSObject).
@MainActor open class UIBarButtonItemGroup: NSObject {
  /// /documentation/uikit/uibarbuttonitemgroup/init(barbuttonitems:representativeitem:) —
  /// `init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?)`
  public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
    super.init()
  }
}

/// /documentation/foundation/undomanager — `@MainActor class UndoManager`, which
/// swift-corelibs-foundation does not provide; only the type is needed here.
@MainActor open class UndoManager: NSObject {}

/// /documentation/uikit/uiapplication — `@MainActor class UIApplication`, a UIResponder; only
/// its notification names are needed here.
@MainActor open class UIApplication: UIResponder {
  /// /documentation/uikit/uiapplication/willresignactivenotification — `nonisolated class let
  /// willResignActiveNotification: NSNotification.Name` (`static let` here, see
  /// UIResponder+Keyboard.swift).
  nonisolated public static let willResignActiveNotification = NSNotification.Name(
    "UIApplicationWillResignActiveNotification")
}
