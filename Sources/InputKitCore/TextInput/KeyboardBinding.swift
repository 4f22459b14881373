/// Which field a shared keyboard types into (SPEC F, the open question of seed 001).
///
/// One keyboard object can be the `inputView` of several fields. UIKit does not tell an input
/// view which field it is serving, so the keyboard watches every field begin and end editing
/// and binds to the one whose `inputView` is this keyboard:
///
/// - a field using this keyboard begins editing: bind to it (replacing any other);
/// - a field using another input view begins editing: the bound field has lost focus, unbind;
/// - the bound field ends editing: unbind; another field ending editing changes nothing (when
///   focus moves, UIKit may report the new field's begin before the old field's end).
///
/// `Field` identifies a field (the UIKit layer uses `ObjectIdentifier`).
public struct KeyboardBinding<Field: Hashable & Sendable>: Hashable, Sendable {
  /// The field the keyboard types into, if any.
  public private(set) var boundField: Field?

  /// A binding to no field.
  public init() {}

  /// `field` began editing; `usesThisKeyboard` says whether its `inputView` is this keyboard.
  public mutating func editingBegan(
    in field: Field, usesThisKeyboard: Bool
  ) -> KeyboardBindingChange<Field> {
    if usesThisKeyboard {
      guard boundField != field else { return .unchanged }
      let previous = boundField
      boundField = field
      return .bound(field, previous: previous)
    }
    guard let bound = boundField else { return .unchanged }
    boundField = nil
    return .unbound(bound)
  }

  /// `field` ended editing.
  public mutating func editingEnded(in field: Field) -> KeyboardBindingChange<Field> {
    guard boundField == field else { return .unchanged }
    boundField = nil
    return .unbound(field)
  }

}
