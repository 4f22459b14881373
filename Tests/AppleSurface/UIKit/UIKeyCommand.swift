// Key commands: the text prompt cancels on Esc and ⌘. from a hardware keyboard.

/// /documentation/uikit/uikeycommand — `@MainActor class UIKeyCommand`. Its superclass,
/// `UICommand`, is not declared: InputKit uses none of its members, so NSObject stands in.
@MainActor open class UIKeyCommand: NSObject {
  /// NSObject's init, which the convenience initializer delegates to.
  public override init() { super.init() }

  /// /documentation/uikit/uikeycommand/init(input:modifierflags:action:) — `convenience
  /// init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector)`
  public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    self.init()
  }

  /// /documentation/uikit/uikeycommand/inputescape — `nonisolated class let inputEscape:
  /// String`: "A string that represents the Escape key."
  nonisolated public static let inputEscape: String = "\u{1B}"

  /// /documentation/uikit/uikeycommand/wantspriorityoversystembehavior — `var
  /// wantsPriorityOverSystemBehavior: Bool { get set }` (iOS 15): "If the value of this
  /// property is true, the system reverses that order and delivers events to your key commands
  /// first and then to the text input and focus systems."
  open var wantsPriorityOverSystemBehavior: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}
