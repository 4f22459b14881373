/// A named field of a form and the rules its text must pass.
public struct FormField: Sendable {
  /// The field's name, the key of its text in the values a validator is given.
  package let name: String
  /// The rules, run in this order.
  package let rules: [ValidationRule]

  /// A field checked by rules.
  ///
  /// - Parameters:
  ///   - name: The field's name, the key of its text in the values checked.
  ///   - rules: The rules its text must pass, checked in this order.
  public init(_ name: String, rules: [ValidationRule]) {
    self.name = name
    self.rules = rules
  }
}
