import InputKitCore

extension KeyboardPalette {
  /// The colours of keys of `style`.
  func colors(for style: KeyStyle) -> KeyColors {
    switch style {
    case .digit: digit
    case .operator: self.operator
    case .function: function
    case .primary: primary
    }
  }
}
