// The Objective-C runtime's `Selector`, which `#selector` makes and UIKit's target-action APIs
// (UIKeyCommand) take. On Apple platforms Foundation re-exports this module; the surface's
// UIKit does the same, and the layer is compiled with Objective-C interoperability enabled so
// that `@objc` and `#selector` type-check (see scripts/typecheck-apple).

/// /documentation/objectivec/selector — `struct Selector` (page not looked up; the form Swift's
/// ObjectiveC overlay gives it: one stored pointer, which the compiler requires of the type
/// `#selector` produces, and made from a string too).
@frozen public struct Selector: ExpressibleByStringLiteral, Hashable, @unchecked Sendable {
  var ptr: OpaquePointer
  /// A selector named `name`.
  public init(_ name: String) { fatalError() }
  /// A selector from a string literal.
  public init(stringLiteral value: String) { fatalError() }
}

/// /documentation/foundation/nsstringfromselector(_:) — `func NSStringFromSelector(_ aSelector:
/// Selector) -> String` (Foundation on Apple platforms; swift-corelibs-foundation has no
/// selectors, so it is declared with them).
public func NSStringFromSelector(_ aSelector: Selector) -> String { fatalError() }
