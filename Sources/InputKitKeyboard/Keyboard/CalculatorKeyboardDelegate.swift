#if canImport(UIKit)
  import InputKitKeyboardCore

  /// Hears what a `CalculatorKeyboard` does and may stop a key press.
  ///
  /// The keyboard types into the bound field by itself; this delegate is for apps that veto
  /// keys, act on custom keys or react to rejections and layout switches. Every method has a
  /// default.
  @MainActor
  public protocol CalculatorKeyboardDelegate: AnyObject {
    /// Asks whether a key may act, for every press and every repeat of a held key.
    /// - Parameters:
    ///   - keyboard: The keyboard whose key was pressed.
    ///   - key: The key pressed.
    /// - Returns: `true` to let the key act, `false` to drop the press before anything changes.
    func keyboard(_ keyboard: CalculatorKeyboard, shouldPress key: Key) -> Bool

    /// Tells the delegate that a key was pressed and the keyboard carried out what it does.
    ///
    /// The field's text is current. It is unchanged when the edit was refused, which
    /// ``keyboard(_:didReject:)`` reports first.
    /// - Parameters:
    ///   - keyboard: The keyboard whose key was pressed.
    ///   - key: The key pressed.
    func keyboard(_ keyboard: CalculatorKeyboard, didPress key: Key)

    /// Tells the delegate that a key with a custom action was pressed.
    /// - Parameters:
    ///   - keyboard: The keyboard whose key was pressed.
    ///   - id: The identifier of the key's action, `KeyAction.custom(id)`.
    func keyboard(_ keyboard: CalculatorKeyboard, didTriggerCustomAction id: String)

    /// Tells the delegate that the edit a key asked for was refused.
    ///
    /// The field is unchanged and the error haptic has played.
    /// - Parameters:
    ///   - keyboard: The keyboard whose key was pressed.
    ///   - rejection: Why: the keyboard's rules refused the edit (a second decimal separator,
    ///     say), the expression cannot be evaluated, or the field's own delegate said no.
    func keyboard(_ keyboard: CalculatorKeyboard, didReject rejection: EditRejection)

    /// Tells the delegate that Return finished its work: the value replaced the expression, or
    /// editing ended.
    ///
    /// It comes after ``keyboard(_:didPress:)``, and not at all when the field refused Return or
    /// the edit was refused.
    /// - Parameter keyboard: The keyboard whose return key was pressed.
    func keyboardDidCommit(_ keyboard: CalculatorKeyboard)

    /// Tells the delegate that a switch-layout key changed the keyboard's layout.
    /// - Parameters:
    ///   - keyboard: The keyboard that switched.
    ///   - layout: The layout it shows now.
    func keyboard(_ keyboard: CalculatorKeyboard, didSwitchTo layout: KeyboardLayout)
  }

  extension CalculatorKeyboardDelegate {
    /// Lets every key act: returns `true`.
    public func keyboard(_ keyboard: CalculatorKeyboard, shouldPress key: Key) -> Bool { true }

    /// Nothing to do.
    public func keyboard(_ keyboard: CalculatorKeyboard, didPress key: Key) {}

    /// Nothing to do.
    public func keyboard(_ keyboard: CalculatorKeyboard, didTriggerCustomAction id: String) {}

    /// Nothing to do.
    public func keyboard(_ keyboard: CalculatorKeyboard, didReject rejection: EditRejection) {}

    /// Nothing to do.
    public func keyboardDidCommit(_ keyboard: CalculatorKeyboard) {}

    /// Nothing to do.
    public func keyboard(_ keyboard: CalculatorKeyboard, didSwitchTo layout: KeyboardLayout) {}
  }
#endif
