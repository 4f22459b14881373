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
    let failures = Self.failures(of: required + requirement.rules, in: values)
    if let first = failures.first {
      return .refuse(message: first.failure.message(in: language), failures: failures)
    }
    var payload: [String: String] = [:]
    for name in requirement.fieldNames {
      payload[name] = values[name] ?? ""
    }
    return .proceed(payload: payload)
  }

  /// Every failure of `fields`, field by field and rule by rule, so a screen can mark every
  /// wrong field at once. A field missing from `values` is checked as empty text: a form that
  /// never showed a required field must not pass because of it.
  static func failures(of fields: [FormField], in values: [String: String]) -> [FieldFailure] {
    fields.flatMap { field in
      field.rules.failures(for: values[field.name] ?? "").map {
        FieldFailure(field: field.name, failure: $0)
      }
    }
  }
}

extension NavigationGate {
  /// What the screen a transition starts from is doing, as UIKit reports it.
  package struct Source: Hashable, Sendable {
    /// Whether another screen covers it: one pushed above it on its navigation stack, or one it
    /// presents (UIKit sets both at once, as the push or presentation starts).
    package var isCovered: Bool
    /// Whether a push, pop, presentation or dismissal is running there (UIKit: a transition
    /// coordinator).
    package var isInTransition: Bool

    /// A screen covered or not, in a transition or not.
    ///
    /// - Parameters:
    ///   - isCovered: Whether another screen covers it.
    ///   - isInTransition: Whether a transition is running there.
    package init(isCovered: Bool, isInTransition: Bool) {
      self.isCovered = isCovered
      self.isInTransition = isInTransition
    }
  }

  /// Decides a transition asked from `source`, only when it is on top and at rest.
  ///
  /// A second tap that arrives once the first push or presentation has started would push or
  /// present a second screen (UIKit accepts a push during a push) or make one UIKit refuses; so
  /// a transition from a covered or moving screen is neither asked nor refused: nothing is made
  /// and no alert shows.
  ///
  /// - Parameters:
  ///   - transition: The transition's name.
  ///   - values: Each field's current text, by field name.
  ///   - source: What the screen the transition starts from is doing.
  /// - Returns: The decision, or `nil` when the transition is ignored.
  package func decide(
    _ transition: String, values: [String: String], from source: Source
  ) -> NavigationDecision? {
    guard !source.isCovered, !source.isInTransition else { return nil }
    return decide(transition, values: values)
  }
}
