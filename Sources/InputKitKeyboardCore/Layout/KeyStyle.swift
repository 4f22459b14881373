/// How a key looks, by the role it plays on the keyboard. Themes colour keys by style.
public enum KeyStyle: String, CaseIterable, Hashable, Sendable, Codable {
  /// A digit or the decimal point: the keys typed most.
  case digit
  /// An arithmetic operator: `×`, `÷`, `+`, `−`, `%`, parentheses.
  case `operator`
  /// A key that edits rather than types: delete, clear, cursor movement, layout switching.
  case function
  /// The key that finishes input, usually return; drawn in the accent colour.
  case primary
}
