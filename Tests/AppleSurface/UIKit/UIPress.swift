// Key presses on a hardware keyboard: the text prompt takes Esc and ⌘. for itself, and a field
// built for the calculator keyboard hands the other keys to it.

/// /documentation/uikit/uipress — `class UIPress`: a press of a physical button or key.
open class UIPress: NSObject {
  /// /documentation/uikit/uipress/key — `var key: UIKey? { get }`: "This property is `nil`
  /// when the press event isn't from a keyboard" (iOS 13.4).
  open var key: UIKey? { fatalError() }

  /// UIPress/timestamp — `var timestamp: TimeInterval { get }` (page not in the docs corpus; the
  /// SDK's form, UIPress.h: `@property (nonatomic, readonly) NSTimeInterval timestamp`), which
  /// orders presses delivered together.
  open var timestamp: TimeInterval { fatalError() }
}

/// /documentation/uikit/uikey — `@MainActor class UIKey`
@MainActor open class UIKey: NSObject {
  /// /documentation/uikit/uikey/keycode — `var keyCode: UIKeyboardHIDUsage { get }` (the
  /// UIKey page's Topics: "The HID usage code of the key.")
  open var keyCode: UIKeyboardHIDUsage { fatalError() }

  /// /documentation/uikit/uikey/characters — `var characters: String { get }`, "the text value of
  /// the key combined with any active modifier keys".
  open var characters: String { fatalError() }

  /// /documentation/uikit/uikey/charactersignoringmodifiers — `var
  /// charactersIgnoringModifiers: String { get }`
  open var charactersIgnoringModifiers: String { fatalError() }

  /// /documentation/uikit/uikey/modifierflags — `var modifierFlags: UIKeyModifierFlags { get }`
  open var modifierFlags: UIKeyModifierFlags { fatalError() }
}

/// /documentation/uikit/uikeyboardhidusage — `enum UIKeyboardHIDUsage`, HID usage codes (raw
/// values `CFIndex`, an `Int`; the SDK header UIKeyConstants.h). Only the cases InputKit names are
/// declared, with their codes; the enum is not frozen.
public enum UIKeyboardHIDUsage: Int, Sendable {
  /// /documentation/uikit/uikeyboardhidusage/keyboardreturnorenter (0x28)
  case keyboardReturnOrEnter = 0x28
  /// /documentation/uikit/uikeyboardhidusage/keyboardescape — the raw usage code 41 (0x29).
  case keyboardEscape = 0x29
  /// /documentation/uikit/uikeyboardhidusage/keyboarddeleteorbackspace (0x2A)
  case keyboardDeleteOrBackspace = 0x2A
  /// /documentation/uikit/uikeyboardhidusage/keyboardperiod — the raw usage code 55 (0x37).
  case keyboardPeriod = 0x37
  /// /documentation/uikit/uikeyboardhidusage/keypadenter (0x58)
  case keypadEnter = 0x58
}

/// /documentation/uikit/uikeymodifierflags — `struct UIKeyModifierFlags`, an option set; raw
/// values are the header's (UICommand.h).
public struct UIKeyModifierFlags: OptionSet, Sendable {
  /// The flags' bits.
  public let rawValue: Int
  /// Flags from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// /documentation/uikit/uikeymodifierflags/control — the Control key (`1 << 18`).
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  /// /documentation/uikit/uikeymodifierflags/alternate — the Option key (`1 << 19`).
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  /// /documentation/uikit/uikeymodifierflags/command — the Command key (`1 << 20`).
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}

/// /documentation/uikit/uipressesevent — `class UIPressesEvent` (a `UIEvent` for presses;
/// only named here, as the parameter type of the responder's press methods).
@MainActor open class UIPressesEvent: UIEvent {}
