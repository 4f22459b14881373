/// How many terminal columns text takes.
///
/// Width is measured per grapheme cluster (a `Character`), the unit a person sees: East Asian
/// wide and fullwidth characters (CJK ideographs, kana, Hangul, fullwidth forms) and emoji
/// take 2 columns, combining marks and other zero-width code points take 0 (they join the
/// character before them), everything else printable takes 1. Control characters take 0;
/// `ScreenBuffer` shows them as U+FFFD rather than sending them to the terminal.
public enum DisplayWidth {
  /// The columns `character` takes: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value >= 0x20 && first.value < 0x7F && scalars.count == 1 { return 1 }
    if isControl(first) { return 0 }
    let properties = first.properties
    if properties.isEmojiPresentation { return 2 }
    if properties.isEmoji && scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    if WideCharacterTable.contains(first.value) { return 2 }
    return isZeroWidth(first) ? 0 : 1
  }

  /// The columns `text` takes: the sum over its characters.
  public static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text {
      total &+= of(character)
    }
    return total
  }

  /// C0 and C1 control codes and DEL: bytes that steer the terminal rather than show.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
  }

  /// Whether `character` contains a control code anywhere (a CR-LF pair is one character).
  static func containsControl(_ character: Character) -> Bool {
    character.unicodeScalars.contains(where: isControl)
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark:
      return true
    case .format:
      // The soft hyphen is a format character that terminals nevertheless draw.
      return scalar.value != 0xAD
    default:
      // Hangul medial vowels and final consonants combine with the initial consonant.
      return (0x1160...0x11FF).contains(scalar.value)
    }
  }
}
