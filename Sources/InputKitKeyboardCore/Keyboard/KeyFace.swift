import InputKitShared

/// How one key looks and reads: what a keyboard view shows for it.
package struct KeyFace: Hashable, Sendable {
  /// The title drawn on the key (the return key's word, the locale's decimal separator).
  package var title: String
  /// What VoiceOver reads ("divided by", "Done").
  package var accessibilityLabel: String
  /// The language of that label (`de` for "geteilt durch"), for VoiceOver's voice: the
  /// keyboard's, which need not be the system's; `nil` for the app's own label.
  package var accessibilityLanguage: String?
  package var colors: KeyColors
  /// Whether the key can be pressed; a disabled key is dimmed and read as "dimmed".
  package var isEnabled: Bool
  package var opacity: Double

  package init(
    title: String, accessibilityLabel: String, accessibilityLanguage: String? = "en",
    colors: KeyColors, isEnabled: Bool = true, opacity: Double = 1
  ) {
    self.title = title
    self.accessibilityLabel = accessibilityLabel
    self.accessibilityLanguage = accessibilityLanguage
    self.colors = colors
    self.isEnabled = isEnabled
    self.opacity = opacity
  }
}
