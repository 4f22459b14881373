/// The field in the app that began editing last, while it edits.
///
/// The keyboard types into the scene of the field that began editing last; a field that ends
/// editing lets go of it only if it is that field, since the next one's began notification may
/// come first.
package struct LatestEditingField<Field: AnyObject> {
  /// The field, while it edits and is alive.
  package private(set) weak var field: Field?

  /// No field editing.
  package init() {}

  /// `field` began editing.
  package mutating func began(_ field: Field?) {
    self.field = field
  }

  /// `field` ended editing: the latest field no longer edits when it is that one.
  package mutating func ended(_ field: Field?) {
    if field === self.field { self.field = nil }
  }
}
