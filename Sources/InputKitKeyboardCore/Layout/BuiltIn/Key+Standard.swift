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

  package static func decimal(at placement: KeyPlacement) -> Key {
    Key(id: "decimal", title: ".", style: .digit, action: .insert("."), placement: placement)
  }

  package static func times(at placement: KeyPlacement) -> Key {
    Key(id: "times", title: "×", style: .operator, action: .insert("×"), placement: placement)
  }

  static func divide(at placement: KeyPlacement) -> Key {
    Key(id: "divide", title: "÷", style: .operator, action: .insert("÷"), placement: placement)
  }

  package static func plus(at placement: KeyPlacement) -> Key {
    Key(id: "plus", title: "+", style: .operator, action: .insert("+"), placement: placement)
  }

  package static func minus(at placement: KeyPlacement) -> Key {
    Key(
      id: "minus", title: "\u{2212}", style: .operator, action: .insert("\u{2212}"),
      placement: placement)
  }

  package static func percent(at placement: KeyPlacement) -> Key {
    Key(id: "percent", title: "%", style: .operator, action: .insert("%"), placement: placement)
  }

  static func openParenthesis(at placement: KeyPlacement) -> Key {
    Key(id: "openParen", title: "(", style: .operator, action: .insert("("), placement: placement)
  }

  static func closeParenthesis(at placement: KeyPlacement) -> Key {
    Key(id: "closeParen", title: ")", style: .operator, action: .insert(")"), placement: placement)
  }

  package static func delete(at placement: KeyPlacement) -> Key {
    Key(id: "delete", title: "←", style: .function, action: .deleteBackward, placement: placement)
  }

  package static func `return`(at placement: KeyPlacement) -> Key {
    Key(id: "return", title: "↵", style: .primary, action: .return, placement: placement)
  }

  package static func clear(at placement: KeyPlacement) -> Key {
    Key(id: "clear", title: "C", style: .function, action: .clear, placement: placement)
  }

  package static func equals(at placement: KeyPlacement) -> Key {
    Key(id: "equals", title: "=", style: .operator, action: .evaluate, placement: placement)
  }
}
