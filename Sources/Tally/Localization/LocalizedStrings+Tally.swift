import Foundation
import InputKitCore

extension LocalizedStrings {
  /// `table` in `language` from the tally's own strings (`Items`, `Prompt`, `Demo`).
  public static func tally(_ table: String, language: InterfaceLanguage) -> LocalizedStrings {
    LocalizedStrings(table: table, language: language, bundle: .module)
  }
}
