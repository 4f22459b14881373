#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// A hardware keyboard (an iPad's Magic Keyboard) typing into a field that uses this keyboard.
  ///
  /// UIKit hands a hardware key press to the first responder, the field, not to its input view;
  /// a field that forwards its presses here types them through the same keys and rules as a tap.
  /// `CalculatorTextField`'s field does; a `UITextField` subclass of an app does so in three
  /// overrides:
  ///
  /// ```swift
  /// override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
  ///   super.pressesBegan(keyboard.typeHardwareKeys(presses), with: event)
  /// }
  /// override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
  ///   super.pressesEnded(keyboard.hardwareKeysEnded(presses), with: event)
  /// }
  /// override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
  ///   super.pressesCancelled(keyboard.hardwareKeysEnded(presses), with: event)
  /// }
  /// ```
  extension CalculatorKeyboard {
    /// Types the hardware keys that went down through the keyboard's keys and rules: characters
    /// through the key for each (`*` is `×`, `/` is `÷`), Return through the return behaviour,
    /// Delete through the rules.
    ///
    /// - Parameter presses: The presses that began in the field.
    /// - Returns: The presses the keyboard leaves to the field and the app (shortcuts such as
    ///   ⌘. or ⌘C, Escape, the arrows): pass them to `super.pressesBegan(_:with:)`.
    public func typeHardwareKeys(_ presses: Set<UIPress>) -> Set<UIPress> {
      let passedOn = presses.filter { press in
        passesOn = false
        send(.hardwareKey(press.key.map(HardwareKey.init) ?? HardwareKey(.other)))
        return passesOn
      }
      typedPresses.formUnion(presses.subtracting(passedOn).map(ObjectIdentifier.init))
      return passedOn
    }

    /// The presses among `presses` (ended or cancelled) that the keyboard left to the field when
    /// they began: a responder hears the end of exactly the presses it heard begin.
    ///
    /// - Parameter presses: The presses that ended or were cancelled.
    /// - Returns: The presses to pass to `super.pressesEnded(_:with:)` or
    ///   `super.pressesCancelled(_:with:)`.
    public func hardwareKeysEnded(_ presses: Set<UIPress>) -> Set<UIPress> {
      let ended = Set(presses.map(ObjectIdentifier.init))
      defer { typedPresses.subtract(ended) }
      return presses.filter { !typedPresses.contains(ObjectIdentifier($0)) }
    }
  }

  extension HardwareKey {
    /// The key a `UIKey` describes; Command, Control or Option make it a shortcut.
    @MainActor
    init(_ key: UIKey) {
      self.init(
        hidUsage: key.keyCode.rawValue, characters: key.characters,
        isShortcut: !key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]))
    }
  }
#endif
