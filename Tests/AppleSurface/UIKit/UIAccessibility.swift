/// /documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The raw bit mask.
  public let rawValue: UInt64

  /// A trait set from its bit mask.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// /documentation/uikit/uiaccessibilitytraits/none
  public static let none = UIAccessibilityTraits([])
  /// /documentation/uikit/uiaccessibilitytraits/button
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// /documentation/uikit/uiaccessibilitytraits/keyboardkey
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
}

// The UIAccessibility informal protocol: properties UIKit adds to every NSObject. Their
// declarations are those of /documentation/uikit/uiaccessibilityelement, which redeclares them.
extension NSObject {
  /// /documentation/uikit/uiaccessibilityelement/isaccessibilityelement
  @MainActor public var isAccessibilityElement: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiaccessibilityelement/accessibilitylabel
  @MainActor public var accessibilityLabel: String? {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiaccessibilityelement/accessibilitytraits
  @MainActor public var accessibilityTraits: UIAccessibilityTraits {
    get { fatalError() }
    set { fatalError() }
  }
}
