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
