/// Decides whether a named transition (a segue identifier, a route) may happen, from the
/// current values of a screen's fields — the check an app does in
/// `shouldPerformSegue(withIdentifier:sender:)`, as a value that can be tested.
///
/// A transition the gate has no requirement for proceeds with an empty payload: a screen
/// has transitions that need nothing (back, settings, help), and a gate must only guard
/// the ones it was told about, as `shouldPerformSegue` answering `true` for others does. Use
/// ``guards(_:)`` to assert that a transition is guarded.
public struct NavigationGate: Sendable {
  /// The requirement of each guarded transition, by transition name.
  package let requirements: [String: NavigationRequirement]
  /// The language of refusal messages.
  package let language: InterfaceLanguage

  /// Creates a gate that guards the transitions named in `requirements`.
  ///
  /// - Parameters:
  ///   - requirements: What each guarded transition needs, by transition name.
  ///   - language: The language of refusal messages; the app's interface language by default.
  public init(
    _ requirements: [String: NavigationRequirement], language: InterfaceLanguage = .current
  ) {
    self.requirements = requirements
    self.language = language
  }

  /// Tells whether the gate guards a transition.
  ///
  /// - Parameter transition: The transition's name.
  /// - Returns: `true` when the gate has a requirement for it.
  public func guards(_ transition: String) -> Bool {
    requirements[transition] != nil
  }

  /// Decides whether a transition may happen with the fields' current values.
  ///
  /// Refuses with the requirement's message (default "Please enter some text in the text
  /// field") when a required field is empty, otherwise with the first failing rule's message.
  ///
  /// - Parameters:
  ///   - transition: The transition's name.
  ///   - values: Each field's current text, by field name; a missing field counts as empty.
  /// - Returns: A refusal with its message and every failure, or leave to proceed with the
  ///   values of the fields the requirement reads (an empty payload for a transition the gate
  ///   does not guard).
  public func decide(_ transition: String, values: [String: String]) -> NavigationDecision {
    guard let requirement = requirements[transition] else { return .proceed(payload: [:]) }
    let emptyMessage =
      requirement.message ?? .localized(table: "Navigation", key: "textRequired")
    let required = requirement.requiredFields.map {
      FormField($0, rules: [.required(message: emptyMessage)])
    }
    let report = FormValidator(required + requirement.rules).validate(values)
    if let first = report.failures.first {
      return .refuse(message: first.failure.message(in: language), failures: report.failures)
    }
    var payload: [String: String] = [:]
    for name in requirement.fieldNames {
      payload[name] = values[name] ?? ""
    }
    return .proceed(payload: payload)
  }
}
