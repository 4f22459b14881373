extension InputDecoder {
  /// What the bytes at one position decode to.
  enum Step {
    /// More bytes are needed to know.
    case incomplete
    /// A printable scalar, collected with its neighbours into grapheme clusters.
    case scalar(Unicode.Scalar, length: Int)
    /// An event, or `nil` for a sequence that is skipped.
    case event(TerminalEvent?, length: Int)
    /// The start of a bracketed paste.
    case pasteStart(length: Int)
  }

  /// Decodes the input that starts at `pending[index]`.
  func parse(at index: Int, atEndOfInput: Bool) -> Step {
    let byte = pending[index]
    switch byte {
    case 0x1B:
      return parseEscape(at: index, atEndOfInput: atEndOfInput)
    case 0x20..<0x7F:
      return .scalar(Unicode.Scalar(byte), length: 1)
    case 0x80...:
      return parseUTF8(at: index, atEndOfInput: atEndOfInput)
    default:
      return .event(Self.controlKey(byte).map { .key(KeyPress($0)) }, length: 1)
    }
  }

  /// The key a C0 control byte or DEL stands for.
  static func controlKey(_ byte: UInt8) -> Key? {
    switch byte {
    case 0x0D, 0x0A: .enter
    case 0x09: .tab
    case 0x7F, 0x08: .backspace
    case 0x00: .control(" ")
    case 0x01...0x1A: .control(Character(Unicode.Scalar(byte + 0x60)))
    case 0x1C...0x1F: .control(Character(Unicode.Scalar(byte + 0x40)))
    default: nil
    }
  }

  // MARK: Escape

  private func parseEscape(at index: Int, atEndOfInput: Bool) -> Step {
    let next = index + 1
    guard next < pending.count else {
      return atEndOfInput ? .event(.key(KeyPress(.escape)), length: 1) : .incomplete
    }
    switch pending[next] {
    case UInt8(ascii: "["):
      return parseCSI(at: index)
    case UInt8(ascii: "O"):
      return parseSS3(at: index)
    case 0x1B:
      return .event(.key(KeyPress(.escape)), length: 1)
    default:
      return withAlt(parse(at: next, atEndOfInput: atEndOfInput))
    }
  }

  /// An Escape prefix followed by a key is that key with Alt.
  private func withAlt(_ step: Step) -> Step {
    switch step {
    case .incomplete:
      return .incomplete
    case .scalar(let scalar, let length):
      return .event(
        .key(KeyPress(.character(Character(scalar)), modifiers: .alt)), length: length + 1)
    case .event(.key(var press)?, let length):
      press.modifiers.insert(.alt)
      return .event(.key(press), length: length + 1)
    case .event(_, let length):
      return .event(nil, length: length + 1)
    case .pasteStart(let length):
      return .pasteStart(length: length + 1)
    }
  }

  /// `ESC O` and a final byte. Once `ESC O` has come, the final byte is waited for however
  /// late it is, as for CSI.
  private func parseSS3(at index: Int) -> Step {
    let finalIndex = index + 2
    guard finalIndex < pending.count else { return .incomplete }
    let final = pending[finalIndex]
    guard (0x40...0x7E).contains(final) else {
      // Not a sequence after all: Alt-O, then the byte on its own.
      return .event(.key(KeyPress(.character("O"), modifiers: .alt)), length: 2)
    }
    return .event(Self.finalKey(final).map { .key(KeyPress($0)) }, length: 3)
  }

  /// Keys whose CSI or SS3 form is identified by the final byte alone.
  private static func finalKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "P"): .function(1)
    case UInt8(ascii: "Q"): .function(2)
    case UInt8(ascii: "R"): .function(3)
    case UInt8(ascii: "S"): .function(4)
    case UInt8(ascii: "Z"): .backTab
    default: nil
    }
  }

  // MARK: CSI

  /// `ESC [`, parameter bytes (0x30–0x3F), intermediate bytes (0x20–0x2F), a final byte
  /// (0x40–0x7E).
  ///
  /// A sequence that has begun is completed by what follows, however late: over a slow link
  /// the rest of a bracketed-paste marker may come long after its `ESC [`, and taking the
  /// fragment for keys would type the marker's `200~`. A byte that cannot continue it (an
  /// Escape, Ctrl-C) ends it, and is decoded itself.
  private func parseCSI(at index: Int) -> Step {
    var cursor = index + 2
    while cursor < pending.count {
      let byte = pending[cursor]
      let length = cursor - index + 1
      if (0x40...0x7E).contains(byte) {
        let body = pending[(index + 2)..<cursor]
        return interpretCSI(parameters: body, final: byte, length: length)
      }
      guard (0x20...0x3F).contains(byte), length < Self.maximumSequenceLength else {
        // Malformed: drop what came before this byte and decode the byte itself afresh.
        return .event(nil, length: cursor - index)
      }
      cursor += 1
    }
    return .incomplete
  }

  private func interpretCSI(parameters: ArraySlice<UInt8>, final: UInt8, length: Int) -> Step {
    if parameters.first == UInt8(ascii: "<") {
      let isRelease = final == UInt8(ascii: "m")
      guard isRelease || final == UInt8(ascii: "M") else { return .event(nil, length: length) }
      return .event(Self.mouseEvent(parameters.dropFirst(), isRelease: isRelease), length: length)
    }
    guard let numbers = Self.numbers(parameters) else { return .event(nil, length: length) }
    let modifiers = numbers.count > 1 ? Self.modifiers(numbers[1]) : []
    if final == UInt8(ascii: "~") {
      let code = numbers.first ?? 0
      if code == 200 { return .pasteStart(length: length) }
      return .event(
        Self.tildeKey(code).map { .key(KeyPress($0, modifiers: modifiers)) }, length: length)
    }
    guard let key = Self.finalKey(final) else { return .event(nil, length: length) }
    let shift: KeyModifiers = key == .backTab ? [] : modifiers
    return .event(.key(KeyPress(key, modifiers: shift)), length: length)
  }

  /// Keys sent as `ESC [ code ~` (VT220 style).
  private static func tildeKey(_ code: Int) -> Key? {
    switch code {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(code - 10)
    case 17...21: .function(code - 11)
    case 23, 24: .function(code - 12)
    default: nil
    }
  }

  /// The modifiers of an xterm modifier parameter: 1 plus a bit set of shift, alt, control
  /// and meta (which terminals send for Alt too).
  private static func modifiers(_ parameter: Int) -> KeyModifiers {
    let bits = max(parameter - 1, 0)
    var result: KeyModifiers = []
    if bits & 1 != 0 { result.insert(.shift) }
    if bits & 2 != 0 || bits & 8 != 0 { result.insert(.alt) }
    if bits & 4 != 0 { result.insert(.control) }
    return result
  }

  /// `b;x;y` of an SGR mouse report: button and flag bits, then the 1-based column and row.
  private static func mouseEvent(
    _ parameters: ArraySlice<UInt8>, isRelease: Bool
  )
    -> TerminalEvent?
  {
    guard let numbers = numbers(parameters), numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1
    else { return nil }
    let code = numbers[0]
    let position = CellPoint(column: numbers[1] - 1, row: numbers[2] - 1)
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let low = code & 3
    let kind: MouseEvent.Kind
    if code & 128 != 0 {
      return nil  // buttons 8–11 (back, forward): nothing here uses them
    } else if code & 64 != 0 {
      guard !isRelease else { return nil }
      kind = .scroll([.up, .down, .left, .right][low])
    } else if code & 32 != 0 {
      kind = low == 3 ? .move : .drag(button(low))
    } else {
      guard low != 3 else { return nil }
      kind = isRelease ? .release(button(low)) : .press(button(low))
    }
    return .mouse(MouseEvent(kind, at: position, modifiers: modifiers))
  }

  private static func button(_ low: Int) -> MouseEvent.Button {
    switch low {
    case 0: .left
    case 1: .middle
    default: .right
    }
  }

  /// Parameters separated by `;`, an empty one counting as 0; `nil` when a parameter is not
  /// a number or too large to mean anything (which also rules out overflow).
  private static func numbers(_ parameters: ArraySlice<UInt8>) -> [Int]? {
    var result: [Int] = []
    var current = 0
    var digits = 0
    for byte in parameters {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        digits += 1
        guard digits <= 6 else { return nil }
        current = current * 10 + Int(byte - UInt8(ascii: "0"))
      case UInt8(ascii: ";"):
        result.append(current)
        current = 0
        digits = 0
      default:
        return nil
      }
    }
    if !parameters.isEmpty { result.append(current) }
    return result
  }

  // MARK: UTF-8

  /// A UTF-8 encoded scalar, or U+FFFD for an invalid or (at the end of input) cut-off one,
  /// consuming the bytes up to where it went wrong.
  private func parseUTF8(at index: Int, atEndOfInput: Bool) -> Step {
    let lead = pending[index]
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF:
      length = 2
      value = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      length = 3
      value = UInt32(lead & 0x0F)
    case 0xF0...0xF4:
      length = 4
      value = UInt32(lead & 0x07)
    default:
      return .scalar(Self.replacement, length: 1)
    }
    for offset in 1..<length {
      let position = index + offset
      guard position < pending.count else {
        return atEndOfInput ? .scalar(Self.replacement, length: offset) : .incomplete
      }
      let byte = pending[position]
      guard Self.isValidContinuation(byte, at: offset, lead: lead) else {
        return .scalar(Self.replacement, length: offset)
      }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    return .scalar(Unicode.Scalar(value) ?? Self.replacement, length: length)
  }

  /// Whether `byte` may follow at `offset` in a sequence led by `lead`, ruling out overlong
  /// forms, surrogates and values above U+10FFFF (RFC 3629's table).
  private static func isValidContinuation(_ byte: UInt8, at offset: Int, lead: UInt8) -> Bool {
    guard offset == 1 else { return byte & 0xC0 == 0x80 }
    switch lead {
    case 0xE0: return (0xA0...0xBF).contains(byte)
    case 0xED: return (0x80...0x9F).contains(byte)
    case 0xF0: return (0x90...0xBF).contains(byte)
    case 0xF4: return (0x80...0x8F).contains(byte)
    default: return byte & 0xC0 == 0x80
    }
  }

  private static let replacement: Unicode.Scalar = "\u{FFFD}"
}
