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

    /// The keyboard's sizes, for the disabled opacity; set by `apply(_:forKeyOfSize:)`.
    private var dimensions = KeyboardDimensions.standard

    /// Runs when VoiceOver activates the key (a double tap on it): the keyboard presses it.
    public var onActivate: (() -> Void)?

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
      // Long Return titles ("Продолжить", "Emergency Call") shrink rather than clip.
      titleLabel.adjustsFontSizeToFitWidth = true
      titleLabel.minimumScaleFactor = CGFloat(dimensions.minimumTitleScale)
      isAccessibilityElement = true
      accessibilityTraits = isEnabled ? .keyboardKey : [.keyboardKey, .notEnabled]
      self.accessibilityLabel = accessibilityLabel
      backgroundColor = isHighlighted ? highlightedFillColor : fillColor
    }

    /// Whether a finger is on the key; the key shows its pressed colour while it is.
    public override var isHighlighted: Bool {
      didSet { backgroundColor = isHighlighted ? highlightedFillColor : fillColor }
    }

    /// Whether the key can be pressed now; a disabled key is dimmed, and VoiceOver says
    /// "dimmed" (the not-enabled trait).
    public override var isEnabled: Bool {
      didSet { applyEnabledState() }
    }

    /// Sizes the title and rounds the corners for a key of `size`, as the core's `dimensions`
    /// say (the SVG renderer uses the same rules).
    public func apply(_ dimensions: KeyboardDimensions, forKeyOfSize size: CGSize) {
      self.dimensions = dimensions
      let width = Double(size.width)
      let height = Double(size.height)
      titleLabel.font = UIFont.systemFont(
        ofSize: CGFloat(dimensions.titleFontSize(forKeyWidth: width, height: height)),
        weight: .regular)
      titleLabel.minimumScaleFactor = CGFloat(dimensions.minimumTitleScale)
      layer.cornerRadius = CGFloat(dimensions.cornerRadius(forKeyWidth: width, height: height))
      applyEnabledState()
    }

    /// VoiceOver's activation presses the key, as a tap would: `onActivate` runs, and its owner
    /// decides what the activation does (the calculator keyboard asks the core's
    /// `KeyTouchTracker`, which ignores a disabled key and a covered keyboard). The iOS 16 SDK
    /// declares this method outside the main actor (later SDKs on it), so the override is
    /// nonisolated and the press follows on the main actor.
    public nonisolated override func accessibilityActivate() -> Bool {
      Task { @MainActor [weak self] in self?.onActivate?() }
      return true
    }

    private func applyEnabledState() {
      alpha = CGFloat(dimensions.keyOpacity(isEnabled: isEnabled))
      accessibilityTraits = isEnabled ? .keyboardKey : [.keyboardKey, .notEnabled]
    }

    /// Keeps the title filling the key.
    public override func layoutSubviews() {
      super.layoutSubviews()
      titleLabel.frame = bounds
    }
  }
#endif
