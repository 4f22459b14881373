#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// Finds the field a shared keyboard types into (several fields can share one keyboard).
  ///
  /// It watches `UITextField` and `UITextView` begin and end editing, and binds to the field
  /// whose `inputView` is the keyboard, or to a field already editing when the keyboard is
  /// attached to it; the decisions are the core's `KeyboardBinding`. It also reports the bound
  /// field's text changes. No view hierarchy is searched and no private API is used: the
  /// notification's object is the field.
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

    /// What an observed notification says about its field.
    private enum FieldEvent {
      case began, ended, textChanged
    }

    /// An observer for `keyboard`, the view set as the fields' `inputView`. It starts watching
    /// `center` at once and stops when it is deallocated.
    public init(keyboard: UIView, center: NotificationCenter = .default) {
      self.keyboard = keyboard
      let events: [(NSNotification.Name, FieldEvent)] = [
        (UITextField.textDidBeginEditingNotification, .began),
        (UITextView.textDidBeginEditingNotification, .began),
        (UITextField.textDidEndEditingNotification, .ended),
        (UITextView.textDidEndEditingNotification, .ended),
        (UITextField.textDidChangeNotification, .textChanged),
        (UITextView.textDidChangeNotification, .textChanged),
      ]
      var tokens: [any NSObjectProtocol] = []
      for (name, event) in events {
        // UIKit posts these on the main thread; the field is only ever touched on the main
        // actor, where the task hands it on, so carrying the non-Sendable `object` there cannot
        // race. Tasks on the main actor run in the order they were made, so begin and end
        // editing arrive in order.
        let token = center.addObserver(forName: name, object: nil, queue: .main) {
          [weak self] notification in
          let field = UncheckedField(object: notification.object)
          Task { @MainActor [weak self] in
            switch event {
            case .began: self?.editingBegan(in: field.object)
            case .ended: self?.editingEnded(in: field.object)
            case .textChanged: self?.textChanged(in: field.object)
            }
          }
        }
        tokens.append(token)
      }
      observations = NotificationObservations(center: center, tokens: tokens)
    }

    /// The keyboard was just made `field`'s input view: if `field` is already editing, the
    /// keyboard types into it from now on, since UIKit sends no begin-editing for it.
    public func keyboardAttached(to field: UITextField) {
      apply(
        binding.attached(to: ObjectIdentifier(field), isEditing: field.isFirstResponder),
        target: { TextInputTarget(field) })
    }

    /// The keyboard was just made `textView`'s input view: if it is already editing, the
    /// keyboard types into it from now on.
    public func keyboardAttached(to textView: UITextView) {
      apply(
        binding.attached(to: ObjectIdentifier(textView), isEditing: textView.isFirstResponder),
        target: { TextInputTarget(textView) })
    }

    private func editingBegan(in object: Any?) {
      guard let keyboard else { return }
      if let field = object as? UITextField {
        apply(
          binding.editingBegan(
            in: ObjectIdentifier(field), usesThisKeyboard: field.inputView === keyboard,
            inBoundFieldsScene: isInBoundFieldsScene(field)),
          target: { TextInputTarget(field) })
      } else if let field = object as? UITextView {
        apply(
          binding.editingBegan(
            in: ObjectIdentifier(field), usesThisKeyboard: field.inputView === keyboard,
            inBoundFieldsScene: isInBoundFieldsScene(field)),
          target: { TextInputTarget(field) })
      }
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

  /// A notification's object on its way to the main actor; see the observer's `init`.
  private struct UncheckedField: @unchecked Sendable {
    let object: Any?
  }

  /// Notification-center registrations removed when their owner goes away. A separate object so
  /// that removal happens in a nonisolated `deinit`, which a main-actor class cannot provide on
  /// iOS 16.
  final class NotificationObservations: @unchecked Sendable {
    // Written once in `init`, then only read in `deinit`.
    private let center: NotificationCenter
    private let tokens: [any NSObjectProtocol]

    init(center: NotificationCenter, tokens: [any NSObjectProtocol]) {
      self.center = center
      self.tokens = tokens
    }

    deinit {
      for token in tokens { center.removeObserver(token) }
    }
  }
#endif
