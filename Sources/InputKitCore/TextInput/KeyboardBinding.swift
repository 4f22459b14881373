/// Which field a shared keyboard types into, when several fields use one keyboard.
///
/// One keyboard object can be the `inputView` of several fields. UIKit does not tell an input
/// view which field it is serving, so the keyboard watches every field begin and end editing
/// and binds to the one whose `inputView` is this keyboard:
///
/// - a field using this keyboard begins editing: bind to it (replacing any other);
/// - a field using another input view begins editing in the bound field's scene: the bound field
///   has lost focus, unbind; in another scene (an iPad's second window, a Stage Manager
///   window), each scene keeps its own first responder, so the binding stays;
/// - the bound field ends editing: unbind; another field ending editing changes nothing (when
///   focus moves, UIKit may report the new field's begin before the old field's end);
/// - the keyboard is attached to a field that is already editing: bind to it, since no
///   begin-editing will come;
/// - the keyboard moved to another window (it is shown in the scene that has the keyboard focus
///   now): bind to the field using it that is first responder in that window's scene, which may
///   have stayed editing there all along without a new begin-editing; keep the bound field if it
///   is that field; unbind if there is none, so a key never types into another window's field.
///   When none of the fields is in that window's scene, the move says nothing about focus there
///   (the field that brought the keyboard has yet to report its begin-editing): keep the
///   binding.
///
/// `Field` identifies a field (the UIKit layer uses `ObjectIdentifier`).
struct KeyboardBinding<Field: Hashable & Sendable>: Hashable, Sendable {
  /// The field the keyboard types into, if any.
  private(set) var boundField: Field?

  /// How the binding changed after an editing notification.
  enum Change: Hashable, Sendable {
    /// The keyboard now types into `field`; `previous` is the field it typed into before, if any.
    case bound(Field, previous: Field?)
    /// The keyboard no longer types into `field`.
    case unbound(Field)
    /// Nothing changed.
    case unchanged
  }

  /// A binding to no field.
  init() {}

  /// `field` began editing; `usesThisKeyboard` says whether its `inputView` is this keyboard,
  /// and `inBoundFieldsScene` whether it is in the same scene (window scene) as the bound field.
  mutating func editingBegan(
    in field: Field, usesThisKeyboard: Bool, inBoundFieldsScene: Bool = true
  ) -> Change {
    if usesThisKeyboard {
      guard boundField != field else { return .unchanged }
      let previous = boundField
      boundField = field
      return .bound(field, previous: previous)
    }
    guard let bound = boundField, inBoundFieldsScene else { return .unchanged }
    boundField = nil
    return .unbound(bound)
  }

  /// The keyboard was just made `field`'s input view; `isEditing` says whether `field` is
  /// already the first responder.
  ///
  /// UIKit posts no begin-editing notification for a field that is already editing (a keyboard
  /// rebuilt for a new layout or locale and attached to the focused field), so such a field is
  /// bound now, as if it had just begun; a field not editing yet binds when it begins.
  mutating func attached(to field: Field, isEditing: Bool) -> Change {
    guard isEditing else { return .unchanged }
    return editingBegan(in: field, usesThisKeyboard: true)
  }

  /// The keyboard was moved into a window, of another scene or of the same one; `fields` are the
  /// fields that may use it, with where their focus is now. A keyboard leaving its window needs
  /// no call: its field may still be editing, and the next window it enters decides.
  mutating func keyboardMoved(
    among fields: [KeyboardFieldFocus<Field>]
  ) -> Change {
    guard fields.contains(where: \.isInKeyboardScene) else { return .unchanged }
    let typedInto = fields.filter(\.isTypedIntoByKeyboard).map(\.field)
    if let boundField, typedInto.contains(boundField) { return .unchanged }
    guard let field = typedInto.first else {
      guard let bound = boundField else { return .unchanged }
      boundField = nil
      return .unbound(bound)
    }
    let previous = boundField
    boundField = field
    return .bound(field, previous: previous)
  }

  /// `field` ended editing.
  mutating func editingEnded(in field: Field) -> Change {
    guard boundField == field else { return .unchanged }
    boundField = nil
    return .unbound(field)
  }
}
