#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// A bar above the keys that shows the running result of the expression being typed
  /// (`KeyPressResult.preview`: `12+3×` shows 15). Set it as the fields' `inputAccessoryView`
  /// (`CalculatorKeyboard.attach(to:showsLiveResult:)` does); the keyboard updates it.
  @MainActor
  public final class LiveResultBar: UIInputView {
    private let label = UILabel(frame: .zero)

    /// The bar's height in points with the standard dimensions.
    public static let height = CGFloat(KeyboardDimensions.standard.resultBarHeight)

    /// The bar's height, margin and text size.
    public let dimensions: KeyboardDimensions

    /// An empty bar sized by `dimensions`.
    public init(dimensions: KeyboardDimensions = .standard) {
      self.dimensions = dimensions
      super.init(
        frame: CGRect(x: 0, y: 0, width: 0, height: CGFloat(dimensions.resultBarHeight)),
        inputViewStyle: .keyboard)
      configure()
    }

    /// A bar loaded from an archive, with the standard dimensions.
    public required init?(coder: NSCoder) {
      dimensions = .standard
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
      label.frame = dimensions.resultFrame(
        inBarOfSize: bounds.size,
        insets: EdgeInsets(
          top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))
    }

    private func configure() {
      backgroundColor = UIColor(
        light: KeyboardPalette.light.background, dark: KeyboardPalette.dark.background)
      label.textAlignment = .right
      label.font = UIFont.systemFont(ofSize: CGFloat(dimensions.resultFontSize), weight: .regular)
      label.textColor = UIColor(
        light: KeyboardPalette.light.digit.title, dark: KeyboardPalette.dark.digit.title)
      addSubview(label)
      show(nil)
    }
  }
#endif
