import InputKitValidation

/// What a transition needs before it may happen: fields that must not be empty, optional
/// further rules, and the message shown when a required field is empty.
public struct NavigationRequirement: Sendable {
  package let requiredFields: [String]
  package let rules: [FormField]
  package let message: ValidationMessage?

  /// A requirement that some fields are filled and some rules pass.
  ///
  /// - Parameters:
  ///   - requiredFields: The fields whose text must contain something other than whitespace.
  ///   - rules: Further rules, checked once the required fields are filled.
  ///   - message: The message when a required field is empty; `nil` for InputKit's own.
  public init(
    requiredFields: [String], rules: [FormField] = [], message: ValidationMessage? = nil
  ) {
    self.requiredFields = requiredFields
    self.rules = rules
    self.message = message
  }

  /// Every field this requirement reads, each once, required fields first: the payload's keys.
  var fieldNames: [String] {
    var seen: Set<String> = []
    return (requiredFields + rules.map(\.name)).filter { seen.insert($0).inserted }
  }
}

/// A named field of a form and the rules its text must pass.
public struct FormField: Sendable {
  package let name: String
  package let rules: [ValidationRule]

  /// A field checked by rules.
  ///
  /// - Parameters:
  ///   - name: The key of the field's text in the values checked.
  ///   - rules: The rules its text must pass, checked in this order.
  public init(_ name: String, rules: [ValidationRule]) {
    self.name = name
    self.rules = rules
  }
}
