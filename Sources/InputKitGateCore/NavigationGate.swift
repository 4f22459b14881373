import InputKitShared
import InputKitValidation

/// Decides whether a named transition (a segue identifier, a route) may happen from the current
/// values of a screen's fields: `shouldPerformSegue(withIdentifier:sender:)` as a tested value.
///
/// A transition the gate has no requirement for proceeds with an empty payload, as
/// `shouldPerformSegue` answers `true` for the others.
public struct NavigationGate: Sendable {
  package let requirements: [String: NavigationRequirement]
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
  /// - Parameters:
  ///   - transition: The transition's name.
  ///   - values: Each field's text, by name; a missing field counts as empty.
  /// - Returns: A refusal with every failure and the first one's message (the requirement's
  ///   own for an empty required field), or leave to proceed with the values it reads.
  public func decide(_ transition: String, values: [String: String]) -> NavigationDecision {
    guard let requirement = requirements[transition] else { return .proceed(payload: [:]) }
    let emptyMessage =
      requirement.message ?? .localized(table: "Navigation", key: "textRequired")
    let required = requirement.requiredFields.map {
      FormField($0, rules: [.required(message: emptyMessage)])
    }
    let failures = Self.failures(of: required + requirement.rules, in: values)
    if let first = failures.first {
      return .refuse(message: first.failure.message(in: language), failures: failures)
    }
    let payload = requirement.fieldNames.map { ($0, values[$0] ?? "") }
    return .proceed(payload: Dictionary(uniqueKeysWithValues: payload))
  }

  /// Every failure of `fields`, so a screen can mark every wrong field at once. A field missing
  /// from `values` is checked as empty: a form that never showed a required field must not pass.
  static func failures(of fields: [FormField], in values: [String: String]) -> [FieldFailure] {
    fields.flatMap { field in
      field.rules.failures(for: values[field.name] ?? "").map {
        FieldFailure(field: field.name, failure: $0)
      }
    }
  }

  /// What the screen a transition starts from is doing, as UIKit reports it.
  package struct Source: Hashable, Sendable {
    /// Whether a screen pushed above it or presented by it covers it (UIKit sets both at once,
    /// as the push or presentation starts).
    package var isCovered: Bool
    /// Whether a push, pop, presentation or dismissal runs there (a transition coordinator).
    package var isInTransition: Bool

    package init(isCovered: Bool, isInTransition: Bool) {
      self.isCovered = isCovered
      self.isInTransition = isInTransition
    }
  }

  /// Decides a transition asked from `source` only when it is on top and at rest: a second tap
  /// during a push would push a second screen, so a covered or moving screen gets `nil`.
  package func decide(
    _ transition: String, values: [String: String], from source: Source
  ) -> NavigationDecision? {
    guard !source.isCovered, !source.isInTransition else { return nil }
    return decide(transition, values: values)
  }
}
