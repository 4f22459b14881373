/// The line style of a box drawn with Unicode box-drawing characters.
public enum BoxLines: Hashable, Sendable, CaseIterable {
  /// Thin lines with square corners: `┌─┐`.
  case light
  /// Thin lines with rounded corners: `╭─╮`.
  case rounded
  /// Thick lines: `┏━┓`.
  case heavy
  /// Double lines: `╔═╗`.
  case double

  /// The characters, in order: top-left, top-right, bottom-left, bottom-right, horizontal,
  /// vertical.
  var characters:
    (
      topLeft: String, topRight: String, bottomLeft: String, bottomRight: String,
      horizontal: String, vertical: String
    )
  {
    switch self {
    case .light: ("┌", "┐", "└", "┘", "─", "│")
    case .rounded: ("╭", "╮", "╰", "╯", "─", "│")
    case .heavy: ("┏", "┓", "┗", "┛", "━", "┃")
    case .double: ("╔", "╗", "╚", "╝", "═", "║")
    }
  }
}
