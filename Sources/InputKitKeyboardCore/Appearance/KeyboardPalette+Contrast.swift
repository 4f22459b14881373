import InputKitShared

extension KeyboardPalette {
  /// The light appearance under Increase Contrast: darker operator and return keys and a darker
  /// pressed colour, so every title keeps a 4.5:1 contrast (WCAG's minimum for body text).
  static let lightHighContrast = KeyboardPalette(
    background: InterfaceColor(rgb: 0xB4B8BF),
    digit: KeyColors(
      fill: InterfaceColor(rgb: 0xFFFFFF), highlightedFill: InterfaceColor(rgb: 0x8E949E),
      title: InterfaceColor(rgb: 0x000000)),
    operator: KeyColors(
      fill: InterfaceColor(rgb: 0xA34A00), highlightedFill: InterfaceColor(rgb: 0x7A3700),
      title: InterfaceColor(rgb: 0xFFFFFF)),
    function: KeyColors(
      fill: InterfaceColor(rgb: 0x8E949E), highlightedFill: InterfaceColor(rgb: 0xFFFFFF),
      title: InterfaceColor(rgb: 0x000000)),
    primary: KeyColors(
      fill: InterfaceColor(rgb: 0x0A60C9), highlightedFill: InterfaceColor(rgb: 0x084A9C),
      title: InterfaceColor(rgb: 0xFFFFFF)))

  static let darkHighContrast = KeyboardPalette(
    background: InterfaceColor(rgb: 0x1C1C1E),
    digit: KeyColors(
      fill: InterfaceColor(rgb: 0x48484A), highlightedFill: InterfaceColor(rgb: 0x2C2C2E),
      title: InterfaceColor(rgb: 0xFFFFFF)),
    operator: KeyColors(
      fill: InterfaceColor(rgb: 0xA34A00), highlightedFill: InterfaceColor(rgb: 0x7A3700),
      title: InterfaceColor(rgb: 0xFFFFFF)),
    function: KeyColors(
      fill: InterfaceColor(rgb: 0x2C2C2E), highlightedFill: InterfaceColor(rgb: 0x48484A),
      title: InterfaceColor(rgb: 0xFFFFFF)),
    primary: KeyColors(
      fill: InterfaceColor(rgb: 0x0A60C9), highlightedFill: InterfaceColor(rgb: 0x084A9C),
      title: InterfaceColor(rgb: 0xFFFFFF)))

  /// The palette for dark or light keys, with or without Increase Contrast.
  static func forAppearance(isDark: Bool, isHighContrast: Bool) -> KeyboardPalette {
    switch (isDark, isHighContrast) {
    case (false, false): .light
    case (true, false): .dark
    case (false, true): .lightHighContrast
    case (true, true): .darkHighContrast
    }
  }
}
