import InputKitCore

/// What typing a character in a prompt does: the action of the on-screen key it stands for,
/// so that typed and clicked keys pass the same rules.
enum TypedKeys {
  /// The key action for `character`: digits and the keyboard's signs insert themselves,
  /// the ASCII spellings insert the keyboard's signs (`*` and `x` are `×`, `/` is `÷`, `-`
  /// is `−`), `.` and `,` are the decimal key (which the editing rules localise), `=`
  /// evaluates in place. Anything else is offered to the rules as typed, which refuse it with
  /// a reason.
  static func action(for character: Character) -> KeyAction {
    switch character {
    case ".", ",": .insert(".")
    case "*", "x", "X", "×": .insert("×")
    case "/", "÷": .insert("÷")
    case "-", "−": .insert("\u{2212}")
    case "=": .evaluate
    default: .insert(String(character))
    }
  }
}
