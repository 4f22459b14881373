import Foundation
import InputKitExpression
import InputKitShared

/// How a keyboard's return key looks and whether it can be pressed, from the field's
/// `returnKeyType` and `enablesReturnKeyAutomatically`, as with the system keyboard.
///
/// Only a key whose action is `.return` follows the field; an evaluate key (`=`) keeps its own
/// title and is always enabled.
package struct ReturnKeyConfiguration: Hashable, Sendable {
  package var kind: ReturnKeyKind
  /// Whether the return key is disabled while the field has no text.
  package var enablesAutomatically: Bool

  package init(kind: ReturnKeyKind = .default, enablesAutomatically: Bool = false) {
    self.kind = kind
    self.enablesAutomatically = enablesAutomatically
  }

  /// Whether `key` is the return key this configuration applies to.
  package static func applies(to key: Key) -> Bool {
    key.action == .return
  }

  /// The title `key` shows in `language`: the kind's localised word, else the key's own title.
  package func title(for key: Key, in language: InterfaceLanguage) -> String {
    guard Self.applies(to: key), kind != .default else { return key.title }
    return LocalizedStrings(table: "ReturnKey", language: language).string(kind.rawValue)
  }

  /// The title `key` shows: the return key's word, the decimal key the locale's separator,
  /// and every other key its own title.
  package func title(for key: Key, in language: InterfaceLanguage, locale: Locale) -> String {
    Self.applies(to: key) ? title(for: key, in: language) : key.displayedTitle(locale: locale)
  }

  /// What VoiceOver reads for `key`: the kind's word when the key shows one, else its own label.
  package func accessibilityLabel(for key: Key, in language: InterfaceLanguage) -> String {
    guard Self.applies(to: key), kind != .default else {
      return key.localizedAccessibilityLabel(in: language)
    }
    return title(for: key, in: language)
  }

  /// The language of `accessibilityLabel(for:in:)`: `language` for the kind's word, else the
  /// key's own (`nil` for the app's).
  package func accessibilityLanguage(for key: Key, in language: InterfaceLanguage) -> String? {
    guard Self.applies(to: key), kind != .default else {
      return key.accessibilityLanguage(in: language)
    }
    return language.rawValue
  }

  /// Whether `key` can be pressed: not a self-enabling return key while the text is empty.
  package func isEnabled(_ key: Key, forText text: String) -> Bool {
    !(Self.applies(to: key) && enablesAutomatically && text.isEmpty)
  }
}
