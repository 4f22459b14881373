#if canImport(UIKit)
  import UIKit
  import InputKitExpression
  import InputKitKeyboardCore
  import InputKitShared

  /// One key of the calculator keyboard, showing the face the session gives it.
  @MainActor
  final class KeyView: UIControl {
    private let titleLabel = UILabel(frame: .zero)
    private var colors: KeyColors
    private let index: Int
    private weak var keyboard: CalculatorKeyboard?

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

    required init?(coder: NSCoder) {
      return nil
    }

    func show(_ face: KeyFace) {
      colors = face.colors
      titleLabel.text = face.title
      titleLabel.textColor = UIColor(face.colors.title)
      accessibilityLabel = face.accessibilityLabel
      accessibilityLanguage = face.accessibilityLanguage
      isEnabled = face.isEnabled
      accessibilityTraits = face.isEnabled ? .keyboardKey : [.keyboardKey, .notEnabled]
      alpha = CGFloat(face.opacity)
      backgroundColor = UIColor(colors.fill(isHighlighted: isHighlighted))
    }

    func place(_ key: PlacedKey) {
      frame = key.frame
      isHidden = key.frame.isEmpty
      titleLabel.font = UIFont.systemFont(ofSize: CGFloat(key.titleFontSize), weight: .regular)
      titleLabel.minimumScaleFactor = CGFloat(key.minimumTitleScale)
      layer.cornerRadius = CGFloat(key.cornerRadius)
    }

    override var isHighlighted: Bool {
      didSet { backgroundColor = UIColor(colors.fill(isHighlighted: isHighlighted)) }
    }

    /// VoiceOver's activation presses the key as a tap would (an iOS 16 SDK non-isolated method).
    nonisolated override func accessibilityActivate() -> Bool {
      MainActor.assumeIsolated { keyboard?.ask(.accessibilityActivated(index)) ?? false }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      titleLabel.frame = bounds
    }
  }
#endif
