import InputKitCore

/// The fields screen, as the iOS example's first tab: an amount, a tip and a number of people,
/// typed with one calculator keyboard whose bar moves between them with Previous, Next and
/// Done. Kept while the list shows, as a tab keeps what was typed in it.
struct FieldsPage {
  /// How many fields the screen has.
  static let count = 3
  var fields = Array(repeating: TextEditingState(text: ""), count: count)
  /// The field being edited; `nil` once Done put the keyboard away.
  var focus: Int?
  /// The edited field's running result, shown in the bar; `nil` when there is none.
  var preview: String?
  /// The mouse on the drawn keyboard, as `OpenPrompt.touches` follows it.
  var touches = KeyTouchTracker()

  /// The return key of each field, as the iOS example sets them: Next, Next, and Done, which
  /// waits for text (`enablesReturnKeyAutomatically`).
  static let returnKeys = [
    ReturnKeyConfiguration(kind: .next), ReturnKeyConfiguration(kind: .next),
    ReturnKeyConfiguration(kind: .done, enablesAutomatically: true),
  ]
}
