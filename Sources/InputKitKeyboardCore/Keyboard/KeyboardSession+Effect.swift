import InputKitShared

extension KeyboardSession {
  /// What UIKit must do: each case is one to three UIKit calls that change something.
  package enum Effect: Equatable, Sendable {
    // MARK: The keys

    /// Make one key view per key, showing these faces (a new layout, locale or appearance).
    case showKeys([KeyFace])
    /// Show this face on the key at this index (the return key's title, its enabled state).
    case updateKey(Int, KeyFace)
    /// Place the keys (in layout order); an empty frame hides its key.
    case placeKeys([PlacedKey])
    /// Show this key as pressed, and no other; `nil` shows none.
    case highlight(Int?)
    /// Paint the background behind the keys and the live result's text.
    case paint(background: InterfaceColor, resultText: InterfaceColor)
    /// Ask the window for this height (`intrinsicContentSize`).
    case setHeight(Double)
    /// Hide the keys from VoiceOver (an overlay covers them), or show them again.
    case hideKeysFromVoiceOver(Bool)
    /// Stop the accessory bar shown now taking touches and reaching VoiceOver; remember it.
    case blockAccessoryBar
    /// Give the remembered bar back as it was.
    case restoreAccessoryBar(isEnabled: Bool, isHiddenFromVoiceOver: Bool)
    case play(KeyboardFeedback.Cue)
    /// Wake a haptic that may play soon.
    case prepare(KeyboardFeedback.Cue)
    /// Time this held key's repeats (each is ``Event/repeatFired(_:)``), in place of its earlier.
    case startRepeating(HeldKey)
    case stopRepeating(HeldKey)
    /// Show this running result above the keys, or none.
    case showLiveResult(ResultLine?)
    /// Read the running result in this language from now on.
    case setResultLanguage(InterfaceLanguage)
    /// Make the live-result bar the field's accessory view, shown at once if it is editing.
    case showResultBar(FieldID)
    /// Take the live-result bar away from the field, at once if it is editing.
    case removeResultBar(FieldID)
    /// Show the bar's Previous, Next and Done buttons so, or hide them (`nil`).
    case showNavigation(NavigationButtons?)

    // MARK: The field

    /// Start hearing this field's `editingChanged` (as ``Event/fieldSignalled(_:_:)``).
    case adopt(FieldID)
    /// Lay the field's text out left to right, aligned as given, keeping its layout before.
    case layOutLeftToRight(FieldID, alignment: FieldTextAlignment)
    /// Give the field back the alignment and direction it had before.
    case restoreTextLayout(FieldID)
    /// Take the iPad's shortcuts bar away (the field's `inputAssistantItem` groups), keeping them.
    case hideShortcuts(FieldID)
    /// Give the field back the button groups it had.
    case restoreShortcuts(FieldID)
    /// Commit the field's marked text (`unmarkText()`) before a press acts after it.
    case unmarkText(FieldID)
    /// Replace the edit's UTF-16 range through `UITextInput.replace(_:withText:)`.
    case replace(FieldID, Edit)
    /// Set the text of a field that is no longer editing (`text = …`).
    case setText(FieldID, String)
    case select(FieldID, Range<Int>)
    /// Give this change signal, which UIKit did not give.
    case send(FieldID, ChangeSignal)
    /// Send these control events to the text field's targets, in order.
    case sendControlEvents(FieldID, [KeyboardControlEvent])
    /// End editing (`resignFirstResponder()`).
    case resign(FieldID)
    case focus(FieldID)
    /// Send ``Event/turnEnded`` once UIKit's handling of the current event has returned.
    case settleAfterThisTurn

    // MARK: The app: tell the keyboard's delegate

    case reportPressed(Key, KeyPressResult)
    case reportRejected(EditRejection)
    case reportCustomAction(String)
    case reportLayoutSwitch(KeyboardLayout)
    /// Return finished its work.
    case reportCommit
  }
}
