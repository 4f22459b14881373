import InputKitShared

/// The colours of a keyboard in one appearance: its background and each kind of key's.
///
/// `light` and `dark` follow the system keyboard, with orange operators dark enough that
/// their white titles keep a 3:1 contrast (WCAG's minimum for large text).
package struct KeyboardPalette: Hashable, Sendable {
  package var background: InterfaceColor
  /// Digit and decimal-separator keys.
  package var digit: KeyColors
  /// Operator keys: `+ − × ÷ %` and parentheses.
  package var `operator`: KeyColors
  /// Function keys: backspace, clear, cursor movement, layout switches.
  package var function: KeyColors
  /// The primary key: return or evaluate.
  package var primary: KeyColors

  package init(
    background: InterfaceColor, digit: KeyColors, operator: KeyColors, function: KeyColors,
    primary: KeyColors
  ) {
    self.background = background
    self.digit = digit
    self.operator = `operator`
    self.function = function
    self.primary = primary
  }

  package static let light = KeyboardPalette(
    background: InterfaceColor(rgb: 0xD1D4D9),
    digit: KeyColors(
      fill: InterfaceColor(rgb: 0xFFFFFF), highlightedFill: InterfaceColor(rgb: 0xADB3BC),
      title: InterfaceColor(rgb: 0x000000)),
    operator: KeyColors(
      fill: InterfaceColor(rgb: 0xC75B00), highlightedFill: InterfaceColor(rgb: 0xA34A00),
      title: InterfaceColor(rgb: 0xFFFFFF)),
    function: KeyColors(
      fill: InterfaceColor(rgb: 0xADB3BC), highlightedFill: InterfaceColor(rgb: 0xFFFFFF),
      title: InterfaceColor(rgb: 0x000000)),
    primary: KeyColors(
      fill: InterfaceColor(rgb: 0x007AFF), highlightedFill: InterfaceColor(rgb: 0x0A60C9),
      title: InterfaceColor(rgb: 0xFFFFFF)))

  package static let dark = KeyboardPalette(
    background: InterfaceColor(rgb: 0x2C2C2E),
    digit: KeyColors(
      fill: InterfaceColor(rgb: 0x636366), highlightedFill: InterfaceColor(rgb: 0x3A3A3C),
      title: InterfaceColor(rgb: 0xFFFFFF)),
    operator: KeyColors(
      fill: InterfaceColor(rgb: 0xC75B00), highlightedFill: InterfaceColor(rgb: 0x8F4100),
      title: InterfaceColor(rgb: 0xFFFFFF)),
    function: KeyColors(
      fill: InterfaceColor(rgb: 0x3A3A3C), highlightedFill: InterfaceColor(rgb: 0x636366),
      title: InterfaceColor(rgb: 0xFFFFFF)),
    primary: KeyColors(
      fill: InterfaceColor(rgb: 0x0A84FF), highlightedFill: InterfaceColor(rgb: 0x0060DF),
      title: InterfaceColor(rgb: 0xFFFFFF)))
}

extension KeyboardPalette {
  package func colors(for style: KeyStyle) -> KeyColors {
    switch style {
    case .digit: digit
    case .operator: self.operator
    case .function: function
    case .primary: primary
    }
  }
}
