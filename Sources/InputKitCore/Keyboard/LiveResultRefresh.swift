/// When a keyboard brings its live result and return key up to date with the field's text.
///
/// A key press refreshes them itself once it has been carried out, with the preview it already
/// computed (`KeyPressProcessor.preview(after:fieldText:)`); the text-did-change notification the
/// press causes arrives while the press is being carried out and needs no refresh of its own.
/// A change from elsewhere (a paste, a hardware keyboard, dictation, undo) is refreshed when it
/// arrives, unless the text is what is shown already.
public struct LiveResultRefresh: Hashable, Sendable {
  /// The text the live result and the return key were last brought up to date with, if any.
  public private(set) var shownText: String?
  /// Whether a key press is being carried out.
  public private(set) var isCarryingOutPress = false

  /// Nothing shown yet.
  public init() {}

  /// A key press starts changing the field.
  public mutating func pressBegan() {
    isCarryingOutPress = true
  }

  /// The key press has been carried out; the keyboard refreshes for the text now in the field.
  public mutating func pressEnded() {
    isCarryingOutPress = false
  }

  /// Whether the field's text changing to `text` (UIKit's text-did-change) calls for a refresh.
  public func needsRefresh(afterTextChangeTo text: String) -> Bool {
    !isCarryingOutPress && text != shownText
  }

  /// The live result and the return key now show `text`.
  public mutating func refreshed(for text: String) {
    shownText = text
  }
}
