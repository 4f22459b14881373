#if canImport(UIKit)
  import UIKit
  import InputKitExpression
  import InputKitKeyboardCore
  import InputKitShared

  /// The bar above the keys that shows the running result (`12+3×` shows `= 15`).
  @MainActor
  final class LiveResultBar: UIInputView {
    private let label = UILabel(frame: .zero)
    let dimensions: KeyboardDimensions

    init(dimensions: KeyboardDimensions = .standard) {
      self.dimensions = dimensions
      super.init(
        frame: CGRect(x: 0, y: 0, width: 0, height: CGFloat(dimensions.resultBarHeight)),
        inputViewStyle: .keyboard)
      configure()
    }

    /// A bar loaded from an archive, with the standard dimensions.
    required init?(coder: NSCoder) {
      dimensions = .standard
      super.init(coder: coder)
      configure()
    }

    private var line: ResultLine?

    /// The language VoiceOver reads the result in ("equals 15").
    var language: InterfaceLanguage = .current {
      didSet { display(line) }
    }

    /// Shows `line` as a left-to-right run, so `= 15` reads so in a right-to-left interface too.
    func display(_ line: ResultLine?) {
      self.line = line
      label.text = line?.leftToRightText
      label.accessibilityLabel = line?.spokenLabel(in: language)
      label.isHidden = line == nil
    }

    /// Colours the bar as the keys: `background` behind, `text` for the result.
    func paint(background: InterfaceColor, text: InterfaceColor) {
      backgroundColor = UIColor(background)
      label.textColor = UIColor(text)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      label.frame = dimensions.resultFrame(
        inBarOfSize: bounds.size, insets: EdgeInsets(safeAreaInsets))
    }

    private func configure() {
      label.textAlignment = .right
      label.font = UIFont.systemFont(ofSize: CGFloat(dimensions.resultFontSize), weight: .regular)
      paint(background: KeyboardPalette.light.background, text: KeyboardPalette.light.digit.title)
      addSubview(label)
      display(nil)
    }
  }
#endif
