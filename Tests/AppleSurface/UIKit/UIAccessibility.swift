/// /documentation/uikit/uiaccessibilitytraits — `struct UIAccessibilityTraits`. The raw values
/// are not on the pages; they are the header's bit positions (button 1 << 0, keyboard key 1 << 5),
/// which only matter for equality here.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The raw bit mask.
  public let rawValue: UInt64

  /// A trait set from its bit mask.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// /documentation/uikit/uiaccessibilitytraits/none
  public static let none = UIAccessibilityTraits([])
  /// /documentation/uikit/uiaccessibilitytraits/button
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// /documentation/uikit/uiaccessibilitytraits/keyboardkey — `nonisolated static let
  /// keyboardKey: UIAccessibilityTraits` (not in the docs corpus; read from the Averyy/apple-dev-docs mirror,
  /// documentation/UIKit/uiaccessibilitytraits/keyboardkey.md)
  nonisolated public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// /documentation/uikit/uiaccessibilitytraits/notenabled — `static let notEnabled:
  /// UIAccessibilityTraits` (the SDK header UIAccessibilityConstants.h: `UIKIT_EXTERN
  /// UIAccessibilityTraits UIAccessibilityTraitNotEnabled;`, bit 8 there)
  nonisolated public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
}

// The UIAccessibility informal protocol: properties UIKit adds to every NSObject. Their
// declarations are those of /documentation/uikit/uiaccessibilityelement, which redeclares them.
extension NSObject {
  /// /documentation/uikit/uiaccessibilityelement/isaccessibilityelement —
  /// `var isAccessibilityElement: Bool { get set }`
  @MainActor public var isAccessibilityElement: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiaccessibilityelement/accessibilitylabel
  @MainActor public var accessibilityLabel: String? {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/objectivec/nsobject/accessibilitylanguage — `var accessibilityLanguage:
  /// String? { get set }` (UIAccessibility.h:154: `@property (nullable, nonatomic, strong)
  /// NSString *accessibilityLanguage;`, in the same informal protocol as the label).
  @MainActor public var accessibilityLanguage: String? {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiaccessibilityelement/accessibilityhint — `var accessibilityHint:
  /// String? { get set }` (page not looked up; UIAccessibility.h: `@property (nullable, nonatomic,
  /// copy) NSString *accessibilityHint;`, in the same informal protocol as the label).
  @MainActor public var accessibilityHint: String? {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiaccessibilityelement/accessibilitytraits —
  /// `var accessibilityTraits: UIAccessibilityTraits { get set }`
  @MainActor public var accessibilityTraits: UIAccessibilityTraits {
    get { fatalError() }
    set { fatalError() }
  }

}
