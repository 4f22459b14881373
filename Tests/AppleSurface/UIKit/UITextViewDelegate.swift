/// /documentation/uikit/uitextviewdelegate — `@MainActor protocol UITextViewDelegate :
/// UIScrollViewDelegate` (not in the docs corpus; read from the Averyy/apple-dev-docs mirror, documentation/UIKit/uitextviewdelegate.md);
/// "All of the methods in this protocol are optional" (see OptionalRequirementCalls.swift).
@MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {}

extension UITextViewDelegate {
  /// /documentation/uikit/uitextviewdelegate/textview(_:shouldchangetextin:replacementtext:) —
  /// `optional func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange,
  /// replacementText text: String) -> Bool` (not in the docs corpus; read from the
  /// Averyy/apple-dev-docs mirror,
  /// documentation/UIKit/uitextviewdelegate/textview-shouldchangetextinreplacementtext.md).
  public var textView: _TextViewShouldChangeText? { nil }

  /// /documentation/uikit/uitextviewdelegate/textviewdidchange(_:) —
  /// `optional func textViewDidChange(_ textView: UITextView)` (the SDK header UITextView.h:
  /// `- (void)textViewDidChange:(UITextView *)textView;` in the optional section of
  /// UITextViewDelegate).
  public var textViewDidChange: _TextViewDidChange? { nil }
}
