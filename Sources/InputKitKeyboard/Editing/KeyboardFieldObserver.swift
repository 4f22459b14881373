#if canImport(UIKit)
  import UIKit
  import InputKitExpression
  import InputKitKeyboardCore
  @_spi(InputKitInternal) import InputKitUI

  /// The fields a calculator keyboard may type into: it tells the keyboard's session of their
  /// editing and text, of the locale and of the app resigning active.
  ///
  /// UIKit fact: the notifications come while UIKit posts them, so the session hears of a focus
  /// change before `becomeFirstResponder()` returns (`CalculatorKeyboardTypingTests`).
  @MainActor
  final class KeyboardFieldObserver {
    weak var keyboard: CalculatorKeyboard?
    private var known: [KeyboardSession.FieldID: EditableField] = [:]
    private var observations: NotificationObservations?

    init(center: NotificationCenter = .default) {
      observations = center.observeOnMainQueue(
        [
          UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
          UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification,
          UITextField.textDidChangeNotification, UITextView.textDidChangeNotification,
          NSLocale.currentLocaleDidChangeNotification, UIApplication.willResignActiveNotification,
        ], receiver: self)
    }

    func target(_ id: KeyboardSession.FieldID?) -> EditableField? {
      id.flatMap { known[$0] }
    }

    /// Knows `target` from now on, unless its field is known already: then that one is returned.
    @discardableResult
    func register(_ target: EditableField) -> EditableField {
      guard let existing = known[target.id], existing.entry === target.entry else {
        known[target.id] = target
        return target
      }
      return existing
    }

    /// Where the known fields' focus is, as the keyboard comes on screen in `window`.
    func knownFocus(
      in window: UIWindow, keyboard: UIView
    ) -> [KeyboardFieldFocus<KeyboardSession.FieldID>] {
      known = known.filter { $0.value.entry != nil }
      return known.values.compactMap { focus(of: $0, in: window.windowScene, keyboard: keyboard) }
    }

    /// The field that is first responder in the key window of `window`'s scene, known from now on.
    func firstResponders(
      in window: UIWindow?, keyboard: UIView
    ) -> [KeyboardFieldFocus<KeyboardSession.FieldID>] {
      let scene = window?.windowScene
      let editing = scene?.keyWindow?.firstResponderInside.flatMap(EditableField.of)
      return [editing.flatMap { focus(of: register($0), in: scene, keyboard: keyboard) }]
        .compactMap { $0 }
    }

    private func focus(
      of target: EditableField, in scene: UIWindowScene?, keyboard: UIView
    ) -> KeyboardFieldFocus<KeyboardSession.FieldID>? {
      target.entry.map { view in
        KeyboardFieldFocus(
          field: target.id, isFirstResponder: view.isFirstResponder,
          usesThisKeyboard: view.inputView === keyboard,
          isInKeyboardScene: view.window?.windowScene === scene)
      }
    }

    private func editingBegan(_ object: Any?) {
      guard let keyboard, let target = EditableField.of(object), let view = target.entry else {
        return
      }
      let usesThisKeyboard = view.inputView === keyboard
      if usesThisKeyboard { register(target) }
      // A bound field in no window scene (gone, or off screen) holds the keyboard in none.
      let bound = self.target(keyboard.boundField)?.entry?.window?.windowScene
      keyboard.send(
        .editingBegan(
          target.id, usesThisKeyboard: usesThisKeyboard,
          inBoundFieldsScene: bound == nil || bound === view.window?.windowScene))
    }
  }

  extension KeyboardFieldObserver: @preconcurrency MainQueueNotificationReceiver {
    func receive(_ notification: Notification) {
      switch notification.name {
      case UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification:
        editingBegan(notification.object)
      case UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification:
        send(KeyboardSession.Event.editingEnded, about: notification.object)
      case NSLocale.currentLocaleDidChangeNotification:
        keyboard?.send(.currentLocaleChanged(.current))
      case UIApplication.willResignActiveNotification:
        keyboard?.send(.appResignedActive)
      default:
        send({ .fieldSignalled($0, .textDidChangeNotification) }, about: notification.object)
      }
    }

    private func send(
      _ event: (KeyboardSession.FieldID) -> KeyboardSession.Event, about object: Any?
    ) {
      guard let field = EditableField.of(object)?.id else { return }
      keyboard?.send(event(field))
    }
  }
#endif
