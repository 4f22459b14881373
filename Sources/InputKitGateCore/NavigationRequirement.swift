import InputKitShared
import InputKitValidation

extension NavigationGate {
  /// One thing a route needs from the app's values: a field filled in, a field's rules, or a
  /// check of your own.
  public struct Requirement: Sendable {
    let check: @Sendable (Values) -> [Failure]

    /// The text field must contain something other than whitespace.
    ///
    /// - Parameters:
    ///   - field: The field's text.
    ///   - message: The refusal; InputKit's "Please enter some text in the text field" when `nil`.
    /// - Returns: The requirement; its failure's rule identifier is `required`.
    public static func required(
      _ field: KeyPath<Values, String>, message: ValidationMessage? = nil
    ) -> Requirement {
      rule(
        field, .required(message: message ?? .localized(table: "Navigation", key: "textRequired")))
    }

    /// The field must have a value (not `nil`).
    ///
    /// - Parameters:
    ///   - field: The field's value.
    ///   - message: The refusal; InputKit's "Please enter some text in the text field" when `nil`.
    /// - Returns: The requirement; its failure's rule identifier is `required`.
    public static func required<Value>(
      _ field: KeyPath<Values, Value?>, message: ValidationMessage? = nil
    ) -> Requirement {
      let message = message ?? .localized(table: "Navigation", key: "textRequired")
      nonisolated(unsafe) let field = field
      return custom { values in
        values[keyPath: field] == nil ? Failure(field, message, ruleID: "required") : nil
      }
    }

    /// The field's text must pass every rule; each rule it fails is a failure of its own.
    ///
    /// - Parameters:
    ///   - field: The field's text.
    ///   - rules: The rules, checked in this order.
    /// - Returns: The requirement.
    public static func rule(
      _ field: KeyPath<Values, String>, _ rules: ValidationRule...
    ) -> Requirement {
      // Key paths are not declared Sendable; this one is only read.
      nonisolated(unsafe) let field = field
      return Requirement { values in
        rules.failures(for: values[keyPath: field]).map { Failure(field: field, failure: $0) }
      }
    }

    /// A check of your own over all the values, such as one field against another.
    ///
    /// - Parameter check: Returns the failure, naming the field to mark, or `nil` to pass.
    /// - Returns: The requirement.
    public static func custom(_ check: @escaping @Sendable (Values) -> Failure?) -> Requirement {
      Requirement { values in check(values).map { [$0] } ?? [] }
    }
  }
}
