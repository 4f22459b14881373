/// The field in the app that began editing last, while it edits and is alive: the keyboard types
/// into its scene.
package struct LatestEditingField<Field: AnyObject> {
  package private(set) weak var field: Field?

  package init() {}

  package mutating func began(_ field: Field?) {
    self.field = field
  }

  /// Lets go only when `field` is the latest: the next field's began notification may come first.
  package mutating func ended(_ field: Field?) {
    if field === self.field { self.field = nil }
  }
}
