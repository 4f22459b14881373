import Foundation
import InputKitExpression

/// A rule a field's edits must pass: it accepts each proposed edit, rewrites it (`.` becomes
/// `0.`), or rejects it with a reason. `InputRules.check(_:in:)` chains rules, each seeing the
/// previous one's rewrite.
package struct InputRule: Sendable {
  package var name: String
  private let check: @Sendable (Edit, TextEditingState) -> Result<Edit, EditRejection>

  /// Creates a rule from a function that accepts (possibly rewritten) or rejects an edit.
  package init(
    name: String,
    check: @escaping @Sendable (Edit, TextEditingState) -> Result<Edit, EditRejection>
  ) {
    self.name = name
    self.check = check
  }

  package func check(_ edit: Edit, in state: TextEditingState) -> Result<Edit, EditRejection> {
    check(edit, state)
  }

  /// Rejects an edit that would make the text longer than `limit` characters (grapheme
  /// clusters). Edits that shorten the text always pass, so an over-long text can be fixed.
  static func maxLength(_ limit: Int) -> InputRule {
    InputRule(name: "maxLength(\(limit))") { edit, state in
      if edit.replacement.isEmpty { return .success(edit) }
      let newCount = edit.applied(to: state.text).count
      if newCount <= limit || newCount < state.text.count { return .success(edit) }
      return .failure(EditRejection(.tooLong(limit: limit)))
    }
  }

  /// Rejects an edit that inserts a character with any scalar outside `allowed`.
  static func allowedCharacters(_ allowed: CharacterSet) -> InputRule {
    InputRule(name: "allowedCharacters") { edit, _ in
      for character in edit.replacement
      where !character.unicodeScalars.allSatisfy({ allowed.contains($0) }) {
        return .failure(EditRejection(.characterNotAllowed(character)))
      }
      return .success(edit)
    }
  }
}

enum InputRules {
  /// Passes `edit` through `rules` in order; the first rejection wins.
  static func check(
    _ edit: Edit, in state: TextEditingState, rules: [InputRule]
  ) -> Result<Edit, EditRejection> {
    var current = edit
    for rule in rules {
      switch rule.check(current, in: state) {
      case .success(let rewritten): current = rewritten
      case .failure(let rejection): return .failure(rejection)
      }
    }
    return .success(current)
  }
}
