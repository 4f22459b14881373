/// The keys the built-in layouts are made of, with their stable ids, for apps that compose
/// their own layouts. Operator keys insert the keyboard's signs (`×`, `÷`, `−` is U+2212);
/// the decimal key inserts `.`, which the editing layer localises.
extension Key {
  /// A digit key (`digit0` … `digit9`); values outside 0…9 are clamped.
  package static func digit(_ value: Int, at placement: KeyPlacement) -> Key {
    let digit = String(min(max(value, 0), 9))
    return Key(
      id: "digit\(digit)", title: digit, style: .digit, action: .insert(digit),
      placement: placement)
  }

  /// The decimal point key, `decimal`.
  package static func decimal(at placement: KeyPlacement) -> Key {
    Key(id: "decimal", title: ".", style: .digit, action: .insert("."), placement: placement)
  }

  /// The multiplication key, `times`, inserting `×`.
  package static func times(at placement: KeyPlacement) -> Key {
    Key(id: "times", title: "×", style: .operator, action: .insert("×"), placement: placement)
  }

  /// The division key, `divide`, inserting `÷`.
  static func divide(at placement: KeyPlacement) -> Key {
    Key(id: "divide", title: "÷", style: .operator, action: .insert("÷"), placement: placement)
  }

  /// The addition key, `plus`, inserting `+`.
  package static func plus(at placement: KeyPlacement) -> Key {
    Key(id: "plus", title: "+", style: .operator, action: .insert("+"), placement: placement)
  }

  /// The subtraction key, `minus`, inserting the minus sign `−` (U+2212).
  package static func minus(at placement: KeyPlacement) -> Key {
    Key(
      id: "minus", title: "\u{2212}", style: .operator, action: .insert("\u{2212}"),
      placement: placement)
  }

  /// The percent key, `percent`, inserting `%`.
  package static func percent(at placement: KeyPlacement) -> Key {
    Key(id: "percent", title: "%", style: .operator, action: .insert("%"), placement: placement)
  }

  /// The opening parenthesis key, `openParen`.
  static func openParenthesis(at placement: KeyPlacement) -> Key {
    Key(id: "openParen", title: "(", style: .operator, action: .insert("("), placement: placement)
  }

  /// The closing parenthesis key, `closeParen`.
  static func closeParenthesis(at placement: KeyPlacement) -> Key {
    Key(id: "closeParen", title: ")", style: .operator, action: .insert(")"), placement: placement)
  }

  /// The backspace key, `delete`, titled `←`.
  package static func delete(at placement: KeyPlacement) -> Key {
    Key(id: "delete", title: "←", style: .function, action: .deleteBackward, placement: placement)
  }

  /// The return key, `return`, titled `↵`.
  package static func `return`(at placement: KeyPlacement) -> Key {
    Key(id: "return", title: "↵", style: .primary, action: .return, placement: placement)
  }

  /// The clear key, `clear`, titled `C`.
  package static func clear(at placement: KeyPlacement) -> Key {
    Key(id: "clear", title: "C", style: .function, action: .clear, placement: placement)
  }

  /// The equals key, `equals`, which evaluates the expression in place.
  package static func equals(at placement: KeyPlacement) -> Key {
    Key(id: "equals", title: "=", style: .operator, action: .evaluate, placement: placement)
  }
}
