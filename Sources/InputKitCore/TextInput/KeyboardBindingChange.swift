/// How a keyboard's binding to a field changed after an editing notification.
enum KeyboardBindingChange<Field: Hashable & Sendable>: Hashable, Sendable {
  /// The keyboard now types into `field`; `previous` is the field it typed into before, if any.
  case bound(Field, previous: Field?)
  /// The keyboard no longer types into `field`.
  case unbound(Field)
  /// Nothing changed.
  case unchanged
}
