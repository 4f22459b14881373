import InputKitExpression
import InputKitShared

/// What a field holds now, as a keyboard session reads it; offsets are UTF-16.
package struct KeyboardFieldState: Hashable, Sendable {
  package var kind: Kind
  package var text: String
  /// The UTF-16 offsets of the selection's ends as UIKit reported them (in either order).
  package var selection: (Int, Int)? {
    get { selectionStart.flatMap { start in selectionEnd.map { (start, $0) } } }
    set {
      selectionStart = newValue?.0
      selectionEnd = newValue?.1
    }
  }
  private var selectionStart: Int?
  private var selectionEnd: Int?
  /// The marked text (a hardware keyboard's input method composing), or `nil` when none.
  package var markedText: Range<Int>?
  package var returnKey: ReturnKeyConfiguration
  package var appearance: KeyboardAppearance
  /// Whether the field's interface style is dark, or `nil` while unspecified (in no window).
  package var isInterfaceDark: Bool?
  /// Whether the field is the first responder.
  package var isEditing: Bool
  /// Whether the field's paragraphs' base writing direction is left to right.
  package var isLeftToRight: Bool
  package var alignment: FieldTextAlignment
  /// Whether the field lays itself out right to left (`effectiveUserInterfaceLayoutDirection`).
  package var isRightToLeft: Bool
  package var accessory: FieldAccessory
  /// Whether the field has an iPad shortcuts bar (`inputAssistantItem` button groups).
  package var hasShortcuts: Bool
  /// Whether a `.editingDidEndOnExit` target makes UIKit's own Return end the field's editing.
  package var endsEditingOnExit: Bool

  package init(
    kind: Kind = .textField, text: String, selection: (Int, Int)? = nil,
    markedText: Range<Int>? = nil, returnKey: ReturnKeyConfiguration = ReturnKeyConfiguration(),
    appearance: KeyboardAppearance = .automatic, isInterfaceDark: Bool? = nil,
    isEditing: Bool = true,
    isLeftToRight: Bool = true, alignment: FieldTextAlignment = .natural,
    isRightToLeft: Bool = false, accessory: FieldAccessory = .none, hasShortcuts: Bool = false,
    endsEditingOnExit: Bool = false
  ) {
    self.kind = kind
    self.text = text
    self.markedText = markedText
    self.returnKey = returnKey
    self.appearance = appearance
    self.isInterfaceDark = isInterfaceDark
    self.isEditing = isEditing
    self.isLeftToRight = isLeftToRight
    self.alignment = alignment
    self.isRightToLeft = isRightToLeft
    self.accessory = accessory
    self.hasShortcuts = hasShortcuts
    self.endsEditingOnExit = endsEditingOnExit
    self.selection = selection
  }

  /// Whether `UIUserInterfaceStyle`'s raw value is dark; `nil` for unspecified.
  package static func isInterfaceDark(uiKitStyleRawValue: Int) -> Bool? {
    [1: false, 2: true][uiKitStyleRawValue]
  }

  /// The range between two UTF-16 offsets UIKit reported, in either order.
  package static func range(_ ends: (Int, Int)) -> Range<Int> {
    min(ends.0, ends.1)..<max(ends.0, ends.1)
  }

  /// The text and selection a key press edits: a missing selection is a caret at the end, ends
  /// are put in order, offsets outside the text clamped and a split character widened. Marked
  /// text is never split: the press acts after it, once the field has committed it.
  var editingState: TextEditingState {
    if let marked = markedText {
      return TextEditingState(text: text, selection: marked.upperBound..<marked.upperBound)
    }
    guard let (start, end) = selection else { return TextEditingState(text: text) }
    return TextEditingState(text: text, selection: min(start, end)..<max(start, end))
  }
}

extension KeyboardFieldState {
  /// Which kind of UIKit field a keyboard types into; the two announce a change differently.
  package enum Kind: Hashable, Sendable, CaseIterable {
    case textField, textView

    /// Every signal a change of this kind of field's text gives, in UIKit's order for typing.
    var changeSignals: [KeyboardSession.ChangeSignal] {
      switch self {
      case .textField: [.editingChanged, .textDidChangeNotification]
      case .textView: [.delegateDidChange, .textDidChangeNotification]
      }
    }
  }
}

extension KeyboardSession {
  /// One of the ways a text field or text view tells an app that its text changed.
  ///
  /// Whether UIKit gives them after a custom keyboard's `UITextInput.replace(_:withText:)`,
  /// inside it or later, is not documented, so the keyboard notes which ones UIKit gave until
  /// the main queue's turn ends and then gives the missing ones itself, each once.
  package enum ChangeSignal: Hashable, Sendable, CaseIterable {
    /// A text field's `UIControl.Event.editingChanged` actions.
    case editingChanged
    /// `UITextField.textDidChangeNotification` or `UITextView.textDidChangeNotification`.
    case textDidChangeNotification
    /// A text view delegate's `textViewDidChange(_:)`.
    case delegateDidChange
  }
}

/// What a field shows above its keyboard; an app's own bar is never replaced or taken away.
package enum FieldAccessory: Hashable, Sendable {
  case none
  /// InputKit's live-result bar: this keyboard's, or another calculator keyboard's.
  case liveResult(isThisKeyboards: Bool)
  /// A view of the app's own (a Done or Next toolbar).
  case app

  package init(isPresent: Bool, isLiveResult: Bool, isThisKeyboards: Bool) {
    switch (isPresent, isLiveResult) {
    case (false, _): self = .none
    case (true, true): self = .liveResult(isThisKeyboards: isThisKeyboards)
    case (true, false): self = .app
    }
  }
}

/// How a field aligns its text (`NSTextAlignment`), kept when its text is laid out left to right.
package enum FieldTextAlignment: Hashable, Sendable, CaseIterable {
  // In the order of `NSTextAlignment`'s raw values on iOS.
  case left, center, right, justified
  /// The edge the paragraph's writing direction starts from.
  case natural

  /// The alignment that shows the text where it is shown now once its paragraphs are left to
  /// right: natural alignment follows the paragraph's direction, so in a right-to-left field it
  /// becomes `.right`, or the text would jump to the left edge.
  /// - Parameter isRightToLeft: Whether the field lays itself out right to left now.
  /// - Returns: The alignment to set with the left-to-right direction.
  package func keptLeftToRight(isRightToLeft: Bool) -> FieldTextAlignment {
    guard self == .natural else { return self }
    return isRightToLeft ? .right : .left
  }

  /// The alignment for `NSTextAlignment`'s raw value on iOS; an unknown value is natural.
  package init(uiKitRawValue: Int) {
    self = Self.allCases.indices.contains(uiKitRawValue) ? Self.allCases[uiKitRawValue] : .natural
  }

  package var uiKitRawValue: Int { Self.allCases.firstIndex(of: self)! }
}

/// The control events a text field sends when Return ends editing.
package enum KeyboardControlEvent: Hashable, Sendable {
  /// `UIControl.Event.editingDidEndOnExit`: the return key ended editing.
  case editingDidEndOnExit
  /// `UIControl.Event.primaryActionTriggered`: the field's primary action.
  case primaryActionTriggered

  package var uiKitRawValue: UInt {
    switch self {
    case .editingDidEndOnExit: 1 << 19
    case .primaryActionTriggered: 1 << 13
    }
  }
}
