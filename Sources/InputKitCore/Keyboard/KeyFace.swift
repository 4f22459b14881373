import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How one key looks and reads: what a keyboard view shows for it.
package struct KeyFace: Hashable, Sendable {
  /// The title drawn on the key (the return key's word, the locale's decimal separator).
  package var title: String
  /// What VoiceOver reads ("divided by", "Done").
  package var accessibilityLabel: String
  /// The key's colours in the keyboard's appearance now.
  package var colors: KeyColors
  /// Whether the key can be pressed; a disabled key is dimmed and read as "dimmed".
  package var isEnabled: Bool
  /// The key's opacity (dimmed while disabled).
  package var opacity: Double

  /// A key's face.
  package init(
    title: String, accessibilityLabel: String, colors: KeyColors, isEnabled: Bool = true,
    opacity: Double = 1
  ) {
    self.title = title
    self.accessibilityLabel = accessibilityLabel
    self.colors = colors
    self.isEnabled = isEnabled
    self.opacity = opacity
  }
}

/// Where one key is drawn and how big its title and corners are.
package struct PlacedKey: Equatable, Sendable {
  /// The key's frame in the keyboard's coordinates; empty for a key that is not shown.
  package var frame: CGRect
  /// The title's point size.
  package var titleFontSize: Double
  /// The corner radius.
  package var cornerRadius: Double
  /// The smallest scale a long title shrinks to.
  package var minimumTitleScale: Double

  /// A placed key.
  package init(
    frame: CGRect, titleFontSize: Double, cornerRadius: Double, minimumTitleScale: Double
  ) {
    self.frame = frame
    self.titleFontSize = titleFontSize
    self.cornerRadius = cornerRadius
    self.minimumTitleScale = minimumTitleScale
  }
}
