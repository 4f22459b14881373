import Foundation
import InputKitExpression
import InputKitShared

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One keyboard and the field it types into, as one value: UIKit's observations go in as
/// ``Event``s and the ``Effect``s UIKit must carry out come out, in order. What UIKit answers
/// at once it reads through a ``KeyboardHost``, so a test plays a device story.
package struct KeyboardSession: Sendable {
  package internal(set) var layout: KeyboardLayout
  /// The locale for the decimal separator, evaluation and the keys' labels.
  package internal(set) var locale: Locale
  package internal(set) var returnBehavior: ReturnBehavior
  package let feedback: KeyboardFeedback
  package internal(set) var dimensions: KeyboardDimensions

  /// The layout `layoutLoaded(nil)` returns to.
  var initialLayout: KeyboardLayout
  var followsCurrentLocale: Bool
  let fixedHeight: Double?
  var processor: KeyPressProcessor
  var tracker = KeyTouchTracker()
  var binding = KeyboardBinding<FieldID>()
  var bounds: (size: CGSize, safeArea: EdgeInsets, scale: Double)?
  var laidOut: LaidOutKeyboard?
  var placed: [PlacedKey] = []
  var environment = KeyboardEnvironment()
  var height: Double?
  var returnKey = ReturnKeyConfiguration()
  var appearance = KeyboardAppearance.automatic
  /// Whether the bound field's interface is dark, as last read; `nil` for no field.
  var fieldIsDark: Bool?
  var palette = KeyboardPalette.light
  var faces: [KeyFace] = []
  /// The text the live result and the return key were last brought up to date with.
  var shownText: String?
  var liveResult: ResultLine?
  var change: Change?
  var accessoryBlocking = AccessoryBarBlocking<Int>()
  /// The hardware presses the keyboard typed (by the press's number), while they are down.
  var typedHardwareKeys: [Int: HardwareKey.Meaning] = [:]
  /// The held hardware key that repeats, by its press's number.
  var heldHardwareKey: (press: Int, key: Key)?
  /// The fields whose text layout and shortcuts the keyboard changed, to give back when they leave.
  var laidOutFields: Set<FieldID> = []
  var shortcutsHidden: Set<FieldID> = []
  var faceInputs: FaceInputs?
  package internal(set) var navigator = FieldNavigator()

  /// A keyboard showing `layout` for `locale`, sized by `dimensions` or `fixedHeight`.
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
    processor = KeyPressProcessor(keyboard: layout, locale: locale, returnBehavior: returnBehavior)
  }

  package var boundField: FieldID? { binding.boundField }

  package var isBlocked: Bool { tracker.isBlocked }

  /// The height the keyboard asks for in `environment`'s window (`nil`: the last heard of).
  package func height(in environment: KeyboardEnvironment? = nil) -> Double {
    let window = environment ?? self.environment
    return fixedHeight.map { dimensions.height(ofKeys: $0, in: window) }
      ?? dimensions.height(in: window)
  }

  /// Takes in what UIKit observed, reading `host`, and returns what UIKit must do, in order.
  package mutating func handle(_ event: Event, host: some KeyboardHost) -> [Effect] {
    switch event {
    case .touchesBegan(let touches) where laidOut != nil:
      // The return key, or text set in code (which UIKit announces to no one), may have changed.
      refresh(host: host, force: false)
        + follow(touches, host: host) { tracker, touch, laidOut, isEnabled in
          tracker.touchBegan(touch.id, at: touch.point, in: laidOut, isEnabled: isEnabled)
        }
    case .touchesBegan: []
    case .touchesMoved(let touches):
      follow(touches, host: host) { tracker, touch, laidOut, isEnabled in
        tracker.touchMoved(touch.id, to: touch.point, in: laidOut, isEnabled: isEnabled)
      }
    case .touchesEnded(let touches):
      follow(touches, host: host) { tracker, touch, laidOut, isEnabled in
        tracker.touchEnded(touch.id, at: touch.point, in: laidOut, isEnabled: isEnabled)
      }
    case .touchesCancelled(let ids): ids.flatMap { carryOut(tracker.touchCancelled($0), host) }
    case .leftWindow: carryOut(tracker.touchCancelled(), host) + stopHardwareRepeat()
    case .appResignedActive: stopHardwareRepeat()
    case .keyPressed(let index):
      layout.keys.indices.contains(index) ? press(layout.keys[index], host: host) : []
    case .repeatFired(let held): repeatFired(held, host: host)
    case .bounds(let size, let safeArea, let scale): boundsChanged(size, safeArea, scale)
    case .environment(let environment): environmentChanged(environment, host: host)
    case .layoutLoaded(let layout): show(layout ?? initialLayout, host: host)
    case .currentLocaleChanged(let locale): currentLocaleChanged(locale, host: host)
    case .dimensionsChanged(let dimensions): dimensionsChanged(dimensions)
    case .returnBehaviorChanged(let behavior): returnBehaviorChanged(behavior)
    case .reconfigured(let layout, let locale): reconfigured(layout, locale, host: host)
    case .attached(let field, let isEditing, let showsLiveResult):
      resultBar(for: field, shown: showsLiveResult, host: host) + hideShortcuts(of: field, host)
        + bindingChanged(binding.attached(to: field, isEditing: isEditing), host: host)
        + navigator.attach(field, true, current: binding.boundField, host: host)
    case .detached(let field):
      detached(field, host: host)
        + navigator.attach(field, false, current: binding.boundField, host: host)
    case .editingBegan(let field, let usesThisKeyboard, let inBoundFieldsScene):
      (usesThisKeyboard ? [] : left(field, host: host))
        + bindingChanged(
          binding.editingBegan(
            in: field, usesThisKeyboard: usesThisKeyboard, inBoundFieldsScene: inBoundFieldsScene),
          host: host)
    case .editingEnded(let field):
      (field == binding.boundField ? stopHardwareRepeat() : [])
        + bindingChanged(binding.editingEnded(in: field), host: host)
    case .movedToWindow(let focus): movedToWindow(knowing: focus, host: host)
    case .fieldSignalled(let field, let signal): fieldSignalled(field, signal, host: host)
    case .refreshRequested: refresh(host: host, force: true)
    case .inputBlocked(let blocked, let bar): inputBlocked(blocked, bar: bar, host: host)
    case .turnEnded: finishChange(host: host)
    case .navigationChanged(let mode):
      navigator.update(current: binding.boundField, mode: mode, host: host)
    case .navigationTapped(let button):
      navigator.tap(button, current: binding.boundField, isBlocked: tracker.isBlocked, host: host)
    }
  }

  /// Answers a question UIKit waits for, and returns what UIKit must do besides, in order.
  package mutating func answer(
    _ question: Question, host: some KeyboardHost
  ) -> (answer: Bool, effects: [Effect]) {
    switch question {
    case .hardwareKeyDown(let key, let press):
      return passesOn(key) ? (true, []) : (false, hardwareKeyDown(key, press: press, host: host))
    case .hardwareKeyUp(let press): return hardwareKeyUp(press: press)
    case .fieldTextInput(let meaning, let duringReplace):
      // Under an overlay only the keyboard's own edit goes in; else not what a key still down
      // already typed.
      let typed = tracker.isBlocked || typedHardwareKeys.values.contains(meaning)
      return (duringReplace || !typed, [])
    case .fieldCommand(let command):
      return (command == .leavesText || !tracker.isBlocked, [])
    case .accessibilityActivated(let index): return accessibilityActivated(index, host: host)
    case .accessibilityEscape:
      return (binding.boundField.flatMap(host.handlesEscape(from:)) == true, [])
    }
  }
}
