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
    /// Play a click or a haptic.
    case play(KeyboardFeedback.Cue)
    /// Wake a haptic that may play soon.
    case prepare(KeyboardFeedback.Cue)
    /// Time the repeats of this held key on its schedule (each is ``Event/repeatFired(_:)``), in
    /// place of its repeats timed before; the other held key's go on.
    case startRepeating(HeldKey)
    /// Stop timing this held key's repeats.
    case stopRepeating(HeldKey)
    /// Show this running result above the keys, or none.
    case showLiveResult(ResultLine?)
    /// Read the running result in this language from now on.
    case setResultLanguage(InterfaceLanguage)
    /// Make the live-result bar the field's accessory view, shown at once if it is editing.
    case showResultBar(FieldID)
    /// Take the live-result bar away from the field, at once if it is editing.
    case removeResultBar(FieldID)

    // MARK: The field

    /// Start hearing this field's `editingChanged` (as ``Event/fieldSignalled(_:_:)``).
    case adopt(FieldID)
    /// Lay the field's text out left to right, as an expression reads in every language, aligned
    /// as given; its layout before is kept for ``restoreTextLayout(_:)``.
    case layOutLeftToRight(FieldID, alignment: FieldTextAlignment)
    /// Give the field back the alignment and direction it had before.
    case restoreTextLayout(FieldID)
    /// Take the button groups out of the field's `inputAssistantItem`, so an iPad shows no
    /// shortcuts bar above the keys; they are kept for ``restoreShortcuts(_:)``.
    case hideShortcuts(FieldID)
    /// Give the field back the button groups it had.
    case restoreShortcuts(FieldID)
    /// Commit the field's marked text (`unmarkText()`) before a press acts after it.
    case unmarkText(FieldID)
    /// Replace the edit's UTF-16 range through `UITextInput.replace(_:withText:)`.
    case replace(FieldID, Edit)
    /// Set the text of a field that is no longer editing (`text = …`).
    case setText(FieldID, String)
    /// Select this UTF-16 range.
    case select(FieldID, Range<Int>)
    /// Give this change signal, which UIKit did not give.
    case send(FieldID, ChangeSignal)
    /// Send these control events to the text field's targets, in order.
    case sendControlEvents(FieldID, [KeyboardControlEvent])
    /// End editing (`resignFirstResponder()`).
    case resign(FieldID)
    /// Send ``Event/turnEnded`` once UIKit's handling of the current touch, key or notification
    /// has returned, after what UIKit queued on the main queue meanwhile.
    case settleAfterThisTurn

    // MARK: The app

    /// Tell the keyboard's delegate the key was pressed with this result.
    case reportPressed(Key, KeyPressResult)
    /// Tell the keyboard's delegate an edit was refused.
    case reportRejected(EditRejection)
    /// Tell the keyboard's delegate a custom key was pressed.
    case reportCustomAction(String)
    /// Tell the keyboard's delegate the layout switched.
    case reportLayoutSwitch(KeyboardLayout)
    /// Tell the keyboard's delegate Return finished its work.
    case reportCommit
  }
}
