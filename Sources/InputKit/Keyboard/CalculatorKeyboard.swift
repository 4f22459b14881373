#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// The calculator keyboard: set it as the `inputView` of any text field or text view and it
  /// types arithmetic the way the system keyboard types text.
  ///
  /// ```swift
  /// let keyboard = CalculatorKeyboard()
  /// keyboard.attach(to: amountField)
  /// keyboard.attach(to: tipField)        // several fields share one keyboard
  /// ```
  ///
  /// Everything it decides comes from the core: the layout engine places the keys for the
  /// view's size, safe area and display scale; `KeyTouchTracker` turns touches into presses
  /// (sliding from key to key, press on lift, backspace repeating while held); the
  /// `KeyPressProcessor` turns a press into an edit through the layout's input rules; and
  /// `ReturnKeyConfiguration` titles and enables the return key from the field's
  /// `returnKeyType` and `enablesReturnKeyAutomatically`. The keyboard then delivers each edit
  /// through the field's `UITextInput` after asking the field's delegate with the exact range,
  /// and carries out what `KeyPressDelivery` decides from the outcome: the haptics of
  /// `KeyboardFeedback`, the delegate's events and the commit after Return. It shows the running
  /// result in its `LiveResultBar`.
  @MainActor
  public final class CalculatorKeyboard: KeyboardInputView {
    /// Supplies the layout; without one the keyboard shows the layout it was created with.
    public weak var dataSource: (any CalculatorKeyboardDataSource)? {
      didSet { reloadLayout() }
    }
    /// Hears presses, custom keys, rejections and layout switches, and may veto a press.
    public weak var delegate: (any CalculatorKeyboardDelegate)?
    /// The layout shown now.
    public private(set) var layout: KeyboardLayout
    /// The locale for the decimal separator, evaluation and the keys' spoken labels.
    public let locale: Locale
    /// What the return key does; the field's delegate is asked first
    /// (`textFieldShouldReturn(_:)`).
    public var returnBehavior: ReturnBehavior {
      didSet { processor.returnBehavior = returnBehavior }
    }
    /// The gap between keys, in points.
    public var keySpacing: CGFloat = 6 {
      didSet { setNeedsLayout() }
    }
    /// The bar showing the running result, once `attach(to:showsLiveResult:)` has made it.
    public private(set) var liveResultBar: LiveResultBar?

    private let initialLayout: KeyboardLayout
    private var processor: KeyPressProcessor
    private var keyButtons: [KeyButton] = []
    private var laidOut: LaidOutKeyboard?
    private var tracker = KeyTouchTracker()
    private var returnKey = ReturnKeyConfiguration()
    private let repeatTimer = KeyRepeatTimer()
    private var observer: KeyboardFieldObserver?
    /// Set while a press edits the field, whose text-did-change then needs no refresh of its own.
    private var isCarryingOutPress = false

    /// The default height, in points: the system keyboard's height on a portrait iPhone.
    public static let defaultHeight: CGFloat = 260

    /// A keyboard showing `layout`, typing numbers and separators for `locale` (by default the
    /// person's current locale, following changes to it), whose return key does
    /// `returnBehavior`.
    public init(
      layout: KeyboardLayout = .calculator, locale: Locale = .autoupdatingCurrent,
      returnBehavior: ReturnBehavior = .evaluate, feedback: KeyboardFeedback = .standard,
      height: CGFloat = CalculatorKeyboard.defaultHeight
    ) {
      self.layout = layout
      self.locale = locale
      self.returnBehavior = returnBehavior
      initialLayout = layout
      processor = Self.processor(for: layout, locale: locale, returnBehavior: returnBehavior)
      super.init(frame: CGRect(x: 0, y: 0, width: 0, height: height), feedback: feedback)
      finishSetUp()
    }

    /// A calculator keyboard loaded from an archive: the calculator layout in the current
    /// locale, return evaluating.
    public required init?(coder: NSCoder) {
      layout = .calculator
      locale = .current
      returnBehavior = .evaluate
      initialLayout = .calculator
      processor = Self.processor(for: .calculator, locale: .current, returnBehavior: .evaluate)
      super.init(coder: coder)
      finishSetUp()
    }

    /// The field the keyboard types into now, if any.
    public var target: TextInputTarget? { observer?.target }

    /// Makes this keyboard `field`'s input view and, if `showsLiveResult`, the live-result bar
    /// its input accessory view. Call it for every field that shares the keyboard. A field
    /// that is already editing is typed into at once (call its `reloadInputViews()` to show
    /// the keyboard).
    public func attach(to field: UITextField, showsLiveResult: Bool = true) {
      field.inputView = self
      if showsLiveResult { field.inputAccessoryView = resultBar() }
      observer?.keyboardAttached(to: field)
    }

    /// Makes this keyboard `textView`'s input view, with the live-result bar if
    /// `showsLiveResult`.
    public func attach(to textView: UITextView, showsLiveResult: Bool = true) {
      textView.inputView = self
      if showsLiveResult { textView.inputAccessoryView = resultBar() }
      observer?.keyboardAttached(to: textView)
    }

    /// Asks the data source for the layout again (or returns to the layout the keyboard was
    /// created with when there is none) and rebuilds the keys.
    public func reloadLayout() {
      show(dataSource?.layout(for: self) ?? initialLayout)
    }

    /// Presses the key at `index` in `layout.keys`, exactly as a tap on it would; an index
    /// outside the layout does nothing.
    public func pressKey(at index: Int) {
      guard layout.keys.indices.contains(index) else { return }
      let key = layout.keys[index]
      guard returnKey.isEnabled(key, forText: currentText()) else { return }
      guard delegate?.keyboard(self, shouldPress: key) ?? true else { return }
      let field = target
      // Only Return asks the field, as the system keyboard does: the answer may move focus.
      let fieldAllowsReturn = key.action == .return ? field?.shouldReturn() ?? true : true
      let state = field?.editingState() ?? TextEditingState()
      let result = processor.process(key.action, in: state, fieldAllowsReturn: fieldAllowsReturn)
      isCarryingOutPress = true
      let outcome = carryOut(result, for: field)
      isCarryingOutPress = false
      // The processor already previewed the text it produced; the field holds other text only
      // when its delegate refused or rewrote the edit, and only then is it evaluated again.
      let text = currentText()
      refresh(
        forText: text,
        preview: text == result.state.text ? result.preview : processor.preview(of: text))
      let delivery = processor.delivery(
        of: result, pressing: key.action, from: state, outcome: outcome,
        fieldAllowsReturn: fieldAllowsReturn, feedback: feedbackPlayer.feedback)
      feedbackPlayer.play(delivery.feedback)
      for event in delivery.delegateEvents {
        switch event {
        case .pressed(let reported): delegate?.keyboard(self, didPress: key, result: reported)
        case .rejected(let rejection): delegate?.keyboard(self, didReject: rejection)
        }
      }
      if delivery.commits { delegate?.keyboardDidCommit(self) }
    }

    /// Places the keys for the current size, safe area, spacing and display scale.
    public override func layoutSubviews() {
      super.layoutSubviews()
      let insets = safeAreaInsets
      let scale = traitCollection.displayScale
      let metrics = KeyboardMetrics(
        size: bounds.size,
        insets: EdgeInsets(
          top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
        keySpacing: keySpacing, scale: scale > 0 ? scale : 1)
      // Metrics UIKit hands over are finite and far below the engine's limits; should they ever
      // not be, the keys are hidden rather than placed at nonsense frames.
      laidOut = try? layout.layOut(in: metrics)
      for (index, button) in keyButtons.enumerated() {
        if let frame = laidOut?.frames[index] {
          button.frame = frame
          button.isHidden = false
        } else {
          button.isHidden = true
        }
      }
    }

    /// A finger went down on the keyboard.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      guard let touch = touches.first, let laidOut else { return }
      let text = currentText()
      apply(
        tracker.touchBegan(at: touch.location(in: self), in: laidOut) { [returnKey] key in
          returnKey.isEnabled(key, forText: text)
        })
    }

    /// The finger slid: the key under it lights up.
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      // Without a layout (it is being rebuilt, or the metrics could not be laid out) no key
      // is under the finger: the touch ends as cancelled, or a held backspace would repeat on.
      guard let touch = touches.first, let laidOut else {
        apply(tracker.touchCancelled())
        return
      }
      let text = currentText()
      apply(
        tracker.touchMoved(to: touch.location(in: self), in: laidOut) { [returnKey] key in
          returnKey.isEnabled(key, forText: text)
        })
    }

    /// The finger lifted: the key under it is pressed.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      // Without a layout (it is being rebuilt, or the metrics could not be laid out) no key
      // is under the finger: the touch ends as cancelled, or a held backspace would repeat on.
      guard let touch = touches.first, let laidOut else {
        apply(tracker.touchCancelled())
        return
      }
      let text = currentText()
      apply(
        tracker.touchEnded(at: touch.location(in: self), in: laidOut) { [returnKey] key in
          returnKey.isEnabled(key, forText: text)
        })
    }

    /// The system took the touch away: nothing is pressed.
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      apply(tracker.touchCancelled())
    }

    private func finishSetUp() {
      let observer = KeyboardFieldObserver(keyboard: self)
      observer.targetDidChange = { [weak self] target in self?.fieldDidChange(to: target) }
      observer.targetTextDidChange = { [weak self] in
        // A press refreshes once it is carried out, with the preview it already has.
        guard let self, !self.isCarryingOutPress else { return }
        self.refreshForFieldText()
      }
      self.observer = observer
      buildKeys()
    }

    private static func processor(
      for layout: KeyboardLayout, locale: Locale, returnBehavior: ReturnBehavior
    ) -> KeyPressProcessor {
      KeyPressProcessor(
        rules: layout.inputRules(locale: locale), returnBehavior: returnBehavior,
        showsPreview: true, locale: locale)
    }

    private func resultBar() -> LiveResultBar {
      if let liveResultBar { return liveResultBar }
      let bar = LiveResultBar()
      bar.language = InterfaceLanguage(locale: locale)
      liveResultBar = bar
      refreshForFieldText()
      return bar
    }

    private func show(_ newLayout: KeyboardLayout) {
      apply(tracker.touchCancelled())
      layout = newLayout
      processor = Self.processor(for: newLayout, locale: locale, returnBehavior: returnBehavior)
      buildKeys()
    }

    private func buildKeys() {
      for button in keyButtons { button.removeFromSuperview() }
      let language = InterfaceLanguage(locale: locale)
      keyButtons = layout.keys.map { key in
        let button = KeyButton(
          title: returnKey.title(for: key, in: language),
          accessibilityLabel: returnKey.accessibilityLabel(for: key, in: language),
          light: KeyboardPalette.light.colors(for: key.style),
          dark: KeyboardPalette.dark.colors(for: key.style))
        // Touches go to the keyboard, which hit-tests them with the core so a finger can slide
        // between keys; VoiceOver still reads each key and activates it through a tap there.
        button.isUserInteractionEnabled = false
        addSubview(button)
        return button
      }
      laidOut = nil
      setNeedsLayout()
      refreshForFieldText()
    }

    private func apply(_ events: [KeyTouchEvent]) {
      for event in events {
        switch event {
        case .highlight(let index):
          for (position, button) in keyButtons.enumerated() {
            button.isHighlighted = position == index
          }
        case .keyDown:
          feedbackPlayer.play(.keyDown)
        case .press(let index):
          pressKey(at: index)
        case .startRepeating(let index):
          repeatTimer.start(schedule: .standard) { [weak self] in
            self?.feedbackPlayer.play(.keyRepeat)
            self?.pressKey(at: index)
          }
        case .stopRepeating:
          repeatTimer.stop()
        }
      }
    }

    /// Carries out the effect of `result`; for an edit, returns what the field did with it.
    private func carryOut(
      _ result: KeyPressResult, for field: TextInputTarget?
    ) -> TextDeliveryOutcome? {
      switch result.effect {
      case .edit(let edit):
        return field?.deliver(edit, selecting: result.state) ?? .fieldUnavailable
      case .selectionChanged:
        field?.select(result.state.selection)
      case .resign:
        field?.responder?.resignFirstResponder()
      case .switchLayout(let id):
        let next = dataSource?.keyboard(self, layoutWithID: id) ?? KeyboardLayout.builtIn(named: id)
        if let next {
          show(next)
          delegate?.keyboard(self, didSwitchTo: next)
        }
      case .custom(let id):
        delegate?.keyboard(self, didTriggerCustomAction: id)
      case .rejected, .unchanged:
        break
      }
      return nil
    }

    private func fieldDidChange(to target: TextInputTarget?) {
      returnKey = ReturnKeyConfiguration(
        kind: target?.returnKeyType.map(ReturnKeyKind.init) ?? .default,
        enablesAutomatically: target?.enablesReturnKeyAutomatically ?? false)
      let language = InterfaceLanguage(locale: locale)
      for (key, button) in zip(layout.keys, keyButtons)
      where ReturnKeyConfiguration.applies(to: key) {
        button.configure(
          title: returnKey.title(for: key, in: language),
          accessibilityLabel: returnKey.accessibilityLabel(for: key, in: language))
      }
      refreshForFieldText()
    }

    private func currentText() -> String {
      target?.snapshot()?.text ?? ""
    }

    /// Brings the return key's enabled state and the live result up to date with the bound
    /// field's text. The keyboard does so by itself after any edit in the field; call this after
    /// setting the field's `text` in code, which UIKit announces to no one.
    public func refreshForFieldText() {
      let text = currentText()
      refresh(forText: text, preview: processor.preview(of: text))
    }

    private func refresh(forText text: String, preview: String?) {
      for (key, button) in zip(layout.keys, keyButtons)
      where ReturnKeyConfiguration.applies(to: key) {
        button.isEnabled = returnKey.isEnabled(key, forText: text)
      }
      liveResultBar?.show(preview)
    }
  }
#endif
