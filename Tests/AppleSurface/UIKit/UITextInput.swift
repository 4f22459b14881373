/// /documentation/uikit/uitextinputtraits — the protocol's members are all Objective-C
/// `optional`; the ones InputKit uses are declared where callers meet them, on `UITextField` and
/// `UITextView`, whose own declarations are what a call binds to.
@MainActor public protocol UITextInputTraits: NSObjectProtocol {}

/// /documentation/uikit/uikeyinput — `@MainActor protocol UIKeyInput : UITextInputTraits` (its page
/// lists insertText(_:), deleteBackward() and hasText).
@MainActor public protocol UIKeyInput: UITextInputTraits {
  /// /documentation/uikit/uikeyinput/inserttext(_:) — `func insertText(_ text: String)`
  func insertText(_ text: String)

  /// /documentation/uikit/uikeyinput/deletebackward() — `func deleteBackward()`
  func deleteBackward()

  /// /documentation/uikit/uikeyinput/hastext — `var hasText: Bool { get }` (not in the docs
  /// corpus; read from the Averyy/apple-dev-docs mirror, documentation/UIKit/uikeyinput/hastext.md)
  var hasText: Bool { get }
}

/// /documentation/uikit/uitextinput — `@MainActor protocol UITextInput : UIKeyInput`. Only the
/// requirements InputKit calls are declared; nothing here adopts the protocol.
@MainActor public protocol UITextInput: UIKeyInput {
  /// /documentation/uikit/uitextinput/text(in:) — `func text(in range: UITextRange) -> String?`
  func text(in range: UITextRange) -> String?

  /// /documentation/uikit/uitextinput/replace(_:withtext:) —
  /// `func replace(_ range: UITextRange, withText text: String)`
  func replace(_ range: UITextRange, withText text: String)

  /// /documentation/uikit/uitextinput/selectedtextrange —
  /// `@NSCopying var selectedTextRange: UITextRange? { get set }`
  var selectedTextRange: UITextRange? { get set }

  /// /documentation/uikit/uitextinput/beginningofdocument —
  /// `var beginningOfDocument: UITextPosition { get }`
  var beginningOfDocument: UITextPosition { get }

  /// /documentation/uikit/uitextinput/endofdocument — `var endOfDocument: UITextPosition { get }`
  var endOfDocument: UITextPosition { get }

  /// /documentation/uikit/uitextinput/textrange(from:to:) —
  /// `func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
  /// -> UITextRange?`
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?

  /// /documentation/uikit/uitextinput/position(from:offset:) —
  /// `func position(from position: UITextPosition, offset: Int) -> UITextPosition?`
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?

  /// /documentation/uikit/uitextinput/offset(from:to:) —
  /// `func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int` (UTF-16 units)
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int

  /// /documentation/uikit/uitextinput/markedtextrange — `var markedTextRange: UITextRange? { get }`
  /// ("If there is no marked text, the value of the property is nil").
  var markedTextRange: UITextRange? { get }

  /// /documentation/uikit/uitextinput/unmarktext() — `func unmarkText()` ("After this method is
  /// called, the value of markedTextRange is nil").
  func unmarkText()

  /// /documentation/uikit/uitextinput/setbasewritingdirection(_:for:) —
  /// `func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)`
  func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
}

/// /documentation/uikit/nswritingdirection — `enum NSWritingDirection` (the SDK header NSText.h:
/// `NSWritingDirectionNatural = -1, NSWritingDirectionLeftToRight = 0,
/// NSWritingDirectionRightToLeft = 1`).
public enum NSWritingDirection: Int, Hashable, Sendable {
  /// /documentation/uikit/nswritingdirection/natural
  case natural = -1
  /// /documentation/uikit/nswritingdirection/lefttoright
  case leftToRight = 0
  /// /documentation/uikit/nswritingdirection/righttoleft
  case rightToLeft = 1
}

/// /documentation/uikit/uikeyboardappearance — `enum UIKeyboardAppearance` (the SDK header
/// UITextInputTraits.h: `UIKeyboardAppearanceDefault`, `Dark`, `Light`, and `Alert = Dark`,
/// deprecated, which Swift imports as a static property).
public enum UIKeyboardAppearance: Int, Hashable, Sendable {
  /// /documentation/uikit/uikeyboardappearance/default
  case `default` = 0
  /// /documentation/uikit/uikeyboardappearance/dark
  case dark = 1
  /// /documentation/uikit/uikeyboardappearance/light
  case light = 2
  /// /documentation/uikit/uikeyboardappearance/alert — `static var alert: UIKeyboardAppearance`
  public static var alert: UIKeyboardAppearance { .dark }
}

/// /documentation/uikit/uitextposition — `@MainActor class UITextPosition`, inheriting from
/// NSObject; "This class declares no methods of its own" (not in the docs corpus; read from the
/// mirror, documentation/UIKit/uitextposition.md).
@MainActor open class UITextPosition: NSObject {}

/// /documentation/uikit/uitextrange — `@MainActor class UITextRange`
@MainActor open class UITextRange: NSObject {
  /// /documentation/uikit/uitextrange/start — `var start: UITextPosition { get }`
  open var start: UITextPosition { fatalError() }

  /// /documentation/uikit/uitextrange/end — `@MainActor var end: UITextPosition { get }` (not in
  /// the docs corpus; read from the mirror, documentation/UIKit/uitextrange/end.md)
  open var end: UITextPosition { fatalError() }

  /// Whether the range is empty, `var isEmpty: Bool { get }` (linked from
  /// /documentation/uikit/uitextinput/selectedtextrange as /documentation/uikit/uitextrange/isempty).
  open var isEmpty: Bool { fatalError() }
}

/// /documentation/uikit/uireturnkeytype — `enum UIReturnKeyType`. The page lists default, go,
/// google, join, next, route and (cut off in the corpus) more; the rest, in this order, are read
/// from the Averyy/apple-dev-docs mirror: documentation/UIKit/uireturnkeytype/emergencycall.md
/// (`case emergencyCall`) and continue.md (``case `continue` ``, iOS 9), whose See Also lists
/// search, send, yahoo and done. Raw values follow the cases' order, for equality only.
public enum UIReturnKeyType: Int, Sendable {
  /// /documentation/uikit/uireturnkeytype/default
  case `default`
  /// /documentation/uikit/uireturnkeytype/go
  case go
  /// /documentation/uikit/uireturnkeytype/google
  case google
  /// /documentation/uikit/uireturnkeytype/join
  case join
  /// /documentation/uikit/uireturnkeytype/next
  case next
  /// /documentation/uikit/uireturnkeytype/route
  case route
  /// /documentation/uikit/uireturnkeytype/search (mirror's See Also, above)
  case search
  /// /documentation/uikit/uireturnkeytype/send (mirror's See Also, above)
  case send
  /// /documentation/uikit/uireturnkeytype/yahoo (mirror's See Also, above)
  case yahoo
  /// /documentation/uikit/uireturnkeytype/done (mirror's See Also, above)
  case done
  /// /documentation/uikit/uireturnkeytype/emergencycall — `case emergencyCall` (mirror)
  case emergencyCall
  /// /documentation/uikit/uireturnkeytype/continue — ``case `continue` `` (mirror, iOS 9)
  case `continue`
}
