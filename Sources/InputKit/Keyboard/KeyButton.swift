#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// One key of a custom keyboard, as a view: shows its title in its colours, its pressed
  /// colour while highlighted, dims while disabled, and is a VoiceOver element with the
  /// keyboard-key trait.
  ///
  /// A key handles no touches. Its keyboard hit-tests every touch with the core's
  /// `KeyTouchTracker`, so a finger can slide from key to key and backspace repeats while held,
  /// and sets `isHighlighted` and `isEnabled` from what the core decides.
  @MainActor
  public final class KeyButton: UIControl {
    private let titleLabel = UILabel(frame: .zero)
    private var fillColor: UIColor
    private var highlightedFillColor: UIColor

    /// The opacity of a disabled key, such as Return while the field is empty.
    private static let disabledAlpha: CGFloat = 0.5

    /// A key showing `title`, read by VoiceOver as `accessibilityLabel` (a localised name
    /// such as "divided by", not the symbol), coloured for the light and dark appearance.
    public init(title: String, accessibilityLabel: String, light: KeyColors, dark: KeyColors) {
      fillColor = UIColor(light: light.fill, dark: dark.fill)
      highlightedFillColor = UIColor(light: light.highlightedFill, dark: dark.highlightedFill)
      super.init(frame: .zero)
      titleLabel.textColor = UIColor(light: light.title, dark: dark.title)
      addSubview(titleLabel)
      configure(title: title, accessibilityLabel: accessibilityLabel)
    }

    /// A digit-coloured key with no title, loaded from an archive; set its title and label
    /// with `configure(title:accessibilityLabel:)`.
    public required init?(coder: NSCoder) {
      fillColor = UIColor(
        light: KeyboardPalette.light.digit.fill, dark: KeyboardPalette.dark.digit.fill)
      highlightedFillColor = UIColor(
        light: KeyboardPalette.light.digit.highlightedFill,
        dark: KeyboardPalette.dark.digit.highlightedFill)
      super.init(coder: coder)
      titleLabel.textColor = UIColor(
        light: KeyboardPalette.light.digit.title, dark: KeyboardPalette.dark.digit.title)
      addSubview(titleLabel)
      configure(title: "", accessibilityLabel: "")
    }

    /// Sets what the key shows and what VoiceOver reads.
    public func configure(title: String, accessibilityLabel: String) {
      titleLabel.text = title
      titleLabel.textAlignment = .center
      titleLabel.font = UIFont.systemFont(ofSize: 22, weight: .regular)
      isAccessibilityElement = true
      accessibilityTraits = .keyboardKey
      self.accessibilityLabel = accessibilityLabel
      backgroundColor = isHighlighted ? highlightedFillColor : fillColor
    }

    /// Whether a finger is on the key; the key shows its pressed colour while it is.
    public override var isHighlighted: Bool {
      didSet { backgroundColor = isHighlighted ? highlightedFillColor : fillColor }
    }

    /// Whether the key can be pressed now; a disabled key is dimmed.
    public override var isEnabled: Bool {
      didSet { alpha = isEnabled ? 1 : Self.disabledAlpha }
    }

    /// Keeps the title filling the key.
    public override func layoutSubviews() {
      super.layoutSubviews()
      titleLabel.frame = bounds
    }
  }
#endif
