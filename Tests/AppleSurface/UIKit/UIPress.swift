// Key presses on a hardware keyboard: the text prompt takes Esc and ⌘. for itself.

/// /documentation/uikit/uipress — `class UIPress`: a press of a physical button or key.
open class UIPress: NSObject {
  /// /documentation/uikit/uipress/key — `var key: UIKey? { get }`: "This property is `nil`
  /// when the press event isn't from a keyboard".
  open var key: UIKey? { fatalError() }
}

/// /documentation/uikit/uikey — `@MainActor class UIKey`
@MainActor open class UIKey: NSObject {
  /// /documentation/uikit/uikey/keycode — `var keyCode: UIKeyboardHIDUsage { get }` (the
  /// UIKey page's Topics: "The HID usage code of the key.")
  open var keyCode: UIKeyboardHIDUsage { fatalError() }

  /// /documentation/uikit/uikey/charactersignoringmodifiers — `var
  /// charactersIgnoringModifiers: String { get }`
  open var charactersIgnoringModifiers: String { fatalError() }

  /// /documentation/uikit/uikey/modifierflags — `var modifierFlags: UIKeyModifierFlags { get }`
  open var modifierFlags: UIKeyModifierFlags { fatalError() }
}

/// /documentation/uikit/uikeyboardhidusage — `enum UIKeyboardHIDUsage`, HID usage codes (raw
/// values `CFIndex`, an `Int`). Only the cases InputKit names are declared, with their codes.
public enum UIKeyboardHIDUsage: Int, Sendable {
  /// /documentation/uikit/uikeyboardhidusage/keyboardescape — the raw usage code 41 (0x29).
  case keyboardEscape = 0x29
  /// /documentation/uikit/uikeyboardhidusage/keyboardperiod — the raw usage code 55 (0x37).
  case keyboardPeriod = 0x37
}

/// /documentation/uikit/uikeymodifierflags — `struct UIKeyModifierFlags`, an option set; raw
/// values are the header's (UICommand.h).
public struct UIKeyModifierFlags: OptionSet, Sendable {
  /// The flags' bits.
  public let rawValue: Int
  /// Flags from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// /documentation/uikit/uikeymodifierflags/command — the Command key (`1 << 20`).
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}

/// /documentation/uikit/uipressesevent — `class UIPressesEvent` (a `UIEvent` for presses;
/// only named here, as the parameter type of the responder's press methods).
@MainActor open class UIPressesEvent: UIEvent {}
