/// How a SwiftUI view wrapping a UIKit text field (`CalculatorTextField`) keeps the field, its
/// text binding and its focus binding in step without feedback loops, and how it sizes itself:
/// each side is written only when it differs from the other, so a write never comes back as a
/// change to write again.
public enum RepresentedFieldSync {
  /// A change to the field's first-responder status.
  public enum FocusChange: Hashable, Sendable {
    /// Become first responder: the keyboard comes up.
    case become
    /// Resign first responder: the keyboard goes away.
    case resign
  }

  /// What the field must do so that its focus matches the focus binding, `wanted` (`nil` when
  /// the view has no focus binding, which leaves focus to the person's taps). A disabled field
  /// is never focused, as a disabled SwiftUI `TextField` is not: it resigns if it is editing,
  /// and a binding asking for focus is not obeyed until the field is enabled.
  public static func focusChange(
    wanted: Bool?, isFirstResponder: Bool, isEnabled: Bool
  ) -> FocusChange? {
    guard isEnabled else { return isFirstResponder ? .resign : nil }
    guard let wanted, wanted != isFirstResponder else { return nil }
    return wanted ? .become : .resign
  }

  /// The focus to write into the focus binding (`bound`, `nil` when there is none) after the
  /// field began or ended editing, or `nil` when the binding already says so.
  public static func focusForBinding(isEditing: Bool, bound: Bool?) -> Bool? {
    guard let bound, bound != isEditing else { return nil }
    return isEditing
  }

  /// The text to put into the field for the binding's `bound` text, or `nil` when the field
  /// already holds it (`nil` field text counts as empty, as UIKit reports an empty field).
  public static func textForField(bound: String, fieldText: String?) -> String? {
    bound == (fieldText ?? "") ? nil : bound
  }

  /// The text to write into the text binding after the field changed, or `nil` when the binding
  /// already holds it.
  public static func textForBinding(fieldText: String?, bound: String) -> String? {
    let text = fieldText ?? ""
    return text == bound ? nil : text
  }

  /// The size the view takes, as a SwiftUI `TextField` does: the width SwiftUI proposes (any
  /// width, even an unlimited one, since a text field stretches), or the field's own width when
  /// none is proposed (the ideal size, as under `fixedSize()`); always the field's natural
  /// height, as tall as its text.
  public static func fittingSize(
    proposedWidth: Double?, naturalWidth: Double, naturalHeight: Double
  ) -> (width: Double, height: Double) {
    (proposedWidth ?? naturalWidth, naturalHeight)
  }
}
