import Foundation
import InputKitExpression
import InputKitShared

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardSession {
  /// A fact UIKit observed: a touch, a field beginning to edit, the window changing.
  package enum Event: Equatable, Sendable {
    // MARK: The keyboard view

    /// Fingers went down on the keyboard (delivered together, in any order).
    case touchesBegan([KeyboardTouch])
    case touchesMoved([KeyboardTouch])
    case touchesEnded([KeyboardTouch])
    /// The system took these touches away (a call came in).
    case touchesCancelled([Int])
    /// The keyboard left its window, which cancels no touch in UIKit.
    case leftWindow
    /// The app stopped being active (⌘-Tab, a call): it hears no key go up meanwhile.
    case appResignedActive
    /// The key at this index was pressed in code, as a tap would.
    case keyPressed(Int)
    /// A repeat of this held key is due (the timer ``Effect/startRepeating(_:)`` started).
    case repeatFired(HeldKey)
    /// The keyboard's bounds, safe area or display scale changed.
    case bounds(size: CGSize, safeArea: EdgeInsets, scale: Double)
    /// The keyboard is (about to be) in a window of this size and these traits.
    case environment(KeyboardEnvironment)
    /// The app set another layout (its data source's, or `nil` for the keyboard's first one).
    case layoutLoaded(KeyboardLayout?)
    /// The person's locale changed (`NSLocale.currentLocaleDidChangeNotification`).
    case currentLocaleChanged(Locale)
    case dimensionsChanged(KeyboardDimensions)
    case returnBehaviorChanged(ReturnBehavior)
    /// The app gave the keyboard on screen another layout and locale (a SwiftUI environment).
    case reconfigured(layout: KeyboardLayout, locale: Locale)

    // MARK: The field

    /// The keyboard was made this field's input view, with the live-result bar or not.
    case attached(FieldID, isEditing: Bool, showsLiveResult: Bool)
    /// The field no longer uses the keyboard (a `CalculatorField` given another keyboard).
    case detached(FieldID)
    /// A field began editing (UIKit's begin-editing notification).
    case editingBegan(FieldID, usesThisKeyboard: Bool, inBoundFieldsScene: Bool)
    case editingEnded(FieldID)
    /// The keyboard moved into a window; these are the fields it knows, with their focus.
    case movedToWindow([KeyboardFieldFocus<FieldID>])
    /// A field gave a change signal: UIKit's, the app's or the keyboard's own.
    case fieldSignalled(FieldID, ChangeSignal)
    /// The app changed the field's text or traits in code, which UIKit announces to no one.
    case refreshRequested
    /// UIKit's handling of the event in which the keyboard changed a field has returned.
    case turnEnded
    /// The app turned the result bar's Previous, Next and Done on or off.
    case navigationChanged(FieldNavigation)
    case navigationTapped(NavigationButton)

    // MARK: An overlay

    /// An activity overlay covers (or stopped covering) the keys and this accessory bar.
    case inputBlocked(Bool, accessoryBar: KeyboardAccessoryBar?)
  }

  /// A question UIKit asks the keyboard and waits for; ``answer(_:host:)`` answers it.
  package enum Question: Equatable, Sendable {
    /// A hardware key went down (`press`: its `UIPress`): whether the field and app have it.
    case hardwareKeyDown(HardwareKey, press: Int)
    /// A hardware key went up or was cancelled: whether its end goes on.
    case hardwareKeyUp(press: Int)
    /// UIKit's text system is about to type into the field: whether it may.
    case fieldTextInput(HardwareKey.Meaning, duringReplace: Bool)
    /// Whether the field may carry out an editing command (`canPerformAction`, a paste, undo).
    case fieldCommand(FieldCommand)
    /// VoiceOver activated the key at this index: whether it acts.
    case accessibilityActivated(Int)
    /// VoiceOver's escape gesture on the keys: whether a responder from the field on took it.
    case accessibilityEscape

    /// The answer while the session is busy: UIKit may type and edit, nothing acts.
    package var answerWhileBusy: Bool {
      switch self {
      case .fieldTextInput, .fieldCommand: true
      case .hardwareKeyDown, .hardwareKeyUp, .accessibilityActivated, .accessibilityEscape: false
      }
    }
  }
}
