extension KeyboardSession {
  /// What UIKit must do: each case is one to three UIKit calls. Cases that ask a question are
  /// answered by sending the matching ``Event`` back.
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
    /// Paint the keyboard and the live-result bar: the background behind the keys and the
    /// colour of the result's text.
    case paint(background: InterfaceColor, resultText: InterfaceColor)
    /// Ask the window for this height (`intrinsicContentSize`).
    case setHeight(Double)
    /// Hide the keys from VoiceOver (an overlay covers them), or show them again.
    case hideKeysFromVoiceOver(Bool)
    /// Stop the accessory bar shown now from taking touches and hide it from VoiceOver,
    /// remembering which bar it was.
    case blockAccessoryBar
    /// Give the remembered bar back as it was.
    case restoreAccessoryBar(isEnabled: Bool, isHiddenFromVoiceOver: Bool)
    /// Play a click or a haptic.
    case play(KeyboardFeedback.Effect)
    /// Wake a haptic that may play soon.
    case prepare(KeyboardFeedback.Effect)
    /// Start timing the held key's repeats on this schedule, replacing any being timed; each due
    /// repeat is ``Event/repeatFired``.
    case startRepeating(KeyRepeatSchedule)
    /// Stop timing repeats.
    case stopRepeating
    /// Show this running result above the keys, or none.
    case showLiveResult(ResultLine?)
    /// Read the running result in this language from now on (the keys' locale changed).
    case setResultLanguage(InterfaceLanguage)
    /// Make the live-result bar the field's accessory view (`inputAccessoryView`), and show it
    /// at once if the field is editing (`reloadInputViews()`).
    case showResultBar(KeyboardFieldID)
    /// Take the live-result bar away from the field: no accessory view, shown at once if the
    /// field is editing.
    case removeResultBar(KeyboardFieldID)

    // MARK: The field

    /// Start hearing this field's `editingChanged` (as ``Event/fieldSignalled(_:_:)``).
    case adopt(KeyboardFieldID)
    /// Lay the field's text out left to right (the base writing direction of its paragraphs, for
    /// the text set from now on too), aligned as given: an expression is a left-to-right run in
    /// every language, so `12×3` does not show as `3×12` in a right-to-left app, and the text
    /// stays at the edge it was shown against. The field's alignment and direction as they were
    /// are kept, the first time, for ``restoreTextLayout(_:)``.
    case layOutLeftToRight(KeyboardFieldID, alignment: FieldTextAlignment)
    /// Give the field back the alignment and direction it had before the keyboard laid its text
    /// out left to right.
    case restoreTextLayout(KeyboardFieldID)
    /// Commit the field's marked text (`unmarkText()`) before a press acts after it.
    case unmarkText(KeyboardFieldID)
    /// Ask the text field's delegate whether Return may act (`textFieldShouldReturn(_:)`).
    case askShouldReturn(KeyboardFieldID)
    /// Ask the field's delegate about exactly this edit
    /// (`textField(_:shouldChangeCharactersIn:replacementString:)` or
    /// `textView(_:shouldChangeTextIn:replacementText:)`).
    case askFieldDelegate(KeyboardFieldID, Edit)
    /// Replace the edit's range through `UITextInput.replace(_:withText:)`, then answer
    /// ``Event/replaced(_:)``.
    case replace(KeyboardFieldID, Edit)
    /// Set the text of a field that is no longer editing (`text = …`).
    case setText(KeyboardFieldID, String)
    /// Select this UTF-16 range.
    case select(KeyboardFieldID, Range<Int>)
    /// Give this change signal, which UIKit did not give.
    case send(KeyboardFieldID, TextChangeSignal)
    /// Send these control events to the text field's targets, in order.
    case sendControlEvents(KeyboardFieldID, [KeyboardControlEvent])
    /// End editing (`resignFirstResponder()`).
    case resign(KeyboardFieldID)
    /// Answer ``Event/turnEnded`` once the main queue's current turn is over.
    case settleAfterThisTurn
    /// Answer ``Event/effectsApplied`` after the effects before this one, and what UIKit posted
    /// while they were applied: a press that waited starts only then.
    case resumeAfterEffects
    /// Find the text fields and text views that are first responders in the keyboard's window
    /// scene, then answer ``Event/firstRespondersFound(_:)``.
    case findFirstResponders

    // MARK: The app

    /// Ask the keyboard's delegate whether this key may act (`keyboard(_:shouldPress:)`).
    case askKeyboardDelegate(Key)
    /// Ask the data source for the layout a switch-layout key names.
    case askLayout(String)
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

    // MARK: Answers to UIKit

    /// The answer to the accessibility question UIKit just asked.
    case answer(Bool)
    /// Ask the field and each responder after it (views, view controllers) to handle VoiceOver's
    /// escape, then answer ``Event/escapeForwarded(_:)``.
    case forwardEscape(KeyboardFieldID)
    /// The hardware key's press (as it goes down, or up) is not the keyboard's: pass it on to
    /// the responder chain (`super`).
    case passOn
  }
}

/// The control events a text field sends when Return ends editing.
package enum KeyboardControlEvent: Hashable, Sendable {
  /// `UIControl.Event.editingDidEndOnExit`: the return key ended editing.
  case editingDidEndOnExit
  /// `UIControl.Event.primaryActionTriggered`: the field's primary action
  /// (`UITextField(frame:primaryAction:)`).
  case primaryActionTriggered
}
