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
    /// The keyboard's sizes: its height for the window, the gap between keys, the keys'
    /// corners and titles, the disabled opacity and the live-result bar. The core's
    /// `KeyboardDimensions`, so the SVG and the terminal draw the same keyboard.
    public var dimensions: KeyboardDimensions = .standard {
      didSet {
        // Keys take their sizes in `layoutSubviews`; only the height needs asking for.
        setNeedsLayout()
        updateHeight()
      }
    }
    /// The gap between keys, in points (`dimensions.keySpacing`).
    public var keySpacing: CGFloat {
      get { CGFloat(dimensions.keySpacing) }
      set { dimensions.keySpacing = Double(newValue) }
    }
    /// The bar showing the running result, once `attach(to:showsLiveResult:)` has made it.
    public private(set) var liveResultBar: LiveResultBar?

    private let initialLayout: KeyboardLayout
    /// Whether an escape gesture is being handed to the field's views now.
    private var isForwardingEscape = false
    private var processor: KeyPressProcessor
    private var keyButtons: [KeyButton] = []
    private var laidOut: LaidOutKeyboard?
    private var tracker = KeyTouchTracker()
    private var returnKey = ReturnKeyConfiguration()
    private let repeatTimer = KeyRepeatTimer()
    private var observer: KeyboardFieldObserver?
    /// When the live result and the return key are brought up to date with the field's text.
    private var liveRefresh = LiveResultRefresh()
    /// An activity overlay this keyboard hosts, kept in front of the keys.
    private weak var hostedOverlay: UIView?
    /// The accessory bar an overlay blocked, and how it was, to give back exactly that.
    private var accessoryBlocking = AccessoryBarBlocking<ObjectIdentifier>()
    private weak var blockedAccessory: UIView?

    /// The height on a portrait iPhone, in points: the system keyboard's there.
    public static let defaultHeight = CGFloat(KeyboardDimensions.standard.portraitPhoneHeight)
    /// A height the app fixed at creation, or `nil` to follow the window (`dimensions`).
    private let fixedHeight: CGFloat?

    /// A keyboard showing `layout`, typing numbers and separators for `locale` (by default the
    /// person's current locale, following changes to it), whose return key does
    /// `returnBehavior`. Its height follows the window as the system keyboard's does
    /// (`KeyboardDimensions.height(horizontal:vertical:windowWidth:windowHeight:)`: shorter on
    /// a phone in landscape, taller on an iPad), updated when the size classes or the window
    /// change, unless `height` fixes it.
    public init(
      layout: KeyboardLayout = .calculator, locale: Locale = .autoupdatingCurrent,
      returnBehavior: ReturnBehavior = .evaluate, feedback: KeyboardFeedback = .standard,
      height: CGFloat? = nil
    ) {
      self.layout = layout
      self.locale = locale
      self.returnBehavior = returnBehavior
      initialLayout = layout
      fixedHeight = height
      processor = Self.processor(for: layout, locale: locale, returnBehavior: returnBehavior)
      super.init(
        frame: CGRect(x: 0, y: 0, width: 0, height: height ?? Self.defaultHeight),
        feedback: feedback)
      finishSetUp()
    }

    /// A calculator keyboard loaded from an archive: the calculator layout in the current
    /// locale, return evaluating.
    public required init?(coder: NSCoder) {
      layout = .calculator
      locale = .current
      returnBehavior = .evaluate
      initialLayout = .calculator
      fixedHeight = nil
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
      let field = target
      // Covered, disabled, vetoed, then for Return only the field: the core's order, so the
      // delegate only hears presses that can happen and only Return asks the field.
      let check = KeyPressAdmission.check(
        pressing: key.action, isBlocked: tracker.isBlocked,
        isEnabled: returnKey.isEnabled(key, forText: currentText()),
        delegateAllows: { delegate?.keyboard(self, shouldPress: key) ?? true },
        fieldAllowsReturn: { field?.shouldReturn() ?? true })
      guard check.admission == .admitted else { return }
      let fieldAllowsReturn = check.fieldAllowsReturn
      let state = field?.editingState() ?? TextEditingState()
      let result = processor.process(key.action, in: state, fieldAllowsReturn: fieldAllowsReturn)
      liveRefresh.pressBegan()
      let outcome = carryOut(result, for: field)
      liveRefresh.pressEnded()
      let text = currentText()
      refresh(forText: text, preview: processor.preview(after: result, fieldText: text))
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
      if delivery.resigns { field?.responder?.resignFirstResponder() }
      if delivery.commits { delegate?.keyboardDidCommit(self) }
    }

    /// Places the keys for the current size, safe area, spacing and display scale.
    public override func layoutSubviews() {
      super.layoutSubviews()
      // A full-screen iPad rotating, or a Stage Manager window resizing, changes the window's
      // shape without changing a size class; layout is where that shows.
      updateHeight()
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
          button.apply(dimensions, forKeyOfSize: frame.size)
          button.isHidden = false
        } else {
          button.isHidden = true
        }
      }
    }

    /// The height the keyboard asks for: fixed at creation, or the core's for the window.
    public override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: heightForWindow())
    }

    /// The size classes changed (rotation, split view, Stage Manager): the height follows.
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      updateHeight()
    }

    /// Hands VoiceOver's escape gesture to the field's views (see
    /// `forwardAccessibilityEscape()`). The iOS 16 SDK declares this method outside the main
    /// actor; UIKit calls it on the main thread, which the conformance checks.
    nonisolated public override func accessibilityPerformEscape() -> Bool {
      (self as any AccessibilityEscapeForwarding).forwardAccessibilityEscape()
    }

    /// The keyboard went on screen, in a window whose shape decides the height and whose scene
    /// decides the field: one keyboard shared by fields in several iPad windows moves to the
    /// window that has the keyboard focus, and types into that scene's first responder.
    public override func didMoveToWindow() {
      super.didMoveToWindow()
      // Off screen, no finger can still be down: UIKit documents no touchesCancelled for a
      // view leaving its window, so a held backspace must not go on repeating into no field.
      guard let window else {
        apply(tracker.touchCancelled())
        return
      }
      observer?.keyboardMoved(to: window)
      updateHeight()
    }

    private func heightForWindow() -> CGFloat {
      if let fixedHeight { return fixedHeight }
      let traits = traitCollection
      let window = self.window?.bounds.size ?? .zero
      return CGFloat(
        dimensions.height(
          horizontal: KeyboardSizeClass(traits.horizontalSizeClass),
          vertical: KeyboardSizeClass(traits.verticalSizeClass),
          windowWidth: Double(window.width), windowHeight: Double(window.height)))
    }

    private var appliedHeight: CGFloat?

    /// Asks UIKit for the new height only when it changed, so layout passes do not loop.
    private func updateHeight() {
      let height = heightForWindow()
      guard height != appliedHeight else { return }
      appliedHeight = height
      invalidateIntrinsicContentSize()
    }

    /// Fingers went down on the keyboard. Each touch is followed on its own, in the order the
    /// fingers went down, so a second thumb never loses the first thumb's key.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      guard let laidOut else { return }
      // A field's return key may have changed since the last press.
      rereadReturnKey()
      let text = currentText()
      for touch in Self.inOrder(touches) {
        apply(
          tracker.touchBegan(Self.id(of: touch), at: touch.location(in: self), in: laidOut) {
            [returnKey] key in returnKey.isEnabled(key, forText: text)
          })
      }
    }

    /// Fingers slid: the key under the finger that owns the highlight lights up.
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      // Without a layout (it is being rebuilt, or the metrics could not be laid out) no key
      // is under the finger: the touch ends as cancelled, or a held backspace would repeat on.
      guard let laidOut else {
        apply(tracker.touchCancelled())
        return
      }
      let text = currentText()
      for touch in Self.inOrder(touches) {
        apply(
          tracker.touchMoved(Self.id(of: touch), to: touch.location(in: self), in: laidOut) {
            [returnKey] key in returnKey.isEnabled(key, forText: text)
          })
      }
    }

    /// Fingers lifted: the key under the finger that owns the highlight is pressed.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      guard let laidOut else {
        apply(tracker.touchCancelled())
        return
      }
      let text = currentText()
      for touch in Self.inOrder(touches) {
        apply(
          tracker.touchEnded(Self.id(of: touch), at: touch.location(in: self), in: laidOut) {
            [returnKey] key in returnKey.isEnabled(key, forText: text)
          })
      }
    }

    /// The system took the touches away: they press nothing.
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      for touch in touches {
        apply(tracker.touchCancelled(Self.id(of: touch)))
      }
    }

    /// A touch's number for the tracker: UIKit keeps one `UITouch` object per finger for as
    /// long as the finger is down.
    private static func id(of touch: UITouch) -> Int {
      Int(bitPattern: ObjectIdentifier(touch))
    }

    /// Touches delivered together, in the order they happened.
    private static func inOrder(_ touches: Set<UITouch>) -> [UITouch] {
      touches.sorted { $0.timestamp < $1.timestamp }
    }

    /// The height of the accessory bar shown above the keys for the bound field (the live-result
    /// bar, or the field's own), or 0 when none is on screen.
    var shownAccessoryHeight: CGFloat {
      guard let accessory = target?.accessoryView, accessory.window != nil else { return 0 }
      return accessory.bounds.height
    }

    /// Hosts an activity overlay (or its shield) at `frame` in the keyboard's coordinates, within
    /// its bounds, in front of every key.
    func host(_ overlay: UIView, frame: CGRect) {
      if overlay.superview !== self {
        overlay.removeFromSuperview()
        addSubview(overlay)
      }
      hostedOverlay = overlay
      overlay.frame = frame
    }

    /// Hosts `shield` inside the accessory bar shown above the keys (the live-result bar or the
    /// field's own) at `frame` in the bar's coordinates, in front of the bar's content. The bar
    /// is not inside the keyboard view (UIKit hosts both side by side in a view of its own), and
    /// a view draws and takes touches only within its bounds, so the bar is covered from inside
    /// itself. With no bar on screen the shield is taken out.
    func hostInAccessoryBar(_ shield: UIView, frame: CGRect) {
      guard let bar = target?.accessoryView, bar.window != nil else {
        shield.removeFromSuperview()
        return
      }
      if shield.superview !== bar {
        shield.removeFromSuperview()
        bar.addSubview(shield)
      }
      bar.bringSubviewToFront(shield)
      shield.frame = frame
    }

    /// Blocks or restores every input to the keyboard and its accessory bar while an overlay
    /// covers them: the finger down is cancelled, a repeat stops, and VoiceOver skips the keys
    /// and the bar. The bar given back is the one blocked, as it was to touches and to VoiceOver
    /// (`AccessoryBarBlocking`), even if the field, and with it the bar, changed meanwhile;
    /// blocking again blocks the bar shown now.
    func setInputBlocked(_ blocked: Bool) {
      if blocked != tracker.isBlocked {
        if blocked {
          apply(tracker.block())
          repeatTimer.stop()
        } else {
          tracker.unblock()
        }
        for button in keyButtons { button.accessibilityElementsHidden = blocked }
      }
      let shown = target?.accessoryView
      let changes =
        blocked
        ? accessoryBlocking.block(
          shown.map(ObjectIdentifier.init), isEnabled: shown?.isUserInteractionEnabled ?? true,
          isHiddenFromVoiceOver: shown?.accessibilityElementsHidden ?? false)
        : accessoryBlocking.unblock()
      for change in changes {
        switch change {
        case .disable:
          shown?.isUserInteractionEnabled = false
          shown?.accessibilityElementsHidden = true
          blockedAccessory = shown
        case .restore(_, let isEnabled, let isHidden):
          blockedAccessory?.isUserInteractionEnabled = isEnabled
          blockedAccessory?.accessibilityElementsHidden = isHidden
          blockedAccessory = nil
        }
      }
    }

    private func finishSetUp() {
      // Two thumbs type faster than one: without this UIKit sends only the first finger.
      isMultipleTouchEnabled = true
      // The height comes from `intrinsicContentSize`, which follows the window.
      allowsSelfSizing = true
      let observer = KeyboardFieldObserver(keyboard: self)
      observer.targetDidChange = { [weak self] target in self?.fieldDidChange(to: target) }
      observer.targetTextDidChange = { [weak self] in
        // A press refreshes once it is carried out; the core says which changes still need one.
        guard let self, self.liveRefresh.needsRefresh(afterTextChangeTo: self.currentText())
        else { return }
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
      let bar = LiveResultBar(dimensions: dimensions)
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
          title: returnKey.title(for: key, in: language, locale: locale),
          accessibilityLabel: returnKey.accessibilityLabel(for: key, in: language),
          light: KeyboardPalette.light.colors(for: key.style),
          dark: KeyboardPalette.dark.colors(for: key.style))
        // Touches go to the keyboard, which hit-tests them with the core so a finger can slide
        // between keys; VoiceOver still reads each key and activates it through a tap there.
        button.isUserInteractionEnabled = false
        button.accessibilityElementsHidden = tracker.isBlocked
        button.onActivate = { [weak self] in
          guard let self, let index = self.layout.keys.firstIndex(of: key) else { return }
          let isEnabled = self.returnKey.isEnabled(key, forText: self.currentText())
          self.apply(self.tracker.accessibilityActivated(index, isEnabled: isEnabled))
        }
        addSubview(button)
        return button
      }
      if let hostedOverlay, hostedOverlay.superview === self { bringSubviewToFront(hostedOverlay) }
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
        case .keyRepeat:
          feedbackPlayer.play(.keyRepeat)
        case .press(let index):
          pressKey(at: index)
        case .startRepeating:
          repeatTimer.start(schedule: .standard) { [weak self] in
            guard let self else { return }
            self.apply(self.tracker.repeatFired())
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
        let answer = dataSource.map { source in { source.keyboard(self, layoutWithID: id) } }
        if let next = KeyboardLayout.switchTarget(forID: id, dataSource: answer) {
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
      rereadReturnKey(force: true)
      refreshForFieldText()
    }

    /// Reads the field's `returnKeyType` and `enablesReturnKeyAutomatically` again, which an app
    /// may change while the field is editing (a "Next" that becomes "Done"), and retitles the
    /// return key when they changed.
    private func rereadReturnKey(force: Bool = false) {
      let current = ReturnKeyConfiguration(
        kind: target?.returnKeyType.map(ReturnKeyKind.init) ?? .default,
        enablesAutomatically: target?.enablesReturnKeyAutomatically ?? false)
      guard force || current != returnKey else { return }
      returnKey = current
      let language = InterfaceLanguage(locale: locale)
      for (key, button) in zip(layout.keys, keyButtons)
      where ReturnKeyConfiguration.applies(to: key) {
        button.configure(
          title: returnKey.title(for: key, in: language, locale: locale),
          accessibilityLabel: returnKey.accessibilityLabel(for: key, in: language))
      }
    }

    private func currentText() -> String {
      target?.snapshot()?.text ?? ""
    }

    /// Brings the return key's title, its enabled state and the live result up to date with the
    /// bound field. The keyboard does so by itself after any edit in the field and on every
    /// touch-down; call this after setting the field's `text`, `returnKeyType` or
    /// `enablesReturnKeyAutomatically` in code while it is editing, which UIKit announces to no
    /// one, to show the change at once.
    public func refreshForFieldText() {
      let text = currentText()
      refresh(forText: text, preview: processor.preview(of: text))
    }

    private func refresh(forText text: String, preview: String?) {
      liveRefresh.refreshed(for: text)
      rereadReturnKey()
      for (key, button) in zip(layout.keys, keyButtons)
      where ReturnKeyConfiguration.applies(to: key) {
        button.isEnabled = returnKey.isEnabled(key, forText: text)
      }
      liveResultBar?.show(preview)
    }
  }

  /// VoiceOver's escape gesture on the keyboard, answered synchronously on the main actor.
  protocol AccessibilityEscapeForwarding: AnyObject, Sendable {
    func forwardAccessibilityEscape() -> Bool
  }

  extension CalculatorKeyboard: @preconcurrency AccessibilityEscapeForwarding {
    /// VoiceOver asks the focused key and then each view above it to handle the escape gesture
    /// (a two-finger Z); the keys are in the keyboard's window, outside the field's views, so
    /// the question goes on to the field the keyboard types into and the views above it. A
    /// prompt or sheet that cancels on escape around its field then cancels from the keys too.
    /// `false` when nothing there handles it, as UIKit's own answer would be.
    func forwardAccessibilityEscape() -> Bool {
      // Asked once at a time, and never of this keyboard or a view inside it: a field inside
      // the keyboard, or an app view that hands escape back to the input view, would otherwise
      // ask again without end.
      guard !isForwardingEscape else { return false }
      isForwardingEscape = true
      defer { isForwardingEscape = false }
      var view = target?.responder as? UIView
      while let current = view, !current.isDescendant(of: self) {
        if current.accessibilityPerformEscape() { return true }
        view = current.superview
      }
      return false
    }
  }
#endif
