import InputKitExpression
import InputKitShared

/// How a formatted result is shown next to its expression, `= 15`, by the live-result bar, the
/// example app and the terminal demo alike.
package struct ResultLine: Hashable, Sendable {
  /// The formatted value, as `ResultFormatter` or `KeyPressResult.preview` wrote it.
  package var value: String

  package init(value: String) {
    self.value = value
  }

  /// The text to draw: `= 15`.
  package var text: String { "= " + value }

  /// `text` as an isolated left-to-right run, which a right-to-left label would otherwise
  /// read `15 =`.
  package var leftToRightText: String { "\u{2066}" + text + "\u{2069}" }

  /// What VoiceOver says for the line in `language` ("equals 15"): the `=` sign alone is read
  /// inconsistently. It is read on focus, never announced, which would talk over typing.
  package func spokenLabel(in language: InterfaceLanguage = .current) -> String {
    LocalizedStrings(table: "Keyboard", language: language).string("result", ["value": value])
  }
}
