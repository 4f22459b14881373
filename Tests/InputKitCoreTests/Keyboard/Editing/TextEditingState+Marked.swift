@testable import InputKitCore
@testable import InputKitKeyboardCore

extension TextEditingState {
  /// A state written the way `description` prints it: `12|3` is a caret after `2`, `1[23]`
  /// selects `23`.
  init(marked: String) {
    if let caret = marked.firstIndex(of: "|") {
      var text = marked
      text.remove(at: caret)
      let offset = marked[..<caret].utf16.count
      self.init(text: text, selection: offset..<offset)
    } else if let open = marked.firstIndex(of: "["), let close = marked.firstIndex(of: "]") {
      let before = marked[..<open]
      let selected = marked[marked.index(after: open)..<close]
      let after = marked[marked.index(after: close)...]
      let lower = before.utf16.count
      self.init(
        text: String(before + selected + after),
        selection: lower..<(lower + selected.utf16.count))
    } else {
      self.init(text: marked)
    }
  }
}
