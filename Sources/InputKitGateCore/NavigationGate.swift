import InputKitShared
import InputKitValidation

/// Decides whether a screen may go on to a route, from the app's own values: the question
/// `shouldPerformSegue(withIdentifier:sender:)` asks, as a tested value.
///
/// `Route` names where the app goes (an enum; for storyboard segues, one whose raw values are
/// the segue identifiers); `Values` is the app's type for what its screen holds, handed on
/// whole as the payload. A route the gate has no requirements for proceeds.
public struct NavigationGate<Route: Hashable & Sendable, Values>: Sendable {
  package let requirements: [Route: [Requirement]]
  package let language: InterfaceLanguage

  /// Creates a gate that guards the routes named in `requirements`.
  ///
  /// - Parameters:
  ///   - requirements: What each guarded route needs, checked in this order.
  ///   - language: The language of refusal messages; the app's interface language by default.
  public init(_ requirements: [Route: [Requirement]], language: InterfaceLanguage = .current) {
    self.requirements = requirements
    self.language = language
  }

  /// Tells whether the gate guards a route.
  ///
  /// - Parameter route: The route.
  /// - Returns: `true` when the gate has requirements for it.
  public func guards(_ route: Route) -> Bool {
    requirements[route] != nil
  }

  /// Decides whether the screen may go on to `route` with `values`.
  ///
  /// - Parameters:
  ///   - route: Where the screen would go.
  ///   - values: What the screen holds now.
  /// - Returns: A refusal with every failure, in requirement order, and the first one's
  ///   message; or leave to proceed with `values` as the payload.
  public func decide(_ route: Route, values: Values) -> Decision {
    let failures = (requirements[route] ?? []).flatMap { $0.check(values) }
    guard let first = failures.first else { return .proceed(values) }
    return .refuse(message: first.failure.message(in: language), failures: failures)
  }

  /// A gate's answer to "may the screen go on now?".
  public enum Decision {
    /// Go ahead, handing the next screen these values.
    case proceed(Values)
    /// Stay and show `message`; `failures` name every wrong field, so the screen can mark them.
    case refuse(message: String, failures: [Failure])

    /// Whether the screen may go on.
    public var proceeds: Bool {
      if case .proceed = self { true } else { false }
    }
  }

  /// A rule a field did not pass, and the field, as the key path the requirement named.
  ///
  /// Sendable although key paths are not declared so: InputKit only reads and compares them.
  public struct Failure: Hashable, @unchecked Sendable {
    /// The field, to mark it: compare it with your key path (`failure.field == \Entry.amount`).
    public let field: PartialKeyPath<Values>
    /// The rule it did not pass, and why.
    public let failure: ValidationFailure
  }

  /// What the screen a route starts from is doing, as UIKit reports it.
  package struct Source: Hashable, Sendable {
    /// Whether a screen pushed above it or presented by it covers it (UIKit sets both at once,
    /// as the push or presentation starts).
    package var isCovered: Bool
    /// Whether a push, pop, presentation or dismissal runs there (a transition coordinator).
    package var isInTransition: Bool

    package init(isCovered: Bool, isInTransition: Bool = false) {
      self.isCovered = isCovered
      self.isInTransition = isInTransition
    }

    /// A SwiftUI screen `depth` pushes deep (``StackDepth``) in a stack whose path holds
    /// `pathCount` routes: covered once the path has grown past it.
    package init(depth: Int, pathCount: Int) {
      self.init(isCovered: pathCount > depth)
    }
  }

  /// Decides a route asked from `source` only when it is on top and at rest: a second tap
  /// during a push would push a second screen, so a covered or moving screen gets `nil`.
  package func decide(_ route: Route, values: Values, from source: Source) -> Decision? {
    guard !source.isCovered, !source.isInTransition else { return nil }
    return decide(route, values: values)
  }
}

extension NavigationGate.Failure {
  /// A failure of `field`, for a ``NavigationGate/Requirement/custom(_:)`` requirement.
  ///
  /// - Parameters:
  ///   - field: The field to mark.
  ///   - message: Why the values are refused.
  ///   - ruleID: The failure's ``ValidationFailure/ruleID``; `custom` by default.
  public init(
    _ field: PartialKeyPath<Values>, _ message: ValidationMessage, ruleID: String = "custom"
  ) {
    self.init(field: field, failure: ValidationFailure(ruleID: ruleID, message: message))
  }
}

extension NavigationGate.Decision: Equatable where Values: Equatable {}
extension NavigationGate.Decision: Sendable where Values: Sendable {}

extension NavigationGate where Route: RawRepresentable, Route.RawValue == String {
  /// Decides a storyboard segue by its identifier, a route's raw value: one that names no route
  /// proceeds, as UIKit performs a segue nobody guards.
  package func decide(segue identifier: String?, values: Values) -> Decision {
    identifier.flatMap(Route.init(rawValue:)).map { decide($0, values: values) } ?? .proceed(values)
  }
}

/// Where a SwiftUI link's screen sits in its `NavigationStack`.
package enum StackDepth {
  /// Where the screen appeared, or where the path is now if that is shallower. UIKit's pop shows
  /// a screen as it starts, so SwiftUI may run its `onAppear` while the path still holds the
  /// screen leaving. A tap on a screen being popped is then taken as one on the screen under it,
  /// which its push would cover.
  package static func of(appeared: Int, pathCount: Int) -> Int {
    min(appeared, pathCount)
  }
}
