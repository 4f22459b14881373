#if canImport(UIKit)
  import InputKitCore

  /// Hears what a `CalculatorKeyboard` does and may stop a key press.
  ///
  /// The keyboard types into the bound field by itself (asking the field's own delegate with the
  /// exact range first); this delegate is for apps that want more: to veto a key, to act on
  /// custom keys, or to react to rejected edits and layout switches. Every method has a default,
  /// so adopters implement only what they need.
  @MainActor
  public protocol CalculatorKeyboardDelegate: AnyObject {
    /// Whether `key` may act; `false` drops the press before anything changes. Asked for every
    /// press and repeat.
    func keyboard(_ keyboard: CalculatorKeyboard, shouldPress key: Key) -> Bool

    /// `key` was pressed and the keyboard carried out what it does: the field's text is current
    /// (unchanged when the edit was refused, which ``keyboard(_:didReject:)`` reports first).
    func keyboard(_ keyboard: CalculatorKeyboard, didPress key: Key)

    /// A key with `KeyAction.custom(id)` was pressed.
    func keyboard(_ keyboard: CalculatorKeyboard, didTriggerCustomAction id: String)

    /// An input rule, the evaluator or the field's own delegate (`refusedByFieldDelegate`)
    /// refused the edit a key asked for; the field is unchanged and the error haptic has played.
    func keyboard(_ keyboard: CalculatorKeyboard, didReject rejection: EditRejection)

    /// Return finished its work (the value replaced the expression, or editing ends), after
    /// `didPress`; not sent when the field refused Return or the edit was refused.
    func keyboardDidCommit(_ keyboard: CalculatorKeyboard)

    /// A switch-layout key changed the keyboard to `layout`.
    func keyboard(_ keyboard: CalculatorKeyboard, didSwitchTo layout: KeyboardLayout)
  }

  extension CalculatorKeyboardDelegate {
    /// Every key may act.
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
