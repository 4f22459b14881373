extension KeyboardPalette {
  /// The colours of a key with `style`: digits, operators, functions and the primary key each
  /// have their own.
  package func colors(for style: KeyStyle) -> KeyColors {
    switch style {
    case .digit: digit
    case .operator: self.operator
    case .function: function
    case .primary: primary
    }
  }
}
