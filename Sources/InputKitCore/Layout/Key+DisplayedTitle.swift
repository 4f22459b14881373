import Foundation

extension Key {
  /// The title a keyboard shows for this key in `locale`: the decimal key (titled `.`, inserting
  /// `.`, which the input rules type as the locale's separator) shows that separator, `,` in
  /// German or Russian, so the key shows what it types; every other key shows its own title.
  func displayedTitle(locale: Locale) -> String {
    guard action == .insert("."), title == "." else { return title }
    return locale.inputDecimalSeparator
  }
}
