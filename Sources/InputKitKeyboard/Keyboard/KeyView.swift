#if canImport(UIKit)
  import UIKit
  import InputKitExpression
  import InputKitKeyboardCore
  import InputKitShared

  /// One key of the calculator keyboard, as a view: shows the face the session gives it (title,
  /// colours, enabled or dimmed), its pressed colour while highlighted, and is a VoiceOver
  /// element with the keyboard-key trait.
  ///
  /// A key handles no touches: its keyboard hit-tests every touch through the session, so a
  /// finger can slide from key to key and backspace repeats while held. VoiceOver's activation
  /// is the session's question too.
  @MainActor
  final class KeyView: UIControl {
    private let titleLabel = UILabel(frame: .zero)
    private var colors: KeyColors
    private let index: Int
    private weak var keyboard: CalculatorKeyboard?

    /// The key at `index` of `keyboard`'s layout, showing `face`.
    init(face: KeyFace, index: Int, keyboard: CalculatorKeyboard) {
      colors = face.colors
      self.index = index
      self.keyboard = keyboard
      super.init(frame: .zero)
      // Touches go to the keyboard, which hit-tests them with the core so a finger can slide
      // between keys; VoiceOver still reads each key and activates it.
      isUserInteractionEnabled = false
      isAccessibilityElement = true
      accessibilityElementsHidden = keyboard.session.isBlocked
      titleLabel.textAlignment = .center
      // Long Return titles ("Продолжить", "Emergency Call") shrink rather than clip.
      titleLabel.adjustsFontSizeToFitWidth = true
      addSubview(titleLabel)
      show(face)
    }

    /// Keys are made by their keyboard, never loaded from an archive.
    required init?(coder: NSCoder) {
      return nil
    }

    /// Shows `face`: the title, what VoiceOver reads, the colours and whether the key is enabled.
    func show(_ face: KeyFace) {
      colors = face.colors
      titleLabel.text = face.title
      titleLabel.textColor = UIColor(face.colors.title)
      accessibilityLabel = face.accessibilityLabel
      isEnabled = face.isEnabled
      accessibilityTraits = face.isEnabled ? .keyboardKey : [.keyboardKey, .notEnabled]
      alpha = CGFloat(face.opacity)
      backgroundColor = UIColor(colors.fill(isHighlighted: isHighlighted))
    }

    /// Places the key: its frame (hidden when empty), title size and corners.
    func place(_ key: PlacedKey) {
      frame = key.frame
      isHidden = key.frame.isEmpty
      titleLabel.font = UIFont.systemFont(ofSize: CGFloat(key.titleFontSize), weight: .regular)
      titleLabel.minimumScaleFactor = CGFloat(key.minimumTitleScale)
      layer.cornerRadius = CGFloat(key.cornerRadius)
    }

    /// Whether a finger is on the key; the key shows its pressed colour while it is.
    override var isHighlighted: Bool {
      didSet { backgroundColor = UIColor(colors.fill(isHighlighted: isHighlighted)) }
    }

    /// VoiceOver's activation presses the key, as a tap would, when the session lets it: a
    /// dimmed key, or one an overlay covers, answers `false`. The iOS 16 SDK declares this method
    /// outside the main actor (later SDKs on it); UIKit calls it on the main thread.
    nonisolated override func accessibilityActivate() -> Bool {
      MainActor.assumeIsolated { keyboard?.ask(.accessibilityActivated(index)) ?? false }
    }

    /// Keeps the title filling the key.
    override func layoutSubviews() {
      super.layoutSubviews()
      titleLabel.frame = bounds
    }
  }
#endif
