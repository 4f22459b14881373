/// /documentation/uikit/uiscrollview — the superclass of UITextView (`@MainActor class`); no
/// members InputKit uses.
@MainActor open class UIScrollView: UIView {}

/// /documentation/uikit/uiscrollviewdelegate — the protocol UITextViewDelegate refines
/// (`@MainActor protocol UIScrollViewDelegate : NSObjectProtocol`); all its requirements are
/// optional and unused here.
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}
