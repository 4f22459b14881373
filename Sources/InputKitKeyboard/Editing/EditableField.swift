#if canImport(UIKit)
  import UIKit
  import InputKitExpression
  import InputKitKeyboardCore
  import InputKitShared

  /// The field a calculator keyboard types into, a `UITextField` or a `UITextView`, with what the
  /// keyboard changed of it to give back. It decides nothing; the decisions are `KeyboardSession`'s.
  ///
  /// The field is held weakly: the field owns its input view, and the keyboard must not keep the
  /// field alive.
  @MainActor
  final class EditableField {
    private(set) weak var entry: (any TextEntry)?
    let id: KeyboardSession.FieldID
    /// The alignment and paragraph style before the keyboard laid the text out left to right.
    private var original: (alignment: NSTextAlignment, style: NSParagraphStyle?)?
    private var shortcuts: (leading: [UIBarButtonItemGroup], trailing: [UIBarButtonItemGroup])?

    init(_ entry: any TextEntry) {
      self.entry = entry
      id = KeyboardSession.FieldID(Int(bitPattern: ObjectIdentifier(entry)))
    }

    /// The field for a notification's object when it is a text field or a text view.
    static func of(_ object: Any?) -> EditableField? {
      (object as? any TextEntry).map(EditableField.init)
    }

    /// Makes `bar` the field's accessory view (`nil` for none), reloading the input views.
    func setAccessory(_ bar: UIView?) {
      entry?.inputAccessoryView = bar
      entry?.reloadInputViews()
    }

    /// Starts telling `keyboard` of the field's `editingChanged`, replacing an earlier action.
    func adopt(for keyboard: CalculatorKeyboard) {
      let id = id
      (entry as? UITextField)?.addAction(
        UIAction(identifier: Self.changeAction) { [weak keyboard] _ in
          keyboard?.send(.fieldSignalled(id, .editingChanged))
        }, for: .editingChanged)
    }

    private static let changeAction = UIAction.Identifier(rawValue: "InputKit.editingChanged")

    /// Lays the field's text out left to right, keeping what it had for `restoreTextLayout()`.
    func layOutLeftToRight(alignment: FieldTextAlignment) {
      guard let entry else { return }
      if original == nil {
        original = (
          entry.textAlignment, entry.entryAttributes[.paragraphStyle] as? NSParagraphStyle
        )
      }
      entry.layOutLeftToRight(
        alignment: NSTextAlignment(rawValue: alignment.uiKitRawValue) ?? .natural)
    }

    func restoreTextLayout() {
      guard let (alignment, style) = original else { return }
      original = nil
      entry?.restoreTextLayout(alignment: alignment, style: style)
    }

    /// Takes the iPad's shortcuts bar groups away, keeping those the field had the first time.
    func hideShortcuts() {
      guard let item = entry?.inputAssistantItem else { return }
      if shortcuts == nil {
        shortcuts = (item.leadingBarButtonGroups, item.trailingBarButtonGroups)
      }
      item.leadingBarButtonGroups = []
      item.trailingBarButtonGroups = []
    }

    func restoreShortcuts() {
      guard let (leading, trailing) = shortcuts, let item = entry?.inputAssistantItem else {
        return
      }
      shortcuts = nil
      item.leadingBarButtonGroups = leading
      item.trailingBarButtonGroups = trailing
    }

    func sendControlEvents(_ events: [KeyboardControlEvent]) {
      for event in events {
        (entry as? UITextField)?.sendActions(for: UIControl.Event(rawValue: event.uiKitRawValue))
      }
    }
  }

  /// What a `UITextField` and a `UITextView` share, as the keyboard reads and changes them.
  @MainActor
  protocol TextEntry: UIView, UITextInput {
    /// The field's text (a text view's is never `nil`).
    var entryText: String? { get set }
    var textAlignment: NSTextAlignment { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var inputAccessoryView: UIView? { get set }
    var entryKind: KeyboardFieldState.Kind { get }
    /// Whether a person may edit it (a text field's `isEnabled`, a text view's `isEditable`).
    var isEntryEnabled: Bool { get }
    var entryDidChange: Notification.Name { get }
    /// The attributes of the text it sets and types.
    var entryAttributes: [NSAttributedString.Key: Any] { get }
    /// Whether Return ends editing through a `.editingDidEndOnExit` target.
    var endsEditingOnExit: Bool { get }
    /// The delegate's answer to replacing `range` with `replacement`; `true` without one.
    func delegateAllows(_ range: NSRange, replacement: String) -> Bool
    /// The text field delegate's answer to Return; `true` without one, `false` for a text view.
    func entryShouldReturn() -> Bool
  }

  extension TextEntry {
    /// What the field holds now, for the session (`resultBar` is the keyboard's own).
    func keyboardState(resultBar: UIView?) -> KeyboardFieldState {
      let start = beginningOfDocument
      func offsets(_ range: UITextRange) -> (Int, Int) {
        (offset(from: start, to: range.start), offset(from: start, to: range.end))
      }
      let accessory = inputAccessoryView
      return KeyboardFieldState(
        kind: entryKind, text: entryText ?? "",
        selection: selectedTextRange.map(offsets),
        markedText: markedTextRange.map(offsets).map(KeyboardFieldState.range),
        returnKey: ReturnKeyConfiguration(
          kind: ReturnKeyKind(uiKitRawValue: returnKeyType.rawValue),
          enablesAutomatically: enablesReturnKeyAutomatically),
        appearance: KeyboardAppearance(uiKitRawValue: keyboardAppearance.rawValue),
        isInterfaceDark: KeyboardFieldState.isInterfaceDark(
          uiKitStyleRawValue: traitCollection.userInterfaceStyle.rawValue),
        isEditing: isFirstResponder,
        isLeftToRight: paragraphStyle?.baseWritingDirection == .leftToRight,
        alignment: FieldTextAlignment(uiKitRawValue: textAlignment.rawValue),
        isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
        accessory: FieldAccessory(
          isPresent: accessory != nil, isLiveResult: accessory is LiveResultBar,
          isThisKeyboards: accessory === resultBar),
        hasShortcuts: !inputAssistantItem.leadingBarButtonGroups.isEmpty
          || !inputAssistantItem.trailingBarButtonGroups.isEmpty,
        endsEditingOnExit: endsEditingOnExit)
    }

    /// Where the field is in its window; not editable when disabled or in a hidden ancestor.
    var placement: FieldPlacement? {
      let hidden = sequence(first: self as UIView, next: \.superview).contains {
        $0.isHidden || $0.alpha == 0
      }
      return window.map { window in
        FieldPlacement(
          frame: convert(bounds, to: window), window: Int(bitPattern: ObjectIdentifier(window)),
          isEditable: isEntryEnabled && !hidden)
      }
    }

    /// The paragraph style of the text the field sets and types, with its writing direction.
    var paragraphStyle: NSParagraphStyle? {
      entryAttributes[.paragraphStyle] as? NSParagraphStyle
    }

    /// Lays the text out left to right, keeping the selection: the paragraph style of the text
    /// it sets and types from now on (a text field's `defaultTextAttributes`, a text view's
    /// `typingAttributes`), and the base writing direction of the text it holds.
    func layOutLeftToRight(alignment: NSTextAlignment) {
      let selection = selectedTextRange
      textAlignment = alignment
      (self as? UITextField).map {
        $0.defaultTextAttributes = Self.leftToRight($0.defaultTextAttributes)
      }
      wholeText.map { setBaseWritingDirection(.leftToRight, for: $0) }
      selection.map { selectedTextRange = $0 }
      // Last: a text view clears its typing attributes whenever its selection changes.
      (self as? UITextView).map { $0.typingAttributes = Self.leftToRight($0.typingAttributes) }
    }

    /// Gives the text `alignment`, the paragraph style `style` and its natural direction.
    func restoreTextLayout(alignment: NSTextAlignment, style: NSParagraphStyle?) {
      textAlignment = alignment
      (self as? UITextField).map { $0.defaultTextAttributes[.paragraphStyle] = style }
      wholeText.map { setBaseWritingDirection(.natural, for: $0) }
      (self as? UITextView).map { $0.typingAttributes[.paragraphStyle] = style }
    }

    /// `attributes` with a left-to-right paragraph style, its other settings kept.
    private static func leftToRight(
      _ attributes: [NSAttributedString.Key: Any]
    ) -> [NSAttributedString.Key: Any] {
      let style =
        (attributes[.paragraphStyle] as? NSParagraphStyle)?.mutableCopy()
        as? NSMutableParagraphStyle
        ?? NSMutableParagraphStyle()
      style.baseWritingDirection = .leftToRight
      return attributes.merging([.paragraphStyle: style]) { _, new in new }
    }

    private var wholeText: UITextRange? {
      textRange(from: beginningOfDocument, to: endOfDocument)
    }

    /// Replaces the edit's UTF-16 range as typing does; one the field cannot resolve edits nothing.
    func replace(_ edit: Edit) {
      guard let range = textRange(edit.range) else { return }
      replace(range, withText: edit.replacement)
    }

    /// Selects `selection` (UTF-16 offsets) when the field can resolve them.
    func select(_ selection: Range<Int>) {
      guard let range = textRange(selection) else { return }
      selectedTextRange = range
    }

    func send(_ signal: KeyboardSession.ChangeSignal) {
      switch signal {
      case .editingChanged: (self as? UITextField)?.sendActions(for: .editingChanged)
      case .textDidChangeNotification:
        NotificationCenter.default.post(name: entryDidChange, object: self)
      case .delegateDidChange: (self as? UITextView).map { $0.delegate?.textViewDidChange?($0) }
      }
    }

    /// Asks the field and the responders after it, outside `keyboard`, to take VoiceOver's escape.
    func performEscape(outside keyboard: UIView) -> Bool {
      sequence(first: self as UIResponder, next: \.next).lazy
        .prefix { ($0 as? UIView)?.isDescendant(of: keyboard) != true }
        .contains { $0.accessibilityPerformEscape() }
    }

    private func textRange(_ range: Range<Int>) -> UITextRange? {
      guard let lower = position(from: beginningOfDocument, offset: range.lowerBound),
        let upper = position(from: beginningOfDocument, offset: range.upperBound)
      else { return nil }
      return textRange(from: lower, to: upper)
    }
  }

  extension UITextField: TextEntry {
    var entryText: String? {
      get { text }
      set { text = newValue }
    }
    var entryKind: KeyboardFieldState.Kind { .textField }
    var isEntryEnabled: Bool { isEnabled }
    var entryDidChange: Notification.Name { UITextField.textDidChangeNotification }
    var entryAttributes: [NSAttributedString.Key: Any] { defaultTextAttributes }
    var endsEditingOnExit: Bool { allControlEvents.contains(.editingDidEndOnExit) }

    func delegateAllows(_ range: NSRange, replacement: String) -> Bool {
      delegate?.textField?(self, shouldChangeCharactersIn: range, replacementString: replacement)
        ?? true
    }

    func entryShouldReturn() -> Bool {
      delegate?.textFieldShouldReturn?(self) ?? true
    }
  }

  extension UITextView: TextEntry {
    var entryText: String? {
      get { text }
      set { text = newValue }
    }
    var entryKind: KeyboardFieldState.Kind { .textView }
    var isEntryEnabled: Bool { isEditable }
    var entryDidChange: Notification.Name { UITextView.textDidChangeNotification }
    var endsEditingOnExit: Bool { false }

    /// The start of the text's attributes, or the typing attributes while there is no text.
    var entryAttributes: [NSAttributedString.Key: Any] {
      let text: NSAttributedString = attributedText
      return text.length == 0 ? typingAttributes : text.attributes(at: 0, effectiveRange: nil)
    }

    func delegateAllows(_ range: NSRange, replacement: String) -> Bool {
      delegate?.textView?(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    func entryShouldReturn() -> Bool { false }
  }
#endif
