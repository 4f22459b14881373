#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// A bar above the keys that shows the running result of the expression being typed
  /// (`KeyPressResult.preview`: `12+3×` shows 15). Set it as the fields' `inputAccessoryView`
  /// (`CalculatorKeyboard.attach(to:showsLiveResult:)` does); the keyboard updates it.
  @MainActor
  public final class LiveResultBar: UIInputView {
    private let label = UILabel(frame: .zero)

    /// The bar's height, in points.
    public static let height: CGFloat = 36

    /// An empty bar.
    public init() {
      super.init(
        frame: CGRect(x: 0, y: 0, width: 0, height: Self.height), inputViewStyle: .keyboard)
      configure()
    }

    /// A bar loaded from an archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      configure()
    }

    /// The result shown, or `nil` when there is none.
    public private(set) var result: String?

    /// The language VoiceOver reads the result in ("equals 15").
    public var language: InterfaceLanguage = .current {
      didSet { show(result) }
    }

    /// Shows `result`, or clears the bar for `nil`.
    public func show(_ result: String?) {
      self.result = result
      let line = result.map { ResultLine(value: $0) }
      label.text = line?.text
      label.accessibilityLabel = line?.spokenLabel(in: language)
      label.isHidden = result == nil
    }

    /// Keeps the label filling the bar, clear of the safe-area insets.
    public override func layoutSubviews() {
      super.layoutSubviews()
      let insets = safeAreaInsets
      let margin: CGFloat = 12
      label.frame = CGRect(
        x: insets.left + margin, y: 0,
        width: max(0, bounds.width - insets.left - insets.right - 2 * margin),
        height: bounds.height)
    }

    private func configure() {
      backgroundColor = UIColor(
        light: KeyboardPalette.light.background, dark: KeyboardPalette.dark.background)
      label.textAlignment = .right
      label.font = UIFont.systemFont(ofSize: 17, weight: .regular)
      label.textColor = UIColor(
        light: KeyboardPalette.light.digit.title, dark: KeyboardPalette.dark.digit.title)
      addSubview(label)
      show(nil)
    }
  }
#endif
