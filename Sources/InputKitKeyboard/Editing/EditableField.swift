#if canImport(UIKit)
  import UIKit
  import InputKitExpression
  import InputKitKeyboardCore
  import InputKitShared

  /// The field a calculator keyboard types into, a `UITextField` or a `UITextView`: it reads the
  /// field for the keyboard session and carries out the session's effects on it, each a call or
  /// two of UIKit. It decides nothing; the order and the decisions are `KeyboardSession`'s.
  ///
  /// The field is held weakly: the field owns its input view, and the keyboard must not keep the
  /// field alive.
  @MainActor
  final class EditableField {
    private weak var field: (any TextEntry)?
    /// The field's number for the session.
    let id: KeyboardSession.FieldID
    /// The field's alignment and paragraph style before the keyboard laid its text out left to
    /// right, to give back (`nil` for a field the keyboard has not changed).
    private var original: (alignment: NSTextAlignment, style: NSParagraphStyle?)?
    /// The field's shortcut groups before the keyboard took them away, to give back.
    private var shortcuts: (leading: [UIBarButtonItemGroup], trailing: [UIBarButtonItemGroup])?

    /// A text field or a text view.
    init(_ field: any TextEntry) {
      self.field = field
      id = KeyboardSession.FieldID(Int(bitPattern: ObjectIdentifier(field)))
    }

    /// The field for a notification's object when it is a text field or a text view.
    static func of(_ object: Any?) -> EditableField? {
      (object as? any TextEntry).map(EditableField.init)
    }

    /// The field as a view, or `nil` once it has been deallocated.
    var view: UIView? { field }

    /// The field as a responder, or `nil` once it has been deallocated.
    var responder: UIResponder? { field }

    /// The field's input accessory view (the bar above its keyboard), if it has one.
    var accessoryView: UIView? { field?.inputAccessoryView }

    /// What the field holds now (`resultBar` is the keyboard's own live-result bar), or `nil`
    /// once it has gone.
    func state(resultBar: UIView?) -> KeyboardFieldState? {
      field?.keyboardState(resultBar: resultBar)
    }

    /// Makes `bar` the field's accessory view (`nil` for none), shown at once if the field is
    /// editing: UIKit reads `inputAccessoryView` only when it loads the input views.
    func setAccessory(_ bar: UIView?) {
      field?.inputAccessoryView = bar
      field?.reloadInputViews()
    }

    /// Starts telling `keyboard` of the field's `editingChanged` (an action uniqued by its
    /// identifier, so adopting again replaces it).
    func adopt(for keyboard: CalculatorKeyboard) {
      let id = id
      (field as? UITextField)?.addAction(
        UIAction(identifier: Self.changeAction) { [weak keyboard] _ in
          keyboard?.send(.fieldSignalled(id, .editingChanged))
        }, for: .editingChanged)
    }

    private static let changeAction = UIAction.Identifier(rawValue: "InputKit.editingChanged")

    /// Lays the field's text out left to right, keeping the selection, aligned as `alignment`
    /// says; the alignment and paragraph style it had are kept the first time, for
    /// `restoreTextLayout()`.
    func layOutLeftToRight(alignment: FieldTextAlignment) {
      guard let field else { return }
      if original == nil {
        original = (
          field.textAlignment, field.entryAttributes[.paragraphStyle] as? NSParagraphStyle
        )
      }
      field.layOutLeftToRight(
        alignment: NSTextAlignment(rawValue: alignment.uiKitRawValue) ?? .natural)
    }

    /// Gives the field back the alignment and paragraph style it had before
    /// `layOutLeftToRight(alignment:)`, and its text its natural direction.
    func restoreTextLayout() {
      guard let (alignment, style) = original else { return }
      original = nil
      field?.restoreTextLayout(alignment: alignment, style: style)
    }

    /// Takes the button groups out of the field's `inputAssistantItem` (the iPad's shortcuts
    /// bar), keeping those it had the first time.
    func hideShortcuts() {
      guard let item = field?.inputAssistantItem else { return }
      if shortcuts == nil {
        shortcuts = (item.leadingBarButtonGroups, item.trailingBarButtonGroups)
      }
      item.leadingBarButtonGroups = []
      item.trailingBarButtonGroups = []
    }

    /// Gives the field back the button groups `hideShortcuts()` took away.
    func restoreShortcuts() {
      guard let (leading, trailing) = shortcuts, let item = field?.inputAssistantItem else {
        return
      }
      shortcuts = nil
      item.leadingBarButtonGroups = leading
      item.trailingBarButtonGroups = trailing
    }

    /// The delegate's answer to the edit, asked with exactly its range; `nil` once the field
    /// has gone.
    func delegateAllows(_ edit: Edit) -> Bool? {
      field?.delegateAllows(NSRange(edit.range), replacement: edit.replacement)
    }

    /// The text field delegate's answer to Return (`textFieldShouldReturn(_:)`), `false` for a
    /// text view; `nil` once the field has gone.
    func shouldReturn() -> Bool? {
      field?.entryShouldReturn()
    }

    /// Replaces the edit's UTF-16 range as typing does (undo included); a range the field
    /// cannot resolve edits nothing.
    func replace(_ edit: Edit) {
      field?.replace(edit)
    }

    /// Sets the whole text of a field that is not editing (UIKit gives no change signals for
    /// it).
    func setText(_ text: String) {
      field?.entryText = text
    }

    /// Selects `selection` (UTF-16 offsets); offsets the field cannot resolve leave it as it was.
    func select(_ selection: Range<Int>) {
      field?.select(selection)
    }

    /// Commits the marked text.
    func unmarkText() {
      field?.unmarkText()
    }

    /// Gives a change signal UIKit did not give.
    func send(_ signal: KeyboardSession.ChangeSignal) {
      field?.send(signal)
    }

    /// Sends the control events Return ends editing with.
    func sendControlEvents(_ events: [KeyboardControlEvent]) {
      for event in events {
        (field as? UITextField)?.sendActions(for: UIControl.Event(rawValue: event.uiKitRawValue))
      }
    }

    /// Whether the field or a responder after it handled VoiceOver's escape; `nil` once the
    /// field has gone.
    func performEscape(outside keyboard: UIView) -> Bool? {
      field?.performEscape(outside: keyboard)
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
    /// Which of the two the field is, for the session.
    var entryKind: KeyboardFieldState.Kind { get }
    /// The field's text-did-change notification.
    var entryDidChange: Notification.Name { get }
    /// The attributes of the text it sets and types, whose paragraph style holds the base
    /// writing direction.
    var entryAttributes: [NSAttributedString.Key: Any] { get }
    /// Whether Return ends editing through a `.editingDidEndOnExit` target (Interface
    /// Builder's "Did End On Exit").
    var endsEditingOnExit: Bool { get }
    /// The delegate's answer to replacing `range` with `replacement`; `true` without one.
    func delegateAllows(_ range: NSRange, replacement: String) -> Bool
    /// The text field delegate's answer to Return; `true` without one, `false` for a text view.
    func entryShouldReturn() -> Bool
  }

  extension TextEntry {
    /// What the field holds now: its text, its selection and marked text as UTF-16 offsets, its
    /// return key, keyboard appearance and interface style, the base writing direction of the
    /// text it sets and types, its alignment and layout direction, its accessory view
    /// (`resultBar` is the keyboard's own), its shortcut groups and `.editingDidEndOnExit`
    /// target.
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

    /// The paragraph style of the text the field sets and types, which holds its base writing
    /// direction.
    var paragraphStyle: NSParagraphStyle? {
      entryAttributes[.paragraphStyle] as? NSParagraphStyle
    }

    /// Lays the text out left to right, keeping the selection: the paragraph style of the text
    /// it sets and types from now on (a text field's `defaultTextAttributes`, applied to its
    /// whole text and to every `text` set later; a text view's `typingAttributes`), and the base
    /// writing direction of the text it holds.
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

    /// `attributes` with a paragraph style whose base writing direction is left to right, the
    /// style's other settings (the alignment) kept.
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

    /// Replaces the edit's UTF-16 range through `UITextInput.replace(_:withText:)`.
    func replace(_ edit: Edit) {
      guard let range = textRange(edit.range) else { return }
      replace(range, withText: edit.replacement)
    }

    /// Selects `selection` (UTF-16 offsets) when the field can resolve them.
    func select(_ selection: Range<Int>) {
      guard let range = textRange(selection) else { return }
      selectedTextRange = range
    }

    /// Gives a change signal.
    func send(_ signal: KeyboardSession.ChangeSignal) {
      switch signal {
      case .editingChanged: (self as? UITextField)?.sendActions(for: .editingChanged)
      case .textDidChangeNotification:
        NotificationCenter.default.post(name: entryDidChange, object: self)
      case .delegateDidChange: (self as? UITextView).map { $0.delegate?.textViewDidChange?($0) }
      }
    }

    /// Asks the field and each responder after it (its views, view controllers, window and app)
    /// to handle VoiceOver's escape, stopping at the first that does; responders inside
    /// `keyboard` (a field inside the keyboard) are not asked.
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
