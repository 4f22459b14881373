#if canImport(UIKit)
  import UIKit
  import InputKitExpression
  import InputKitKeyboardCore

  /// A hardware keyboard typing into a field that uses this keyboard, which UIKit hands the
  /// field and `CalculatorField` passes here.
  extension CalculatorKeyboard {
    /// Types the hardware keys that went down through the keyboard's keys and rules, in the order
    /// they went down (`*` is `×`, `=` evaluates); Delete repeats while held.
    /// - Parameter presses: The presses that began in the field.
    /// - Returns: The presses left to the field and the app (shortcuts, Escape, Tab, the arrows),
    ///   for `super.pressesBegan(_:with:)`.
    public func typeHardwareKeys(_ presses: Set<UIPress>) -> Set<UIPress> {
      var passedOn: Set<UIPress> = []
      for press in presses.sorted(by: { $0.timestamp < $1.timestamp })
      where ask(.hardwareKeyDown(HardwareKey(press.key), press: Self.number(of: press))) {
        passedOn.insert(press)
      }
      return passedOn
    }

    /// The presses among `presses` (ended or cancelled) that the keyboard left to the field when
    /// they began: a responder hears the end of exactly the presses it heard begin.
    /// - Parameter presses: The presses that ended or were cancelled.
    /// - Returns: The presses to pass to `super.pressesEnded(_:with:)` or
    ///   `super.pressesCancelled(_:with:)`.
    public func hardwareKeysEnded(_ presses: Set<UIPress>) -> Set<UIPress> {
      presses.filter { ask(.hardwareKeyUp(press: Self.number(of: $0))) }
    }

    /// Whether UIKit's text system may type into the field: not what a held key already typed.
    func allowsFieldTextInput(_ meaning: HardwareKey.Meaning) -> Bool {
      ask(.fieldTextInput(meaning, duringReplace: isReplacing))
    }

    /// Whether the field may carry out the editing command `action` (a paste, cut, undo…) now.
    func allowsFieldCommand(_ action: Selector) -> Bool {
      allowsFieldCommand(FieldCommand(selectorName: NSStringFromSelector(action)))
    }

    func allowsFieldCommand(_ command: FieldCommand) -> Bool {
      ask(.fieldCommand(command))
    }

    /// UIKit keeps one `UIPress` per key while it is down, so its identity tells presses apart.
    private static func number(of press: UIPress) -> Int {
      Int(bitPattern: ObjectIdentifier(press))
    }
  }

  extension HardwareKey {
    /// The key a `UIKey` describes; Command or Control make it a shortcut, while Option types its
    /// character through the rules
    /// (`HardwareKeyEditingTests.testOptionCharactersTypeThroughTheKeysOrNotAtAll`).
    @MainActor
    init(_ key: UIKey?) {
      guard let key else { self.init(hidUsage: 0, characters: "", isShortcut: false); return }
      self.init(
        hidUsage: key.keyCode.rawValue, characters: key.characters,
        isShortcut: !key.modifierFlags.isDisjoint(with: [.command, .control]))
    }
  }
#endif
