// Paragraph styles: the calculator keyboard lays a field's text out left to right through the
// base writing direction of its paragraph style.

/// /documentation/uikit/nsparagraphstyle — `class NSParagraphStyle` (NSObject, NSCopying,
/// NSMutableCopying, NSSecureCoding; the NSMutableParagraphStyle page names it as the superclass
/// whose subattributes the mutable class changes).
open class NSParagraphStyle: NSObject, NSMutableCopying, @unchecked Sendable {
  /// /documentation/uikit/nsparagraphstyle/basewritingdirection —
  /// `var baseWritingDirection: NSWritingDirection { get }`: "If you the value of this property
  /// is NSWritingDirection.natural, the receiver resolves the writing direction to either
  /// leftToRight or rightToLeft, depending on the direction for the user's language preference
  /// setting."
  open var baseWritingDirection: NSWritingDirection { fatalError() }

  /// Derived: NSMutableCopying's requirement, which `mutableCopy()` calls.
  open func mutableCopy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// /documentation/uikit/nsmutableparagraphstyle — `class NSMutableParagraphStyle`: "adds methods
/// to its superclass, NSParagraphStyle, for changing the values of the subattributes"; "Don't
/// mutate a paragraph style object after adding it to an attributed string."
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// Derived: NSObject's `init()`.
  public override init() { super.init() }

  /// /documentation/uikit/nsmutableparagraphstyle/basewritingdirection — the superclass's
  /// property, settable (`var baseWritingDirection: NSWritingDirection { get set }`, as the
  /// NSParagraphStyle page's declaration with a setter; the SDK's NSParagraphStyle.h:
  /// `@property(NS_NONATOMIC_IOSONLY) NSWritingDirection baseWritingDirection`).
  open override var baseWritingDirection: NSWritingDirection {
    get { fatalError() }
    set { fatalError() }
  }
}

extension NSAttributedString.Key {
  /// /documentation/foundation/nsattributedstring/key/paragraphstyle —
  /// `static let paragraphStyle: NSAttributedString.Key`: "The value of this attribute is an
  /// NSParagraphStyle object."
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
