#if canImport(UIKit)
  import UIKit
  import InputKitExpression
  import InputKitKeyboardCore
  import InputKitShared

  /// The bar above the keys that shows the running result (`12+3×` shows `= 15`), and
  /// Previous, Next and Done when the keyboard's `fieldNavigation` asks for them.
  @MainActor
  final class LiveResultBar: UIInputView {
    private let label = UILabel(frame: .zero)
    let buttons = NavigationButton.allCases.map { _ in UIButton(type: .system) }
    private var navigation: NavigationButtons?
    var onNavigation: (NavigationButton) -> Void = { _ in }
    let dimensions: KeyboardDimensions

    init(dimensions: KeyboardDimensions = .standard) {
      self.dimensions = dimensions
      super.init(
        frame: CGRect(x: 0, y: 0, width: 0, height: CGFloat(dimensions.resultBarHeight)),
        inputViewStyle: .keyboard)
      configure()
    }

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
      zip(NavigationButton.allCases, buttons).forEach {
        $1.accessibilityLabel = $0.label(in: language)
      }
      // Read in the keyboard's language's voice, which need not be the system's.
      ([label] + buttons).forEach { $0.accessibilityLanguage = language.rawValue }
      buttons[2].setTitle(NavigationButton.done.label(in: language), for: .normal)
    }

    /// Shows Previous, Next and Done enabled so, or hides them (`nil`).
    func showNavigation(_ navigation: NavigationButtons?) {
      self.navigation = navigation
      buttons.forEach { $0.isHidden = navigation == nil }
      buttons[0].isEnabled = navigation?.isPreviousEnabled == true
      buttons[1].isEnabled = navigation?.isNextEnabled == true
      setNeedsLayout()
    }

    /// Colours the bar as the keys: `background` behind, `text` for the result.
    func paint(background: InterfaceColor, text: InterfaceColor) {
      backgroundColor = UIColor(background)
      label.textColor = UIColor(text)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      let frames = dimensions.resultBarFrames(
        inBarOfSize: bounds.size, insets: EdgeInsets(safeAreaInsets),
        showsNavigation: navigation != nil,
        isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
      label.frame = frames.result
      zip(buttons, [frames.previous, frames.next, frames.done]).forEach { $0.frame = $1 }
    }

    private func configure() {
      label.textAlignment = .right
      label.font = UIFont.systemFont(ofSize: CGFloat(dimensions.resultFontSize), weight: .regular)
      paint(background: KeyboardPalette.light.background, text: KeyboardPalette.light.digit.title)
      addSubview(label)
      buttons[0].setImage(UIImage(systemName: "chevron.up", withConfiguration: nil), for: .normal)
      buttons[1].setImage(UIImage(systemName: "chevron.down", withConfiguration: nil), for: .normal)
      for (button, kind) in zip(buttons, NavigationButton.allCases) {
        button.addAction(
          UIAction { [weak self] _ in self?.onNavigation(kind) }, for: .touchUpInside)
        addSubview(button)
      }
      display(nil)
      showNavigation(nil)
    }
  }
#endif
