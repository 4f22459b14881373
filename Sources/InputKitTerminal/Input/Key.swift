/// A key of the keyboard, as a terminal reports it.
public enum Key: Hashable, Sendable {
  /// A printable character, one grapheme cluster (`7`, `×`, `ж`, `あ`).
  case character(Character)
  /// Return or Enter (the terminal sends CR or LF).
  case enter
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Backspace (the terminal sends DEL or BS).
  case backspace
  /// Escape, on its own rather than as the start of a sequence.
  case escape
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Insert.
  case insert
  /// Delete (forward delete).
  case delete
  /// A function key, F1 to F12.
  case function(Int)
  /// A letter or symbol typed with Control (`control("c")` is Ctrl-C), for the control codes
  /// that have no key of their own above (Ctrl-I is `tab`, Ctrl-M `enter`, Ctrl-H
  /// `backspace`).
  case control(Character)
}
