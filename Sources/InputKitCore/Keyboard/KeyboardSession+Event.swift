import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardSession {
  /// A fact UIKit observed: a touch, a field beginning to edit, the window changing, or an
  /// answer UIKit gave to an effect that asked a question (``Effect/askKeyboardDelegate(_:)``,
  /// ``Effect/askShouldReturn(_:)``, ``Effect/askFieldDelegate(_:_:)``, ``Effect/replace(_:_:)``,
  /// ``Effect/askLayout(_:)``, ``Effect/findFirstResponders``).
  package enum Event: Equatable, Sendable {
    // MARK: The keyboard view

    /// Fingers went down on the keyboard (delivered together, in any order).
    case touchesBegan([KeyboardTouch])
    /// Fingers moved.
    case touchesMoved([KeyboardTouch])
    /// Fingers lifted.
    case touchesEnded([KeyboardTouch])
    /// The system took these touches away (a call came in).
    case touchesCancelled([Int])
    /// The keyboard left its window: no finger can still be down, and UIKit sends no
    /// `touchesCancelled` for a view leaving its window.
    case leftWindow
    /// The app pressed the key at this index in code (`pressKey(at:)`), as a tap would.
    case keyPressed(Int)
    /// A repeat of the held key is due (the repeat timer started by ``Effect/startRepeating``).
    case repeatFired
    /// A key went down on a hardware keyboard (presses that went down together come in the
    /// order they happened); `press` tells presses apart (the `UIPress`'s identity). Answered
    /// by ``Effect/passOn`` when the field and the app are to have it.
    case hardwareKeyDown(HardwareKey, press: Int)
    /// A hardware key went up or was cancelled: answered by ``Effect/passOn`` when its press was
    /// passed on as it went down, so a responder hears the end of exactly the presses it heard
    /// begin.
    case hardwareKeyUp(press: Int)
    /// UIKit's text system is about to type into the field itself (its `insertText(_:)` or
    /// `deleteBackward()`): answered by ``Effect/answer(_:)``, `false` when a hardware key the
    /// keyboard typed already stands for it.
    case fieldTextInput(HardwareKey.Meaning)
    /// VoiceOver activated the key at this index (a double tap): answered by ``Effect/answer(_:)``.
    case accessibilityActivated(Int)
    /// VoiceOver's escape gesture (a two-finger Z) on the keys: answered by ``Effect/answer(_:)``.
    case accessibilityEscape
    /// The keyboard's bounds, safe area or display scale changed.
    case bounds(size: CGSize, safeArea: EdgeInsets, scale: Double)
    /// The keyboard is (about to be) in a window of this size and these traits.
    case environment(KeyboardEnvironment)
    /// The app set another layout (its data source's, or `nil` for the one the keyboard was
    /// created with).
    case layoutLoaded(KeyboardLayout?)
    /// The person's locale changed (`NSLocale.currentLocaleDidChangeNotification`).
    case currentLocaleChanged(Locale)
    /// The app changed the keyboard's sizes.
    case dimensionsChanged(KeyboardDimensions)
    /// The app changed what Return does.
    case returnBehaviorChanged(ReturnBehavior)
    /// The app gave the keyboard another layout and locale (a SwiftUI field whose environment
    /// changed): the keyboard stays, its keys and rules change.
    case reconfigured(layout: KeyboardLayout, locale: Locale)

    // MARK: The field

    /// The keyboard was made this field's input view; `isEditing` if it is first responder,
    /// `showsLiveResult` if the app asked for the live-result bar above the keys.
    case attached(KeyboardFieldID, isEditing: Bool, showsLiveResult: Bool)
    /// The field no longer uses the keyboard (a `CalculatorField` given another keyboard).
    case detached(KeyboardFieldID)
    /// A field began editing (UIKit's begin-editing notification); one that does not use this
    /// keyboard, after it did, has left it.
    case editingBegan(KeyboardFieldID, usesThisKeyboard: Bool, inBoundFieldsScene: Bool)
    /// A field ended editing.
    case editingEnded(KeyboardFieldID)
    /// The keyboard moved into a window; these fields, the ones it knows, may use it, with
    /// where their focus is.
    case movedToWindow([KeyboardFieldFocus<KeyboardFieldID>])
    /// The first responders of the keyboard's window scene that are text fields or text views,
    /// with where their focus is: the answer to ``Effect/findFirstResponders``.
    case firstRespondersFound([KeyboardFieldFocus<KeyboardFieldID>])
    /// A field gave a change signal: UIKit's, the app's or the keyboard's own.
    case fieldSignalled(KeyboardFieldID, TextChangeSignal)
    /// The app changed the field's text or traits in code, which UIKit announces to no one.
    case refreshRequested

    // MARK: An overlay

    /// An activity overlay covers (or stopped covering) the keys and the accessory bar shown
    /// now, if any.
    case inputBlocked(Bool, accessoryBar: AccessoryBar?)

    // MARK: Answers

    /// The app's keyboard delegate answered ``Effect/askKeyboardDelegate(_:)``.
    case keyboardDelegateAnswered(Bool)
    /// The field answered ``Effect/askShouldReturn(_:)`` (`textFieldShouldReturn(_:)`).
    case returnAnswered(Bool)
    /// The field's delegate answered ``Effect/askFieldDelegate(_:_:)``.
    case fieldDelegateAnswered(Bool)
    /// ``Effect/replace(_:_:)`` ran; `false` when the field could not resolve the range.
    case replaced(Bool)
    /// The layout a switch-layout key leads to, from the app's data source (`fromDataSource`) or
    /// `nil` when the keyboard has none.
    case layoutAnswered(KeyboardLayout?, fromDataSource: Bool)
    /// ``Effect/forwardEscape(_:)`` ran: whether a view or controller handled the escape.
    case escapeForwarded(Bool)
    /// The main queue's turn in which a change was made has ended
    /// (``Effect/settleAfterThisTurn``).
    case turnEnded
    /// The effects before ``Effect/resumeAfterEffects`` were applied and what UIKit posted while
    /// they were (a field ending its editing) has been handled.
    case effectsApplied
  }

  /// The accessory bar shown above the keys, as an overlay finds it when it blocks the keys.
  package struct AccessoryBar: Hashable, Sendable {
    /// The bar's identity.
    package var id: Int
    /// Whether it takes touches now.
    package var isEnabled: Bool
    /// Whether its elements are hidden from VoiceOver now.
    package var isHiddenFromVoiceOver: Bool

    /// A bar's facts.
    package init(id: Int, isEnabled: Bool, isHiddenFromVoiceOver: Bool) {
      self.id = id
      self.isEnabled = isEnabled
      self.isHiddenFromVoiceOver = isHiddenFromVoiceOver
    }
  }
}

/// One finger on the keyboard: UIKit keeps one `UITouch` per finger while it is down.
package struct KeyboardTouch: Equatable, Sendable {
  /// The finger's number (the `UITouch`'s identity).
  package var id: Int
  /// Where it is, in the keyboard's coordinates.
  package var point: CGPoint
  /// When it got there (`UITouch.timestamp`), which orders touches delivered together.
  package var timestamp: Double

  /// A finger at `point`.
  package init(_ id: Int = 0, at point: CGPoint, timestamp: Double = 0) {
    self.id = id
    self.point = point
    self.timestamp = timestamp
  }
}
