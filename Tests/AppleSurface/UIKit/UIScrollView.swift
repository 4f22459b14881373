/// /documentation/uikit/uiscrollview — the superclass of UITextView (`@MainActor class`); no
/// members InputKit uses.
@MainActor open class UIScrollView: UIView {
  /// /documentation/uikit/uiscrollview/framelayoutguide — `var frameLayoutGuide: UILayoutGuide {
  /// get }` (the SDK header UIScrollView.h: `@property(nonatomic,readonly,strong) UILayoutGuide
  /// *frameLayoutGuide API_AVAILABLE(ios(11.0));`)
  open var frameLayoutGuide: UILayoutGuide { fatalError() }

  /// /documentation/uikit/uiscrollview/keyboarddismissmode-swift.property — `var
  /// keyboardDismissMode: UIScrollView.KeyboardDismissMode { get set }` (the SDK header
  /// UIScrollView.h: `@property(nonatomic) UIScrollViewKeyboardDismissMode keyboardDismissMode
  /// API_AVAILABLE(ios(7.0));`)
  open var keyboardDismissMode: KeyboardDismissMode {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum — `enum
  /// KeyboardDismissMode : Int` (UIScrollView.h: `UIScrollViewKeyboardDismissMode`; the
  /// `…WithAccessory` cases are iOS 16's).
  public enum KeyboardDismissMode: Int, @unchecked Sendable {
    case none = 0
    case onDrag = 1
    case interactive = 2
    case onDragWithAccessory = 3
    case interactiveWithAccessory = 4
  }
}

/// /documentation/uikit/uiscrollviewdelegate — the protocol UITextViewDelegate refines
/// (`@MainActor protocol UIScrollViewDelegate : NSObjectProtocol`); all its requirements are
/// optional and unused here.
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}
