import InputKitShared

/// The colours of a keyboard in one appearance (light or dark): its background and the
/// colours of each kind of key — digits, operators, functions (backspace, clear) and the
/// primary key (return or evaluate).
///
/// `light` and `dark` follow the system keyboard, with orange operators dark enough that
/// their white titles keep a 3:1 contrast (WCAG's minimum for large text). A UI
/// picks between them by the current appearance (UIKit through a dynamic colour), so both
/// are always defined together.
package struct KeyboardPalette: Hashable, Sendable {
  /// Behind the keys.
  package var background: InterfaceColor
  /// Digit and decimal-separator keys.
  package var digit: KeyColors
  /// Operator keys: `+ − × ÷ %` and parentheses.
  package var `operator`: KeyColors
  /// Function keys: backspace, clear, cursor movement, layout switches.
  package var function: KeyColors
  /// The primary key: return or evaluate.
  package var primary: KeyColors

  /// A palette with the given colours.
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

  /// The light appearance.
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

  /// The dark appearance.
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
