/// /documentation/uikit/uitextviewdelegate — the SDK declares
/// `@MainActor protocol UITextViewDelegate : UIScrollViewDelegate`; every requirement is
/// `optional` (see OptionalRequirementCalls.swift).
@MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {}

extension UITextViewDelegate {
  /// textView(_:shouldChangeTextIn:replacementText:) — its page was not in the docs corpus; the
  /// selector is `textView:shouldChangeTextInRange:replacementText:` (UITextView, NSRange,
  /// NSString) → `optional func textView(_ textView: UITextView, shouldChangeTextIn range:
  /// NSRange, replacementText text: String) -> Bool`.
  public var textView: _TextViewShouldChangeText? { nil }
}
