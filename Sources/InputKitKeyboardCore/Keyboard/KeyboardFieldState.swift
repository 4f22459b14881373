import InputKitExpression
import InputKitShared

/// What a field holds now, as a keyboard session reads it through ``KeyboardHost``.
///
/// Offsets are UTF-16, as `UITextInput` speaks them.
package struct KeyboardFieldState: Hashable, Sendable {
  /// A text field or a text view.
  package var kind: Kind
  /// The field's text.
  package var text: String
  /// The UTF-16 offsets of the selection's ends as UIKit reported them (in either order), or
  /// `nil` when the field has no selection.
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
  /// The field's `returnKeyType` and `enablesReturnKeyAutomatically`.
  package var returnKey: ReturnKeyConfiguration
  /// The field's `keyboardAppearance`.
  package var appearance: KeyboardAppearance
  /// Whether the field's interface is dark (its `traitCollection.userInterfaceStyle`, with the
  /// app's or a view's override), or `nil` while unspecified (the field in no window).
  package var isInterfaceDark: Bool?
  /// Whether the field is the first responder.
  package var isEditing: Bool
  /// Whether the field lays its text out left to right (its paragraphs' base writing
  /// direction), as an expression reads in every language.
  package var isLeftToRight: Bool
  /// How the field aligns its text (`textAlignment`).
  package var alignment: FieldTextAlignment
  /// Whether the field lays itself out right to left (`effectiveUserInterfaceLayoutDirection`).
  package var isRightToLeft: Bool
  /// What the field shows above its keyboard (`inputAccessoryView`).
  package var accessory: FieldAccessory
  /// Whether the field's `inputAssistantItem` has button groups, which an iPad shows in a
  /// shortcuts bar above any keyboard (undo, redo, paste).
  package var hasShortcuts: Bool
  /// Whether the text field has a target for `.editingDidEndOnExit` (Interface Builder's "Did
  /// End On Exit"), which makes UIKit's own Return end its editing.
  package var endsEditingOnExit: Bool

  /// A field's state.
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

  /// Whether `UIUserInterfaceStyle`'s raw value is dark: 1 light, 2 dark, anything else
  /// (unspecified) `nil`.
  package static func isInterfaceDark(uiKitStyleRawValue: Int) -> Bool? {
    switch uiKitStyleRawValue {
    case 1: false
    case 2: true
    default: nil
    }
  }

  /// The range between two UTF-16 offsets UIKit reported, in either order.
  package static func range(_ ends: (Int, Int)) -> Range<Int> {
    min(ends.0, ends.1)..<max(ends.0, ends.1)
  }

  /// The text and selection a key press edits: a missing selection is a caret at the end
  /// (where typing goes in a field just focused), ends given in reverse are put in order,
  /// offsets outside the text are clamped and a selection splitting a character is widened to
  /// whole characters. Marked text is never split: the press acts after it, once the field has
  /// committed it (``KeyboardSession/Effect/unmarkText(_:)``).
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
    /// A `UITextField`: `editingChanged` actions and the text-did-change notification.
    case textField
    /// A `UITextView`: the text-did-change notification and the delegate's `textViewDidChange(_:)`.
    case textView

    /// Every signal a change of this kind of field's text gives, in the order UIKit gives them
    /// for typing.
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
  /// When a person types on the system keyboard, UIKit gives all of a field's signals, once. A
  /// custom keyboard changes the text through `UITextInput.replace(_:withText:)`, and whether
  /// UIKit then gives them, inside it or later, is not documented, so the calculator keyboard
  /// notes which ones UIKit gave until the main queue's turn ends and then gives the missing ones
  /// itself, each once.
  package enum ChangeSignal: Hashable, Sendable, CaseIterable {
    /// A text field's `UIControl.Event.editingChanged` actions.
    case editingChanged
    /// `UITextField.textDidChangeNotification` or `UITextView.textDidChangeNotification`.
    case textDidChangeNotification
    /// A text view delegate's `textViewDidChange(_:)`.
    case delegateDidChange
  }
}

/// What a field shows above its keyboard (its `inputAccessoryView`), as a keyboard session reads
/// it: an app's own bar is never replaced or taken away.
package enum FieldAccessory: Hashable, Sendable {
  /// Nothing.
  case none
  /// InputKit's live-result bar: this keyboard's, or another calculator keyboard's that typed
  /// into the field before.
  case liveResult(isThisKeyboards: Bool)
  /// A view of the app's own (a Done or Next toolbar).
  case app

  /// What a field shows: nothing unless `isPresent`, else a live-result bar (this keyboard's or
  /// another's) or the app's own view.
  package init(isPresent: Bool, isLiveResult: Bool, isThisKeyboards: Bool) {
    switch (isPresent, isLiveResult) {
    case (false, _): self = .none
    case (true, true): self = .liveResult(isThisKeyboards: isThisKeyboards)
    case (true, false): self = .app
    }
  }
}

/// How a field aligns its text (`NSTextAlignment`), as a keyboard session reads it to keep it
/// while it lays the text out left to right.
package enum FieldTextAlignment: Hashable, Sendable, CaseIterable {
  /// Against the left edge.
  case left
  /// Centred.
  case center
  /// Against the right edge.
  case right
  /// Both edges.
  case justified
  /// The edge the paragraph's writing direction starts from: the right one in a right-to-left
  /// interface, until the paragraph is made left to right.
  case natural

  /// The alignment that shows the text where it is shown now once its paragraphs are left to
  /// right: natural alignment follows the paragraph's direction, so in a right-to-left field it
  /// becomes `.right`, or the text would jump to the left edge.
  ///
  /// - Parameter isRightToLeft: Whether the field lays itself out right to left now.
  /// - Returns: The alignment to set with the left-to-right direction.
  package func keptLeftToRight(isRightToLeft: Bool) -> FieldTextAlignment {
    guard self == .natural else { return self }
    return isRightToLeft ? .right : .left
  }

  /// The alignment for `NSTextAlignment`'s raw value on iOS (0 left, 1 center, 2 right,
  /// 3 justified, 4 natural); an unknown value is natural.
  package init(uiKitRawValue: Int) {
    let all: [Self] = [.left, .center, .right, .justified, .natural]
    self = all.indices.contains(uiKitRawValue) ? all[uiKitRawValue] : .natural
  }

  /// `NSTextAlignment`'s raw value on iOS for this alignment.
  package var uiKitRawValue: Int {
    switch self {
    case .left: 0
    case .center: 1
    case .right: 2
    case .justified: 3
    case .natural: 4
    }
  }
}

/// The control events a text field sends when Return ends editing.
package enum KeyboardControlEvent: Hashable, Sendable {
  /// `UIControl.Event.editingDidEndOnExit`: the return key ended editing.
  case editingDidEndOnExit
  /// `UIControl.Event.primaryActionTriggered`: the field's primary action.
  case primaryActionTriggered

  /// The event's bit in `UIControl.Event`.
  package var uiKitRawValue: UInt {
    switch self {
    case .editingDidEndOnExit: 1 << 19
    case .primaryActionTriggered: 1 << 13
    }
  }
}
