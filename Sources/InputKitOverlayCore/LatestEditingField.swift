/// The keyboard types into the scene of the field that began editing last.
package struct LatestEditingField<Field: AnyObject> {
  package private(set) weak var field: Field?

  package init() {}

  package mutating func began(_ field: Field?) {
    self.field = field
  }

  /// The next field's began notification may come first.
  package mutating func ended(_ field: Field?) {
    if field === self.field { self.field = nil }
  }
}
