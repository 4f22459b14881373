import InputKitValidation

/// What a transition needs before it may happen: fields that must not be empty, optional
/// further rules, and the message shown when a required field is empty.
public struct NavigationRequirement: Sendable {
  /// Fields whose text must contain something other than whitespace.
  package let requiredFields: [String]
  /// Further rules, checked after the required fields are known to be filled.
  package let rules: [FormField]
  /// Shown when a required field is empty; `nil` for the default, "Please enter some text in
  /// the text field".
  package let message: ValidationMessage?

  /// A requirement that some fields are filled and some rules pass.
  ///
  /// - Parameters:
  ///   - requiredFields: The names of the fields whose text must contain something other
  ///     than whitespace.
  ///   - rules: Further rules, checked once the required fields are filled.
  ///   - message: The message when a required field is empty; `nil` for "Please enter some
  ///     text in the text field".
  public init(
    requiredFields: [String], rules: [FormField] = [], message: ValidationMessage? = nil
  ) {
    self.requiredFields = requiredFields
    self.rules = rules
    self.message = message
  }

  /// The names of every field this requirement reads, each once, required fields first: the
  /// values a proceeding transition passes on.
  var fieldNames: [String] {
    var seen: Set<String> = []
    return (requiredFields + rules.map(\.name)).filter { seen.insert($0).inserted }
  }
}

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
