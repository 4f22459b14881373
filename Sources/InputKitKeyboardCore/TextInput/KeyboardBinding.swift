/// Which field a shared keyboard types into: UIKit does not tell an input view which field it
/// serves, so the keyboard binds to the field using it that began editing, per window scene.
struct KeyboardBinding<Field: Hashable & Sendable>: Hashable, Sendable {
  private(set) var boundField: Field?

  enum Change: Hashable, Sendable {
    case bound(Field, previous: Field?)
    case unbound(Field)
    case unchanged
  }

  init() {}

  /// `field` began editing, in the bound field's scene or not, using this keyboard or not.
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

  /// The keyboard was just made `field`'s input view: UIKit posts no begin-editing for a field
  /// already editing, so such a field is bound now, as if it had just begun.
  mutating func attached(to field: Field, isEditing: Bool) -> Change {
    guard isEditing else { return .unchanged }
    return editingBegan(in: field, usesThisKeyboard: true)
  }

  /// The keyboard was moved into a window; `fields` may use it, with their focus now.
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

  mutating func editingEnded(in field: Field) -> Change {
    guard boundField == field else { return .unchanged }
    boundField = nil
    return .unbound(field)
  }
}
