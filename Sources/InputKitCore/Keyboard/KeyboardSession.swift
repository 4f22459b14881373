import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One keyboard and the field it types into, as one value: every fact UIKit observes goes in
/// as an ``Event``, and everything UIKit must do comes out as ``Effect``s, in order.
///
/// It owns the whole interaction of a calculator keyboard with its field: the fingers on the
/// keys (sliding, two thumbs, backspace repeating), a hardware keyboard's keys, VoiceOver's
/// activation and escape, which field the keyboard types into (several fields can share one
/// keyboard), the field's text and traits, the window's size and appearance, an overlay
/// blocking the keys, and the order of a key press:
///
/// 1. nothing acts while an overlay covers the keys, and a disabled key (Return waiting for
///    text) does not act;
/// 2. the app's keyboard delegate may veto the key (``Effect/askKeyboardDelegate(_:)``);
/// 3. Return asks the field: a text field's `textFieldShouldReturn(_:)`, a text view's delegate
///    with `"\n"` at the selection;
/// 4. the field is read (through ``KeyboardFieldReading``) and the press becomes an edit through
///    the layout's input rules (`KeyPressProcessor`), after any marked text;
/// 5. the field's delegate is asked about exactly that range, and the range is replaced
///    through `UITextInput` (a field that stopped editing meanwhile has its text set instead);
/// 6. the predicted caret is placed if the field holds the predicted text;
/// 7. the live result and the return key follow the text, the error haptic plays for a refusal,
///    the delegate hears of the press;
/// 8. when the main queue's turn ends, the change signals UIKit did not give
///    (`editingChanged`, the text-did-change notification, `textViewDidChange(_:)`) are given,
///    each once;
/// 9. Return sends the text field's control events, resigns and commits as the return
///    behaviour says, once the app has heard the new text: at once when UIKit gave every
///    change signal inside `replace`, otherwise after step 8.
///
/// Each step that needs UIKit's answer returns an effect that asks and waits for the answering
/// event; a press that comes meanwhile waits its turn, and starts once the effects before it
/// (a field resigning) have been applied.
package struct KeyboardSession: Sendable {
  /// The layout shown now.
  package internal(set) var layout: KeyboardLayout
  /// The locale for the decimal separator, evaluation and the keys' labels.
  package internal(set) var locale: Locale
  /// What the return key does.
  package internal(set) var returnBehavior: ReturnBehavior
  /// Which clicks and haptics the keyboard gives.
  package let feedback: KeyboardFeedback
  /// The keyboard's sizes.
  package internal(set) var dimensions: KeyboardDimensions

  /// The layout `layoutLoaded(nil)` returns to.
  var initialLayout: KeyboardLayout
  var followsCurrentLocale: Bool
  let fixedHeight: Double?
  var processor: KeyPressProcessor
  var tracker = KeyTouchTracker()
  var binding = KeyboardBinding<KeyboardFieldID>()
  var bounds: (size: CGSize, safeArea: EdgeInsets, scale: Double)?
  var laidOut: LaidOutKeyboard?
  var placed: [PlacedKey] = []
  var environment = KeyboardEnvironment()
  var height: Double?
  var returnKey = ReturnKeyConfiguration()
  var appearance = KeyboardAppearanceRequest.automatic
  var palette = KeyboardPalette.light
  var faces: [KeyFace] = []
  /// The text the live result and the return key were last brought up to date with.
  var shownText: String?
  var liveResult: ResultLine?
  var press: Press?
  var waiting: [PressRequest] = []
  var unsettled: UnsettledChange?
  var isForwardingEscape = false
  var accessoryBlocking = AccessoryBarBlocking<Int>()
  /// The hardware presses the keyboard typed (by the press's number), while they are down.
  var typedHardwareKeys: [Int: HardwareKey.Meaning] = [:]
  /// The hardware key held down that repeats (the last one down that typed), by its press's
  /// number, and the key it presses.
  var heldHardwareKey: (press: Int, key: Key)?
  /// The fields whose text the keyboard laid out left to right, to give back when they leave.
  var laidOutFields: Set<KeyboardFieldID> = []
  /// The known fields' focus when the keyboard moved to a window, while the scene's first
  /// responders are being found.
  var knownFocus: [KeyboardFieldFocus<KeyboardFieldID>]?
  /// What the keys' faces were last made from.
  var faceInputs: FaceInputs?

  /// A keyboard showing `layout`, typing for `locale` (which `followsCurrentLocale` replaces
  /// when the person's locale changes), whose Return does `returnBehavior`, giving `feedback`,
  /// sized by `dimensions` unless `fixedHeight` fixes its height.
  package init(
    layout: KeyboardLayout = .calculator, locale: Locale = Locale(identifier: "en_US_POSIX"),
    followsCurrentLocale: Bool = false, returnBehavior: ReturnBehavior = .evaluate,
    feedback: KeyboardFeedback = .standard, dimensions: KeyboardDimensions = .standard,
    fixedHeight: Double? = nil
  ) {
    self.layout = layout
    self.locale = locale
    self.returnBehavior = returnBehavior
    self.feedback = feedback
    self.dimensions = dimensions
    initialLayout = layout
    self.followsCurrentLocale = followsCurrentLocale
    self.fixedHeight = fixedHeight
    processor = Self.processor(for: layout, locale: locale, returnBehavior: returnBehavior)
  }

  /// The field the keyboard types into now, if any.
  package var boundField: KeyboardFieldID? { binding.boundField }

  /// Whether an overlay blocks the keys.
  package var isBlocked: Bool { tracker.isBlocked }

  /// The height the keyboard asks for in the window `environment` describes (the last one the
  /// session heard of when `nil`): fixed at creation, or the dimensions' for the window. UIKit
  /// asks for it while it sizes the keyboard, before the keys are laid out.
  ///
  /// - Parameter environment: The window the keyboard is in now, or `nil`.
  /// - Returns: The height in points.
  package func height(in environment: KeyboardEnvironment? = nil) -> Double {
    fixedHeight ?? dimensions.height(in: environment ?? self.environment)
  }

  /// Takes in what UIKit observed and returns what UIKit must do, in order. `fields` answers
  /// what a field holds now; each field is read at most once per event, since nothing changes a
  /// field while the session handles an event.
  package mutating func handle(
    _ event: Event, reading fields: some KeyboardFieldReading
  ) -> [Effect] {
    handle(event, readingOnce: FieldReadings(fields))
  }

  private mutating func handle(
    _ event: Event, readingOnce fields: FieldReadings<some KeyboardFieldReading>
  ) -> [Effect] {
    switch event {
    case .touchesBegan(let touches): touchesBegan(touches, reading: fields)
    case .touchesMoved(let touches): touchesMoved(touches, reading: fields)
    case .touchesEnded(let touches): touchesEnded(touches, reading: fields)
    case .touchesCancelled(let ids): ids.flatMap { carryOut(tracker.touchCancelled($0), fields) }
    case .leftWindow: carryOut(tracker.touchCancelled(), fields)
    case .keyPressed(let index):
      layout.keys.indices.contains(index) ? request(layout.keys[index], reading: fields) : []
    case .repeatFired: repeatFired(reading: fields)
    case .hardwareKeyDown(let key, let press): hardwareKeyDown(key, press: press, reading: fields)
    case .hardwareKeyUp(let press): hardwareKeyUp(press: press)
    case .fieldTextInput(let meaning): [.answer(fieldMayType(meaning))]
    case .accessibilityActivated(let index): accessibilityActivated(index, reading: fields)
    case .accessibilityEscape: accessibilityEscape()
    case .escapeForwarded(let handled): escapeForwarded(handled)
    case .bounds(let size, let safeArea, let scale): boundsChanged(size, safeArea, scale)
    case .environment(let environment): environmentChanged(environment, reading: fields)
    case .layoutLoaded(let layout): show(layout ?? initialLayout, reading: fields)
    case .currentLocaleChanged(let locale): currentLocaleChanged(locale, reading: fields)
    case .dimensionsChanged(let dimensions): dimensionsChanged(dimensions, reading: fields)
    case .returnBehaviorChanged(let behavior): returnBehaviorChanged(behavior)
    case .reconfigured(let layout, let locale): reconfigured(layout, locale, reading: fields)
    case .attached(let field, let isEditing, let showsLiveResult):
      resultBar(for: field, shown: showsLiveResult, reading: fields)
        + bindingChanged(binding.attached(to: field, isEditing: isEditing), reading: fields)
    case .detached(let field): left(field, reading: fields)
    case .editingBegan(let field, let usesThisKeyboard, let inBoundFieldsScene):
      (usesThisKeyboard ? [] : left(field, reading: fields))
        + bindingChanged(
          binding.editingBegan(
            in: field, usesThisKeyboard: usesThisKeyboard, inBoundFieldsScene: inBoundFieldsScene),
          reading: fields)
    case .editingEnded(let field):
      bindingChanged(binding.editingEnded(in: field), reading: fields)
    case .movedToWindow(let focus): movedToWindow(knowing: focus, reading: fields)
    case .firstRespondersFound(let found): firstRespondersFound(found, reading: fields)
    case .fieldSignalled(let field, let signal): fieldSignalled(field, signal, reading: fields)
    case .refreshRequested: refresh(reading: fields, force: true)
    case .inputBlocked(let blocked, let bar): inputBlocked(blocked, bar: bar, reading: fields)
    case .keyboardDelegateAnswered(let allows): keyboardDelegateAnswered(allows, reading: fields)
    case .returnAnswered(let allows): returnAnswered(allows, reading: fields)
    case .fieldDelegateAnswered(let allows): fieldDelegateAnswered(allows, reading: fields)
    case .replaced(let succeeded): replaced(succeeded, reading: fields)
    case .layoutAnswered(let layout, let fromDataSource):
      layoutAnswered(layout, fromDataSource: fromDataSource, reading: fields)
    case .turnEnded: turnEnded(reading: fields)
    case .effectsApplied: next(reading: fields)
    }
  }

  /// A field reader that reads each field once: the first answer for a field serves the rest
  /// of the event.
  final class FieldReadings<Base: KeyboardFieldReading>: KeyboardFieldReading {
    private let base: Base
    private var read: [KeyboardFieldID: KeyboardFieldState?] = [:]

    init(_ base: Base) {
      self.base = base
    }

    func state(of field: KeyboardFieldID) -> KeyboardFieldState? {
      if let state = read[field] { return state }
      let state = base.state(of: field)
      read[field] = .some(state)
      return state
    }
  }

  static func processor(
    for layout: KeyboardLayout, locale: Locale, returnBehavior: ReturnBehavior
  ) -> KeyPressProcessor {
    KeyPressProcessor(
      rules: layout.inputRules(locale: locale), returnBehavior: returnBehavior,
      showsPreview: true, locale: locale)
  }
}
