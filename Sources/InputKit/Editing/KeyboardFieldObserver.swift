#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// Finds the field a shared keyboard types into (several fields can share one keyboard).
  ///
  /// It watches `UITextField` and `UITextView` begin and end editing, and binds to the field
  /// whose `inputView` is the keyboard, or to a field already editing when the keyboard is
  /// attached to it; when the keyboard moves to another window (an iPad's second window, a Stage
  /// Manager window), it binds to the field using it that is first responder in that window's
  /// scene. The decisions are the core's `KeyboardBinding`. It also reports the bound field's text
  /// changes. No view hierarchy is searched and no private API is used: the notification's object
  /// is the field, and the fields asked on a move are those attached to or seen using the
  /// keyboard.
  ///
  /// Notifications are handled while UIKit posts them, so the binding is up to date before
  /// `becomeFirstResponder()` returns and a key pressed right after focus moved types into the new
  /// field.
  @MainActor
  public final class KeyboardFieldObserver {
    /// The field the keyboard types into, if any.
    public private(set) var target: TextInputTarget?
    /// Called after the bound field changes, with the new target (`nil` when unbound).
    public var targetDidChange: ((TextInputTarget?) -> Void)?
    /// Called after the bound field's text changed through editing: the keyboard's keys, paste,
    /// a hardware keyboard, dictation or undo (UIKit's text-did-change notification). UIKit
    /// posts none when the app sets `text` in code.
    public var targetTextDidChange: (() -> Void)?

    private weak var keyboard: UIView?
    private var binding = KeyboardBinding<ObjectIdentifier>()
    private var observations: NotificationObservations?
    /// The fields known to use the keyboard (attached to it, or seen beginning with it), held
    /// weakly, asked where their focus is when the keyboard moves to another window.
    private var knownFields: [ObjectIdentifier: TextInputTarget] = [:]

    /// An observer for `keyboard`, the view set as the fields' `inputView`. It starts watching
    /// `center` at once and stops when it is deallocated.
    public init(keyboard: UIView, center: NotificationCenter = .default) {
      self.keyboard = keyboard
      // Handled while UIKit posts them: the binding changes before the responder change
      // returns, where a hop to a task would leave a key press in between typing into the old
      // field.
      observations = center.observeOnMainQueue(
        [
          UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
          UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification,
          UITextField.textDidChangeNotification, UITextView.textDidChangeNotification,
        ], receiver: self)
    }

    /// The keyboard was just made `field`'s input view: if `field` is already editing, the
    /// keyboard types into it from now on, since UIKit sends no begin-editing for it.
    public func keyboardAttached(to field: UITextField) {
      keyboardAttached(to: field, as: TextInputTarget(field))
    }

    /// The keyboard was just made `textView`'s input view: if it is already editing, the
    /// keyboard types into it from now on.
    public func keyboardAttached(to textView: UITextView) {
      keyboardAttached(to: textView, as: TextInputTarget(textView))
    }

    private func keyboardAttached(to field: UIView, as target: TextInputTarget) {
      let id = ObjectIdentifier(field)
      knownFields[id] = target
      apply(binding.attached(to: id, isEditing: field.isFirstResponder), target: { target })
    }

    /// The keyboard was moved into `window`: it types into the field using it that is first
    /// responder in that window's scene, which may have stayed editing there while the keyboard
    /// served another window, so no begin-editing comes for it.
    public func keyboardMoved(to window: UIWindow) {
      knownFields = knownFields.filter { $0.value.responder != nil }
      let scene = window.windowScene
      let focus = knownFields.map { id, target in
        let view = target.responder as? UIView
        return KeyboardFieldFocus(
          field: id, isFirstResponder: view?.isFirstResponder ?? false,
          usesThisKeyboard: keyboard != nil && view?.inputView === keyboard,
          isInKeyboardScene: view?.window?.windowScene === scene)
      }
      let change = binding.keyboardMoved(among: focus)
      apply(change) {
        guard case .bound(let id, _) = change else { return nil }
        return knownFields[id]
      }
    }

    private func editingBegan(in object: Any?) {
      guard let keyboard, let found = Self.field(object) else { return }
      let (field, target) = found
      let id = ObjectIdentifier(field)
      let usesThisKeyboard = field.inputView === keyboard
      if usesThisKeyboard { knownFields[id] = target }
      apply(
        binding.editingBegan(
          in: id, usesThisKeyboard: usesThisKeyboard,
          inBoundFieldsScene: isInBoundFieldsScene(field)),
        target: { target })
    }

    /// A notification's object as a field a keyboard can type into, and its target: a text
    /// field or a text view; `nil` for anything else.
    private static func field(_ object: Any?) -> (UIView, TextInputTarget)? {
      if let field = object as? UITextField { return (field, TextInputTarget(field)) }
      if let textView = object as? UITextView { return (textView, TextInputTarget(textView)) }
      return nil
    }

    /// Whether `field` is in the same window scene as the bound field: on an iPad with several
    /// windows each scene has its own first responder, so focus elsewhere leaves ours alone.
    private func isInBoundFieldsScene(_ field: UIView) -> Bool {
      guard let bound = target?.responder as? UIView, let boundScene = bound.window?.windowScene
      else { return true }
      return field.window?.windowScene === boundScene
    }

    private func editingEnded(in object: Any?) {
      guard let field = object as? UIResponder else { return }
      apply(binding.editingEnded(in: ObjectIdentifier(field)), target: { nil })
    }

    private func textChanged(in object: Any?) {
      guard let field = object as? UIResponder,
        binding.boundField == ObjectIdentifier(field)
      else { return }
      targetTextDidChange?()
    }

    private func apply(
      _ change: KeyboardBindingChange<ObjectIdentifier>, target makeTarget: () -> TextInputTarget?
    ) {
      switch change {
      case .bound: target = makeTarget()
      case .unbound: target = nil
      case .unchanged: return
      }
      targetDidChange?(target)
    }
  }

  extension KeyboardFieldObserver: @preconcurrency MainQueueNotificationReceiver {
    func receive(_ notification: Notification) {
      switch notification.name {
      case UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification:
        editingBegan(in: notification.object)
      case UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification:
        editingEnded(in: notification.object)
      default:
        textChanged(in: notification.object)
      }
    }
  }
#endif
