// Presses of a hardware keyboard, which a field built for the calculator keyboard hands to it.

/// /documentation/uikit/uipress — `@MainActor class UIPress` (iOS 9; the SDK header UIPress.h).
@MainActor open class UIPress: NSObject {
  /// /documentation/uikit/uipress/key — `var key: UIKey? { get }` (iOS 13.4; UIPress.h: "For
  /// presses that originate from a hardware keyboard, contains a UIKey object describing the key
  /// being acted upon").
  open var key: UIKey? { fatalError() }
}

/// /documentation/uikit/uipressesevent — `@MainActor class UIPressesEvent`, a UIEvent (UIPressesEvent.h).
@MainActor open class UIPressesEvent: UIEvent {}

/// /documentation/uikit/uikey — `@MainActor class UIKey` (iOS 13.4): "information about the state
/// of a keyboard key".
@MainActor open class UIKey: NSObject {
  /// /documentation/uikit/uikey/keycode — `var keyCode: UIKeyboardHIDUsage { get }`, "the HID
  /// usage code of the key".
  open var keyCode: UIKeyboardHIDUsage { fatalError() }

  /// /documentation/uikit/uikey/characters — `var characters: String { get }`, "the text value of
  /// the key combined with any active modifier keys".
  open var characters: String { fatalError() }

  /// /documentation/uikit/uikey/modifierflags — `var modifierFlags: UIKeyModifierFlags { get }`
  open var modifierFlags: UIKeyModifierFlags { fatalError() }
}

/// /documentation/uikit/uikeyboardhidusage — `enum UIKeyboardHIDUsage` (the SDK header
/// UIKeyConstants.h: `typedef NS_ENUM(CFIndex, UIKeyboardHIDUsage)`, with `init?(rawValue: Int)`).
/// Only the cases a calculator field tells apart are declared; the enum is not frozen.
public enum UIKeyboardHIDUsage: Int, Hashable, Sendable {
  /// /documentation/uikit/uikeyboardhidusage/keyboardreturnorenter (0x28)
  case keyboardReturnOrEnter = 0x28
  /// /documentation/uikit/uikeyboardhidusage/keyboardescape (0x29)
  case keyboardEscape = 0x29
  /// /documentation/uikit/uikeyboardhidusage/keyboarddeleteorbackspace (0x2A)
  case keyboardDeleteOrBackspace = 0x2A
  /// /documentation/uikit/uikeyboardhidusage/keypadenter (0x58)
  case keypadEnter = 0x58
}

/// /documentation/uikit/uikeymodifierflags — `struct UIKeyModifierFlags`, an option set (the SDK
/// header UICommand.h: `UIKeyModifierControl = 1 << 18, UIKeyModifierAlternate = 1 << 19,
/// UIKeyModifierCommand = 1 << 20`).
public struct UIKeyModifierFlags: OptionSet, Sendable {
  /// The flags' bits.
  public let rawValue: Int
  /// Flags from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// /documentation/uikit/uikeymodifierflags/control
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  /// /documentation/uikit/uikeymodifierflags/alternate
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  /// /documentation/uikit/uikeymodifierflags/command
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}
