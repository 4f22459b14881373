/// The window a keyboard is shown in, whose size and traits decide its height and colours.
package struct KeyboardEnvironment: Hashable, Sendable {
  /// The window's width in points (0 before the keyboard is in a window).
  package var windowWidth: Double
  package var windowHeight: Double
  /// The window's bottom safe-area inset: the home indicator's band, below the keys.
  package var bottomInset: Double
  package var horizontal: KeyboardSizeClass
  package var vertical: KeyboardSizeClass
  /// Whether the interface is dark (`userInterfaceStyle`).
  package var isDark: Bool
  /// Whether the person turned on Increase Contrast (`accessibilityContrast` is high).
  package var isHighContrast: Bool

  /// An environment with these facts; the defaults are a keyboard not yet in a window.
  package init(
    windowWidth: Double = 0, windowHeight: Double = 0, bottomInset: Double = 0,
    horizontal: KeyboardSizeClass = .unspecified, vertical: KeyboardSizeClass = .unspecified,
    isDark: Bool = false, isHighContrast: Bool = false
  ) {
    self.windowWidth = windowWidth
    self.windowHeight = windowHeight
    self.bottomInset = bottomInset
    self.horizontal = horizontal
    self.vertical = vertical
    self.isDark = isDark
    self.isHighContrast = isHighContrast
  }
}

extension KeyboardSizeClass {
  package init(uiKitRawValue: Int) {
    self = [1: .compact, 2: .regular][uiKitRawValue] ?? .unspecified
  }
}

extension ReturnKeyKind {
  /// The kind for `UIReturnKeyType`'s raw value, in the same order; unknown is the default.
  package init(uiKitRawValue: Int) {
    let kinds = Self.allCases
    self = kinds.indices.contains(uiKitRawValue) ? kinds[uiKitRawValue] : .default
  }
}
