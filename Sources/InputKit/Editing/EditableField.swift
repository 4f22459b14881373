#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// The field a calculator keyboard types into, a `UITextField` or a `UITextView`: it reads the
  /// field for the keyboard session and carries out the session's effects on it, each a call or
  /// two of UIKit. It decides nothing; the order and the decisions are `KeyboardSession`'s.
  ///
  /// The field is held weakly: the field owns its input view, and the keyboard must not keep the
  /// field alive.
  @MainActor
  final class EditableField {
    private weak var field: (any TextEntry)?
    private let kind: KeyboardFieldState.Kind
    /// The field's text-did-change notification.
    private let didChange: Notification.Name
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
      kind = field.entryKind
      didChange = field.entryDidChange
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

    private var input: (any UITextInput)? { field }
    private var textField: UITextField? { field as? UITextField }
    private var textView: UITextView? { field as? UITextView }

    /// What the field holds now, or `nil` once it has gone: its text, its selection and marked
    /// text as UTF-16 offsets (`offset(from:to:)`), its return key and keyboard appearance, the
    /// base writing direction of the text it sets and types (a text field's
    /// `defaultTextAttributes`, a text view's `typingAttributes`), its alignment and layout
    /// direction, its interface style, its accessory view (`resultBar` is the keyboard's own
    /// live-result bar), whether it has shortcut groups, and whether it has a target for
    /// `.editingDidEndOnExit`.
    func state(resultBar: UIView?) -> KeyboardFieldState? {
      guard let field else { return nil }
      let start = field.beginningOfDocument
      func offsets(_ range: UITextRange) -> (Int, Int) {
        (field.offset(from: start, to: range.start), field.offset(from: start, to: range.end))
      }
      return KeyboardFieldState(
        kind: kind, text: field.entryText ?? "",
        selection: field.selectedTextRange.map(offsets),
        markedText: field.markedTextRange.map(offsets).map(KeyboardFieldState.range),
        returnKey: ReturnKeyConfiguration(
          kind: ReturnKeyKind(field.returnKeyType),
          enablesAutomatically: field.enablesReturnKeyAutomatically),
        appearance: KeyboardAppearance(uiKitRawValue: field.keyboardAppearance.rawValue),
        isInterfaceDark: Self.isDark(field.traitCollection.userInterfaceStyle),
        isEditing: field.isFirstResponder,
        isLeftToRight: Self.writingDirection(in: attributes) == .leftToRight,
        alignment: FieldTextAlignment(field.textAlignment),
        isRightToLeft: field.effectiveUserInterfaceLayoutDirection == .rightToLeft,
        accessory: accessoryView.map { bar in
          bar is LiveResultBar ? .liveResult(isThisKeyboards: bar === resultBar) : .app
        } ?? .none,
        hasShortcuts: !field.inputAssistantItem.leadingBarButtonGroups.isEmpty
          || !field.inputAssistantItem.trailingBarButtonGroups.isEmpty,
        endsEditingOnExit: field.endsEditingOnExit)
    }

    /// Whether an interface style is dark; `nil` for unspecified.
    private static func isDark(_ style: UIUserInterfaceStyle) -> Bool? {
      switch style {
      case .dark: true
      case .light: false
      default: nil
      }
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
      textField?.addAction(
        UIAction(identifier: Self.changeAction) { [weak keyboard] _ in
          keyboard?.send(.fieldSignalled(id, .editingChanged))
        }, for: .editingChanged)
    }

    private static let changeAction = UIAction.Identifier(rawValue: "InputKit.editingChanged")

    /// Lays the field's text out left to right, keeping the selection, aligned as `alignment`
    /// says: the paragraph style of the text it sets and types from now on (a text field's
    /// `defaultTextAttributes`, applied to its whole text and to every `text` set later; a text
    /// view's `typingAttributes`), and the base writing direction of the text it holds. The
    /// alignment and style it had are kept the first time, for `restoreTextLayout()`.
    func layOutLeftToRight(alignment: NSTextAlignment) {
      guard let field else { return }
      if original == nil {
        original = (field.textAlignment, attributes[.paragraphStyle] as? NSParagraphStyle)
      }
      let selection = input?.selectedTextRange
      field.textAlignment = alignment
      textField.map { $0.defaultTextAttributes = Self.leftToRight($0.defaultTextAttributes) }
      wholeText.map { input?.setBaseWritingDirection(.leftToRight, for: $0) }
      selection.map { input?.selectedTextRange = $0 }
      // Last: a text view clears its typing attributes whenever its selection changes.
      textView.map { $0.typingAttributes = Self.leftToRight($0.typingAttributes) }
    }

    /// Gives the field back the alignment and paragraph style it had before
    /// `layOutLeftToRight(alignment:)`, and its text its natural direction.
    func restoreTextLayout() {
      guard let (alignment, style) = original else { return }
      original = nil
      field?.textAlignment = alignment
      textField.map { $0.defaultTextAttributes[.paragraphStyle] = style }
      wholeText.map { input?.setBaseWritingDirection(.natural, for: $0) }
      textView.map { $0.typingAttributes[.paragraphStyle] = style }
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

    /// The attributes of the field's text, or none once the field has gone.
    private var attributes: [NSAttributedString.Key: Any] {
      field?.entryAttributes ?? [:]
    }

    private static func writingDirection(
      in attributes: [NSAttributedString.Key: Any]
    ) -> NSWritingDirection? {
      (attributes[.paragraphStyle] as? NSParagraphStyle)?.baseWritingDirection
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
      input.flatMap { $0.textRange(from: $0.beginningOfDocument, to: $0.endOfDocument) }
    }

    /// The delegate's answer to the edit, asked with exactly its range
    /// (`textField(_:shouldChangeCharactersIn:replacementString:)` or
    /// `textView(_:shouldChangeTextIn:replacementText:)`); `true` without a delegate or when it
    /// does not implement the question; `false` once the field has gone.
    func delegateAllows(_ edit: Edit) -> Bool {
      field?.delegateAllows(NSRange(edit.range), replacement: edit.replacement) ?? false
    }

    /// The text field delegate's answer to Return (`textFieldShouldReturn(_:)`); `true` without
    /// one; `false` once the field has gone.
    func shouldReturn() -> Bool {
      textField.map { field in field.delegate?.textFieldShouldReturn?(field) ?? true } ?? false
    }

    /// Replaces the edit's UTF-16 range through `UITextInput.replace(_:withText:)`, as typing
    /// does (undo included); a range the field cannot resolve edits nothing.
    func replace(_ edit: Edit) {
      guard let input, let range = textRange(edit.range) else { return }
      input.replace(range, withText: edit.replacement)
    }

    /// Sets the whole text of a field that is not editing (UIKit gives no change signals for
    /// it).
    func setText(_ text: String) {
      field?.entryText = text
    }

    /// Selects `selection` (UTF-16 offsets); offsets the field cannot resolve leave it as it was.
    func select(_ selection: Range<Int>) {
      guard let range = textRange(selection) else { return }
      input?.selectedTextRange = range
    }

    /// Commits the marked text.
    func unmarkText() {
      input?.unmarkText()
    }

    /// Gives a change signal UIKit did not give.
    func send(_ signal: KeyboardSession.ChangeSignal) {
      switch signal {
      case .editingChanged: textField?.sendActions(for: .editingChanged)
      case .textDidChangeNotification:
        NotificationCenter.default.post(name: didChange, object: view)
      case .delegateDidChange: textView.map { $0.delegate?.textViewDidChange?($0) }
      }
    }

    /// Sends the control events Return ends editing with.
    func sendControlEvents(_ events: [KeyboardControlEvent]) {
      for event in events { textField?.sendActions(for: UIControl.Event(event)) }
    }

    /// Asks the field and each responder after it (its views, view controllers, window and app)
    /// to handle VoiceOver's escape, stopping at the first that does; responders inside
    /// `keyboard` (a field inside the keyboard) are not asked.
    func performEscape(outside keyboard: UIView) -> Bool {
      guard let responder else { return false }
      return sequence(first: responder, next: \.next).lazy
        .prefix { ($0 as? UIView)?.isDescendant(of: keyboard) != true }
        .contains { $0.accessibilityPerformEscape() }
    }

    private func textRange(_ range: Range<Int>) -> UITextRange? {
      guard let input,
        let lower = input.position(from: input.beginningOfDocument, offset: range.lowerBound),
        let upper = input.position(from: input.beginningOfDocument, offset: range.upperBound)
      else { return nil }
      return input.textRange(from: lower, to: upper)
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
  }

  extension UIControl.Event {
    /// The UIKit control event for the session's.
    init(_ event: KeyboardControlEvent) {
      switch event {
      case .editingDidEndOnExit: self = .editingDidEndOnExit
      case .primaryActionTriggered: self = .primaryActionTriggered
      }
    }
  }

  extension FieldTextAlignment {
    /// The alignment for a field's `textAlignment`.
    init(_ alignment: NSTextAlignment) {
      switch alignment {
      case .left: self = .left
      case .center: self = .center
      case .right: self = .right
      case .justified: self = .justified
      default: self = .natural
      }
    }
  }

  extension NSTextAlignment {
    /// UIKit's alignment for the session's.
    init(_ alignment: FieldTextAlignment) {
      switch alignment {
      case .left: self = .left
      case .center: self = .center
      case .right: self = .right
      case .justified: self = .justified
      case .natural: self = .natural
      }
    }
  }

  extension ReturnKeyKind {
    /// The kind for a field's `returnKeyType`.
    init(_ type: UIReturnKeyType) {
      self.init(uiKitRawValue: type.rawValue)
    }
  }
#endif
