#if canImport(UIKit)
  import UIKit
  import InputKitExpression
  import InputKitKeyboardCore
  import InputKitShared
  @_spi(InputKitInternal) import InputKitUI

  /// The calculator keyboard: set it as any text field's or text view's `inputView` and it types
  /// arithmetic the way the system keyboard types text.
  ///
  /// ```swift
  /// amountField.inputView = CalculatorKeyboard()
  /// ```
  ///
  /// Fields can share one keyboard. A press asks your ``delegate``, then the field's delegate, and
  /// the field gives the signals it gives for system typing.
  @MainActor
  public final class CalculatorKeyboard: UIInputView, UIInputViewAudioFeedback {
    /// Supplies the layout; without one the keyboard shows the layout it was created with.
    public weak var dataSource: (any CalculatorKeyboardDataSource)? {
      didSet { reloadLayout() }
    }
    /// Hears presses, custom keys, rejections and layout switches, and may veto a press.
    public weak var delegate: (any CalculatorKeyboardDelegate)?
    /// The layout shown now.
    public var layout: KeyboardLayout { session.layout }
    /// The locale for the decimal separator, evaluation and the keys' spoken labels.
    public var locale: Locale { session.locale }
    /// What the return key does; the field is asked first (`textFieldShouldReturn(_:)`, or a
    /// text view's delegate about a line break).
    public var returnBehavior: ReturnBehavior {
      get { session.returnBehavior }
      set { send(.returnBehaviorChanged(newValue)) }
    }
    /// The keyboard's sizes, the core's, so the SVG and the terminal draw the same keyboard.
    var dimensions: KeyboardDimensions {
      get { session.dimensions }
      set { send(.dimensionsChanged(newValue)) }
    }
    /// The gap between keys, in points; the system keyboard's, 6, by default.
    public var keySpacing: CGFloat {
      get { CGFloat(dimensions.keySpacing) }
      set { dimensions.keySpacing = Double(newValue) }
    }
    /// Whether the result bar shows Previous, Next and Done (`.off` by default), and the order
    /// Previous and Next follow; they show while two attached fields or more can be moved to.
    public var fieldNavigation: FieldNavigation {
      get { session.navigator.mode }
      set { send(.navigationChanged(newValue)) }
    }
    /// Weak: the bar holds the keyboard instead, so that a field whose input view was replaced
    /// keeps a keyboard that takes its bar back when the field next edits.
    private(set) weak var liveResultBar: LiveResultBar?

    var session: KeyboardSession
    lazy var driver = SessionDriver<KeyboardSession.Event, KeyboardSession.Effect>(
      handle: { [unowned self] event in onCopy { $0.handle(event, host: self) } },
      apply: { [unowned self] effect in apply(effect) })
    let feedbackPlayer: KeyboardFeedbackPlayer
    let fields = KeyboardFieldObserver()
    var keyViews: [KeyView] = []
    /// Whether the keyboard's own `replace` runs, which UIKit's text system may reach too.
    var isReplacing = false
    let touchSurface = KeyboardTouchSurface(frame: .zero)
    /// Times backspace held under a finger, and a key held on a hardware keyboard, apart.
    let repeatTimers: [KeyboardSession.HeldKey: KeyRepeatTimer] = [
      .onScreen: KeyRepeatTimer(), .hardware: KeyRepeatTimer(),
    ]
    var paint = (
      background: KeyboardPalette.light.background, text: KeyboardPalette.light.digit.title
    )
    var liveResult: ResultLine?
    var navigation: NavigationButtons?
    /// An activity overlay this keyboard hosts, kept in front of the keys.
    weak var hostedOverlay: UIView?
    /// The accessory bar an overlay blocked, to give back exactly that one.
    weak var blockedAccessory: UIView?

    /// A keyboard showing `layout` for `locale`, as tall as the system keyboard in its window
    /// unless `height` fixes its keys'.
    /// - Parameters:
    ///   - layout: The keys and their rules.
    ///   - locale: The separator, evaluation and spoken labels; `nil` follows the person's locale.
    ///   - returnBehavior: What Return does once the field allows it.
    ///   - feedback: The clicks and haptics the keys give.
    ///   - height: The keys' height in points, the home indicator's band added below.
    public init(
      layout: KeyboardLayout = .calculator, locale: Locale? = nil,
      returnBehavior: ReturnBehavior = .evaluate, feedback: KeyboardFeedback = .standard,
      height: CGFloat? = nil
    ) {
      session = KeyboardSession(
        layout: layout, locale: locale ?? .current, followsCurrentLocale: locale == nil,
        returnBehavior: returnBehavior, feedback: feedback, fixedHeight: height.map(Double.init))
      feedbackPlayer = KeyboardFeedbackPlayer(feedback: feedback)
      super.init(
        frame: CGRect(x: 0, y: 0, width: 0, height: session.height()),
        inputViewStyle: .keyboard)
      finishSetUp()
    }

    /// A calculator keyboard loaded from an archive, in the current locale.
    public required init?(coder: NSCoder) {
      session = KeyboardSession(locale: .current, followsCurrentLocale: true)
      feedbackPlayer = KeyboardFeedbackPlayer()
      super.init(coder: coder)
      finishSetUp()
    }

    private func finishSetUp() {
      backgroundColor = UIColor(KeyboardPalette.light.background)
      touchSurface.keyboard = self
      touchSurface.frame = bounds
      touchSurface.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(touchSurface)
      // UIKit takes the height from `systemLayoutSizeFitting(_:)`, which follows the window.
      allowsSelfSizing = true
      fields.keyboard = self
      send(.layoutLoaded(nil))
    }

    /// Whether input clicks may sound while the keyboard is visible: when its feedback has them.
    public var enableInputClicksWhenVisible: Bool {
      feedbackPlayer.feedback.playsInputClicks
    }

    var target: EditableField? { fields.target(session.boundField) }

    var boundField: KeyboardSession.FieldID? { session.boundField }

    /// Makes this keyboard a text field's input view; call it for every field that shares it.
    ///
    /// A field already editing is typed into at once (call its `reloadInputViews()`); an accessory
    /// view of the app's own is kept; a field that begins editing with another input view gets
    /// back what the keyboard changed.
    /// - Parameters:
    ///   - field: The text field to type into.
    ///   - showsLiveResult: Whether the running result shows above the keys.
    public func attach(to field: UITextField, showsLiveResult: Bool = true) {
      field.inputView = self
      send(
        .attached(
          fields.register(EditableField(field)).id, isEditing: field.isFirstResponder,
          showsLiveResult: showsLiveResult))
    }

    /// Makes this keyboard a text view's input view, as for a text field.
    /// - Parameters:
    ///   - textView: The text view to type into.
    ///   - showsLiveResult: Whether the running result shows above the keys; `false` removes it.
    public func attach(to textView: UITextView, showsLiveResult: Bool = true) {
      textView.inputView = self
      send(
        .attached(
          fields.register(EditableField(textView)).id, isEditing: textView.isFirstResponder,
          showsLiveResult: showsLiveResult))
    }

    func detach(from field: UITextField) {
      send(.detached(fields.register(EditableField(field)).id))
    }

    /// Shows `layout` for `locale`, keeping the keyboard, what it hosts and its field.
    func reconfigure(layout: KeyboardLayout, locale: Locale) {
      send(.reconfigured(layout: layout, locale: locale))
    }

    /// Asks the data source for the layout again, or returns to the first one without it.
    public func reloadLayout() {
      send(.layoutLoaded(dataSource?.layout(for: self)))
    }

    /// Brings the return key, the colours and the live result up to date with the bound field.
    ///
    /// Call it after setting the field's `text`, `returnKeyType`, `enablesReturnKeyAutomatically`
    /// or `keyboardAppearance` in code while it edits, which UIKit announces to no one.
    public func refreshForFieldText() {
      send(.refreshRequested)
    }

    func layOutKeys() {
      // A full-screen iPad rotating, or a Stage Manager window resizing, changes the window's
      // shape without changing a size class; layout is where that shows.
      send(.environment(environment(of: window)))
      send(
        .bounds(
          size: bounds.size, safeArea: EdgeInsets(safeAreaInsets),
          scale: traitCollection.displayScale))
    }

    /// The height the keyboard asks for: fixed, or for its window now, read when UIKit asks.
    public override var intrinsicContentSize: CGSize {
      CGSize(
        width: UIView.noIntrinsicMetric,
        height: CGFloat(session.height(in: window.map(environment(of:)))))
    }

    /// The size of an input view that sizes itself: the width offered, the height for the window.
    public override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      CGSize(width: targetSize.width, height: intrinsicContentSize.height)
    }

    func traitsChanged() {
      send(.environment(environment(of: window)))
    }

    /// Takes `newWindow`'s height before the first frame is drawn.
    func willMove(into newWindow: UIWindow?) {
      send(.environment(environment(of: newWindow)))
    }

    /// The keyboard went on screen, in a window whose scene decides the field.
    func movedToWindow() {
      guard let window else { return send(.leftWindow) }
      send(.movedToWindow(fields.knownFocus(in: window, keyboard: self)))
    }

    /// Passes VoiceOver's escape gesture on the keys to the field the keyboard types into and
    /// the responders after it.
    ///
    /// The iOS 16 SDK declares this method outside the main actor (later SDKs on it); VoiceOver
    /// asks on the main thread.
    /// - Returns: Whether one of them handled the gesture.
    nonisolated public override func accessibilityPerformEscape() -> Bool {
      MainActor.assumeIsolated { ask(.accessibilityEscape) }
    }

    func send(_ event: KeyboardSession.Event) {
      driver.send(event)
    }

    func ask(_ question: KeyboardSession.Question) -> Bool {
      driver.ask(
        { onCopy { $0.answer(question, host: self) } }, whileHandling: question.answerWhileBusy)
    }

    /// The session works on a copy: an answer runs the app's code, which may read the keyboard.
    private func onCopy<Result>(_ body: (inout KeyboardSession) -> Result) -> Result {
      var copy = session
      defer { session = copy }
      return body(&copy)
    }

    /// The live-result bar, made once and shared by the keyboard's fields.
    func resultBar() -> LiveResultBar {
      let bar = liveResultBar ?? LiveResultBar(dimensions: dimensions)
      bar.language = InterfaceLanguage(locale: locale)
      bar.paint(background: paint.background, text: paint.text)
      bar.display(liveResult)
      bar.showNavigation(navigation)
      bar.onNavigation = { self.send(.navigationTapped($0)) }
      liveResultBar = bar
      return bar
    }

    /// The window's size and traits, else the keyboard's own. UIKit fact: the keyboard's window
    /// has the size classes, style and inset the system keyboard follows
    /// (`KeyboardHeightTests`, `KeyboardInterfaceStyleTests`).
    private func environment(of window: UIWindow?) -> KeyboardEnvironment {
      guard let window else {
        return environment(traits: traitCollection, size: .zero, bottomInset: 0)
      }
      return environment(
        traits: window.traitCollection, size: window.bounds.size,
        bottomInset: window.safeAreaInsets.bottom)
    }

    private func environment(
      traits: UITraitCollection, size: CGSize, bottomInset: CGFloat
    ) -> KeyboardEnvironment {
      KeyboardEnvironment(
        windowWidth: Double(size.width), windowHeight: Double(size.height),
        bottomInset: Double(bottomInset),
        horizontal: KeyboardSizeClass(traits.horizontalSizeClass),
        vertical: KeyboardSizeClass(traits.verticalSizeClass),
        isDark: traits.userInterfaceStyle == .dark,
        isHighContrast: traits.accessibilityContrast == .high)
    }
  }

  extension KeyboardSizeClass {
    init(_ sizeClass: UIUserInterfaceSizeClass) {
      self.init(uiKitRawValue: sizeClass.rawValue)
    }
  }
#endif
