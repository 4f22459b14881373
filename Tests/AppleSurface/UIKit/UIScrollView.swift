/// /documentation/uikit/uiscrollview — the superclass of UITextView (`@MainActor class`); no
/// members InputKit uses.
@MainActor open class UIScrollView: UIView {
  /// /documentation/uikit/uiscrollview/framelayoutguide — `var frameLayoutGuide: UILayoutGuide {
  /// get }` (the SDK header UIScrollView.h: `@property(nonatomic,readonly,strong) UILayoutGuide
  /// *frameLayoutGuide API_AVAILABLE(ios(11.0));`)
  open var frameLayoutGuide: UILayoutGuide { fatalError() }
}

/// /documentation/uikit/uiscrollviewdelegate — the protocol UITextViewDelegate refines
/// (`@MainActor protocol UIScrollViewDelegate : NSObjectProtocol`); all its requirements are
/// optional and unused here.
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}
