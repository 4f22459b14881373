import InputKitExpression
import InputKitShared

/// How a formatted result is shown next to the expression it came from: `= 15`, the line the
/// live-result bar, the example app's list and the terminal demo's list all draw, so that the
/// three cannot drift apart.
package struct ResultLine: Hashable, Sendable {
  /// The formatted value, as `ResultFormatter` or `KeyPressResult.preview` wrote it.
  package var value: String

  /// The line for `value`.
  package init(value: String) {
    self.value = value
  }

  /// The text to draw: `= 15`.
  package var text: String { "= " + value }

  /// `text` as an isolated left-to-right run (between U+2066 LEFT-TO-RIGHT ISOLATE and U+2069
  /// POP DIRECTIONAL ISOLATE), for a label in a right-to-left interface: a line of only numbers
  /// and signs has no direction of its own and would otherwise read `15 =`.
  package var leftToRightText: String { "\u{2066}" + text + "\u{2069}" }

  /// What VoiceOver says for the line in `language` ("equals 15"): the `=` sign alone is read
  /// inconsistently, so the word is spelt out as on the keyboard's `=` key. It is read when
  /// VoiceOver moves onto the line, never announced as the line changes: one announcement per
  /// key would talk over the key VoiceOver reads as it types.
  package func spokenLabel(in language: InterfaceLanguage = .current) -> String {
    LocalizedStrings(table: "Keyboard", language: language).string("result", ["value": value])
  }
}
