/// An editing command UIKit asks a field to carry out, as judged while an overlay blocks it.
package enum FieldCommand: Hashable, Sendable {
  /// Copying or selecting, which leaves the text as it is.
  case leavesText
  /// Anything else: a paste, cut, delete, undo or redo, and any command not known to keep text.
  case mayChangeText

  /// The commands known to leave the text as it is, by their Objective-C selector names.
  static let leavingText: Set<String> = [
    "copy:", "select:", "selectAll:", "find:", "findNext:", "findPrevious:",
    "useSelectionForFind:",
  ]

  /// The command a selector names (`NSStringFromSelector`).
  package init(selectorName: String) {
    self = Self.leavingText.contains(selectorName) ? .leavesText : .mayChangeText
  }
}
