/// How a keyboard puts an edit into a field, in the order the system keyboard does it:
///
/// 1. the range is checked against the field's text (a stale range edits nothing);
/// 2. the field's delegate is asked with exactly that range; a delegate that answers `false`
///    may have applied the change itself (the currency or phone-number formatter pattern):
///    when the text changed, the edit counts as ``TextDeliveryOutcome/appliedByDelegate``, not
///    as a refusal, and nothing more is done — the delegate chose the text and the caret;
/// 3. the range is replaced, noting the change signals UIKit gave on its own;
/// 4. the signals UIKit did not give are given, each exactly once
///    (``missingSignals(for:observed:)``);
/// 5. the caret the core predicted is placed only when the field holds the text the core
///    predicted; an `editingChanged` handler that reformatted the text has placed its own.
public enum TextDelivery {
  /// Puts `edit` into `field`, whose text after the edit the core predicts to be
  /// `predicted.text` with `predicted.selection` selected, and says what happened.
  @MainActor
  public static func deliver(
    _ edit: Edit, predicting predicted: TextEditingState, to field: some TextDeliveryField
  ) -> TextDeliveryOutcome {
    guard let before = field.currentText else { return .fieldUnavailable }
    let count = before.utf16.count
    let range: Range<Int>
    do {
      range = try edit.nsRange.utf16Range(within: count)
    } catch {
      return .rangeUnavailable(error)
    }
    guard field.delegateAllows(edit) else {
      return outcomeOfRefusal(textBefore: before, textAfter: field.currentText)
    }
    guard let observed = field.replace(range, with: edit.replacement) else {
      return .rangeUnavailable(
        .beyondText(location: range.lowerBound, length: range.count, utf16Count: count))
    }
    let after = field.currentText
    if after != before {
      for signal in missingSignals(for: field.kind, observed: observed) {
        field.send(signal)
      }
    }
    if let selection = caret(predicted: predicted, fieldText: field.currentText) {
      field.select(selection)
    }
    return .applied
  }

  /// What a delegate's `false` meant: a refusal when the text is as it was, the delegate's own
  /// application of the change when it is not, and a field that went away when there is none.
  public static func outcomeOfRefusal(
    textBefore: String, textAfter: String?
  ) -> TextDeliveryOutcome {
    guard let textAfter else { return .fieldUnavailable }
    return textAfter == textBefore ? .refusedByDelegate : .appliedByDelegate
  }

  /// The signals a change of a `kind` field still needs after UIKit gave `observed`, in the
  /// order to give them. UIKit calls a text view delegate's `textViewDidChange(_:)` and posts the
  /// text-did-change notification as one step, and only the notification can be observed, so a
  /// text view's observed notification counts for both.
  public static func missingSignals(
    for kind: TextFieldKind, observed: Set<TextChangeSignal>
  ) -> [TextChangeSignal] {
    var given = observed
    if kind == .textView, observed.contains(.textDidChangeNotification) {
      given.insert(.delegateDidChange)
    }
    return kind.changeSignals.filter { !given.contains($0) }
  }

  /// The selection to place after an edit: the predicted one when the field holds the
  /// predicted text, else `nil` (leave the caret where the field or its handlers put it).
  public static func caret(predicted: TextEditingState, fieldText: String?) -> Range<Int>? {
    fieldText == predicted.text ? predicted.selection : nil
  }
}
