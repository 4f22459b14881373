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
        // UIKit posts these on the main thread and the main queue makes that a guarantee
        // (`assumeIsolated` checks it). The field never leaves the main thread, so handing the
        // non-Sendable `object` to the main actor cannot race; the compiler cannot see that
        // a block on the main queue already runs there.
        let token = center.addObserver(forName: name, object: nil, queue: .main) {
          [weak self] notification in
          nonisolated(unsafe) let field = notification.object
          MainActor.assumeIsolated {
            switch event {
            case .began: self?.editingBegan(in: field)
            case .ended: self?.editingEnded(in: field)
            case .textChanged: self?.textChanged(in: field)
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
            in: ObjectIdentifier(field), usesThisKeyboard: field.inputView === keyboard),
          target: { TextInputTarget(field) })
      } else if let field = object as? UITextView {
        apply(
          binding.editingBegan(
            in: ObjectIdentifier(field), usesThisKeyboard: field.inputView === keyboard),
          target: { TextInputTarget(field) })
      }
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

  /// Notification-center registrations removed when their owner goes away. A separate object so
  /// that removal happens in a nonisolated `deinit`, which a main-actor class cannot provide on
  /// iOS 16.
  private final class NotificationObservations: @unchecked Sendable {
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
