#if canImport(UIKit)
  import UIKit
  import InputKitKeyboardCore
  import InputKitShared

  /// A text field typed with a calculator keyboard, on screen and on a hardware keyboard.
  ///
  /// UIKit hands a hardware keyboard's keys to the field, not to its input view; this field hands
  /// them to its keyboard, through its keys and rules (`*` types `×`), and passes shortcuts,
  /// Escape, Tab and the arrows on. Under an activity overlay it takes no typing and no paste, cut
  /// or undo.
  @MainActor
  open class CalculatorField: UITextField {
    /// The keyboard the field is typed with; a new one is attached at once, the old one let go.
    public var keyboard: CalculatorKeyboard {
      didSet {
        guard keyboard !== oldValue else { return }
        oldValue.detach(from: self)
        attachKeyboard()
      }
    }

    /// Whether the keyboard's live result shows above the keys; an accessory view the app sets
    /// (a Done toolbar) is kept, and the result is not shown above it.
    public let showsLiveResult: Bool

    /// A field typed with `keyboard`.
    /// - Parameters:
    ///   - frame: The field's frame.
    ///   - keyboard: The keyboard, which several fields may share; a new calculator keyboard
    ///     by default.
    ///   - showsLiveResult: Whether the running result shows above the keys, when the field has
    ///     no accessory view of its own.
    public init(
      frame: CGRect = .zero, keyboard: CalculatorKeyboard = CalculatorKeyboard(),
      showsLiveResult: Bool = true
    ) {
      self.keyboard = keyboard
      self.showsLiveResult = showsLiveResult
      super.init(frame: frame)
      attachKeyboard()
    }

    /// A field loaded from an archive, typed with a new calculator keyboard and its live result.
    public required init?(coder: NSCoder) {
      keyboard = CalculatorKeyboard()
      showsLiveResult = true
      super.init(coder: coder)
      attachKeyboard()
    }

    private func attachKeyboard() {
      keyboard.attach(to: self, showsLiveResult: showsLiveResult)
      reloadInputViews()
    }

    /// Types the hardware keys that went down through the keyboard, passing on the rest.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      super.pressesBegan(keyboard.typeHardwareKeys(presses), with: event)
    }

    /// Passes on the ends of the presses passed on.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      super.pressesEnded(keyboard.hardwareKeysEnded(presses), with: event)
    }

    /// Passes on the cancellations of the presses that were passed on.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      super.pressesCancelled(keyboard.hardwareKeysEnded(presses), with: event)
    }

    /// Inserts `text`, unless a hardware key the keyboard typed already stands for it.
    open override func insertText(_ text: String) {
      guard keyboard.allowsFieldTextInput(HardwareKey.Meaning(inserting: text)) else { return }
      super.insertText(text)
    }

    /// Deletes backward, unless a hardware Delete the keyboard typed already did.
    open override func deleteBackward() {
      guard keyboard.allowsFieldTextInput(.deleteBackward) else { return }
      super.deleteBackward()
    }

    /// Whether the field carries out `action`: under an overlay, only commands that keep the text.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
      keyboard.allowsFieldCommand(action) && super.canPerformAction(action, withSender: sender)
    }

    /// Pastes, unless an overlay covers the keys.
    open override func paste(_ sender: Any?) {
      unlessBlocked { super.paste(sender) }
    }

    /// Cuts, unless an overlay covers the keys.
    open override func cut(_ sender: Any?) {
      unlessBlocked { super.cut(sender) }
    }

    /// Deletes the selection, unless an overlay covers the keys.
    open override func delete(_ sender: Any?) {
      unlessBlocked { super.delete(sender) }
    }

    private func unlessBlocked(_ command: () -> Void) {
      if keyboard.allowsFieldCommand(.mayChangeText) { command() }
    }

    /// The field's undo manager; none while an overlay covers the keys, so nothing undoes then.
    open override var undoManager: UndoManager? {
      keyboard.allowsFieldCommand(.mayChangeText) ? super.undoManager : nil
    }

    /// No three-finger editing gestures while an overlay covers the keys.
    open override var editingInteractionConfiguration: UIEditingInteractionConfiguration {
      keyboard.allowsFieldCommand(.mayChangeText) ? super.editingInteractionConfiguration : .none
    }
  }
#endif
