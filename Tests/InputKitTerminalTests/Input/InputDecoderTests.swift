import Testing

@testable import InputKitTerminal

/// One row of the decoding table: bytes in, events out.
struct DecodingCase: CustomTestStringConvertible, Sendable {
  var name: String
  var bytes: [UInt8]
  var events: [TerminalEvent]

  init(_ name: String, _ input: String, _ events: [TerminalEvent]) {
    self.init(name, Array(input.utf8), events)
  }

  init(_ name: String, _ bytes: [UInt8], _ events: [TerminalEvent]) {
    self.name = name
    self.bytes = bytes
    self.events = events
  }

  var testDescription: String { name }
}

private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> TerminalEvent {
  .key(KeyPress(key, modifiers: modifiers))
}

private func characters(_ text: String) -> [TerminalEvent] {
  text.map { key(.character($0)) }
}

private func mouse(
  _ kind: MouseEvent.Kind, _ column: Int, _ row: Int, _ modifiers: KeyModifiers = []
)
  -> TerminalEvent
{
  .mouse(MouseEvent(kind, at: CellPoint(column: column, row: row), modifiers: modifiers))
}

private let decodingTable: [DecodingCase] = [
  DecodingCase("printable ASCII", "12+3", characters("12+3")),
  DecodingCase("the keyboard's signs in UTF-8", "7×8÷2−1", characters("7×8÷2−1")),
  DecodingCase("Cyrillic, kana and an emoji", "жあ😀", characters("жあ😀")),
  DecodingCase("Enter as CR and as LF", "\r\n", [key(.enter), key(.enter)]),
  DecodingCase("Backspace as DEL and as BS", "\u{7F}\u{8}", [key(.backspace), key(.backspace)]),
  DecodingCase("Tab and Shift-Tab", "\t\u{1B}[Z", [key(.tab), key(.backTab)]),
  DecodingCase("Ctrl-C and Ctrl-D", "\u{3}\u{4}", [key(.control("c")), key(.control("d"))]),
  DecodingCase("Escape alone", "\u{1B}", [key(.escape)]),
  DecodingCase("two Escapes", "\u{1B}\u{1B}", [key(.escape), key(.escape)]),
  DecodingCase("Alt with a letter", "\u{1B}x", [key(.character("x"), .alt)]),
  DecodingCase("Alt with Backspace", "\u{1B}\u{7F}", [key(.backspace, .alt)]),
  DecodingCase(
    "CSI arrows", "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D",
    [key(.up), key(.down), key(.right), key(.left)]),
  DecodingCase(
    "SS3 arrows", "\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD",
    [key(.up), key(.down), key(.right), key(.left)]),
  DecodingCase(
    "Home and End in every form",
    "\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~",
    [key(.home), key(.end), key(.home), key(.end), key(.home), key(.end), key(.home), key(.end)]),
  DecodingCase(
    "Insert, Delete, Page Up and Page Down", "\u{1B}[2~\u{1B}[3~\u{1B}[5~\u{1B}[6~",
    [key(.insert), key(.delete), key(.pageUp), key(.pageDown)]),
  DecodingCase(
    "function keys", "\u{1B}OP\u{1B}[15~\u{1B}[24~\u{1B}[1;2S",
    [key(.function(1)), key(.function(5)), key(.function(12)), key(.function(4), .shift)]),
  DecodingCase(
    "arrows with modifiers", "\u{1B}[1;5C\u{1B}[1;3D\u{1B}[3;2~",
    [key(.right, .control), key(.left, .alt), key(.delete, .shift)]),
  DecodingCase("SGR mouse press", "\u{1B}[<0;10;5M", [mouse(.press(.left), 9, 4)]),
  DecodingCase("SGR mouse release", "\u{1B}[<0;10;5m", [mouse(.release(.left), 9, 4)]),
  DecodingCase(
    "other buttons and modifiers", "\u{1B}[<2;1;1M\u{1B}[<1;3;3M\u{1B}[<16;2;7M",
    [
      mouse(.press(.right), 0, 0), mouse(.press(.middle), 2, 2),
      mouse(.press(.left), 1, 6, .control),
    ]),
  DecodingCase(
    "wheel", "\u{1B}[<64;1;1M\u{1B}[<65;3;4M",
    [mouse(.scroll(.up), 0, 0), mouse(.scroll(.down), 2, 3)]),
  DecodingCase(
    "drag and move", "\u{1B}[<32;5;5M\u{1B}[<35;6;5M",
    [mouse(.drag(.left), 4, 4), mouse(.move, 5, 4)]),
  DecodingCase(
    "a mouse report at column 0 is invalid and skipped", "\u{1B}[<0;0;5Ma", characters("a")),
  DecodingCase(
    "bracketed paste is one event with line breaks normalised",
    "\u{1B}[200~12+3\r\n4×5\r6\u{1B}[201~x", [.paste("12+3\n4×5\n6"), key(.character("x"))]),
  DecodingCase(
    "escape sequences inside a paste are pasted text", "\u{1B}[200~a\u{1B}[Ab\u{3}\u{1B}[201~",
    [.paste("a\u{1B}[Ab\u{3}")]),
  DecodingCase("an empty paste", "\u{1B}[200~\u{1B}[201~", [.paste("")]),
  DecodingCase(
    "unknown sequences are skipped without eating what follows",
    "\u{1B}[?1;2cX\u{1B}[I\u{1B}[99~Y\u{1B}[201~Z\u{1B}O~W", characters("XYZW")),
  DecodingCase(
    "a sequence broken by a control byte gives up that byte as input", "\u{1B}[12\u{3}a",
    [key(.control("c")), key(.character("a"))]),
  DecodingCase("a sequence broken by a new sequence", "\u{1B}[1\u{1B}[A", [key(.up)]),
  DecodingCase("absurdly large parameters are skipped", "\u{1B}[99999999999A1", characters("1")),
  DecodingCase(
    "invalid UTF-8 becomes U+FFFD", [0xFF, 0x61, 0xC0, 0xAF, 0xED, 0xA0, 0x80],
    [
      key(.character("\u{FFFD}")), key(.character("a")), key(.character("\u{FFFD}")),
      key(.character("\u{FFFD}")), key(.character("\u{FFFD}")), key(.character("\u{FFFD}")),
      key(.character("\u{FFFD}")),
    ]),
  DecodingCase(
    "a cut-off UTF-8 character at the end", [0x31, 0xE2, 0x88],
    [
      key(.character("1")), key(.character("\u{FFFD}")),
    ]),
]

@Suite("Input decoder")
struct InputDecoderTests {
  @Test("bytes in one read decode to the expected events", arguments: decodingTable)
  func wholeRead(entry: DecodingCase) {
    var decoder = InputDecoder()
    let events = decoder.decode(entry.bytes) + decoder.flush()
    #expect(events == entry.events)
    #expect(!decoder.hasIncompleteSequence)
  }

  @Test(
    "splitting the bytes into two reads at any boundary gives the same events",
    arguments: decodingTable)
  func splitAtEveryBoundary(entry: DecodingCase) {
    for cut in 1..<max(entry.bytes.count, 1) {
      var decoder = InputDecoder()
      let events =
        decoder.decode(entry.bytes[..<cut]) + decoder.decode(entry.bytes[cut...]) + decoder.flush()
      #expect(events == entry.events, "cut at \(cut)")
    }
  }

  @Test("feeding the bytes one at a time gives the same events", arguments: decodingTable)
  func byteByByte(entry: DecodingCase) {
    var decoder = InputDecoder()
    var events: [TerminalEvent] = []
    for byte in entry.bytes {
      events += decoder.decode([byte])
    }
    events += decoder.flush()
    #expect(events == entry.events)
  }

  @Test("an Escape at the end of a read waits for the caller's flush")
  func escapeWaits() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("1\u{1B}".utf8)) == characters("1"))
    #expect(decoder.hasIncompleteSequence)
    #expect(decoder.flush() == [key(.escape)])
    #expect(!decoder.hasIncompleteSequence)
    #expect(decoder.decode(Array("[A".utf8)) == characters("[A"))
  }

  @Test(
    "a begun sequence waits through any number of flushes for its end, however late",
    arguments: [
      ("\u{1B}[", "A", [key(.up)]), ("\u{1B}O", "P", [key(.function(1))]),
      ("\u{1B}[1;", "5C", [key(.right, .control)]),
      ("\u{1B}[", "200~12+3×4\u{1B}[201~", [.paste("12+3×4")]),
      ("a\u{1B}[<0;1", "0;5M", characters("a") + [mouse(.press(.left), 9, 4)]),
    ] as [(String, String, [TerminalEvent])])
  func begunSequenceWaits(start: String, rest: String, expected: [TerminalEvent]) {
    var decoder = InputDecoder()
    var events = decoder.decode(Array(start.utf8))
    for _ in 0..<3 {
      events += decoder.flush()
      #expect(decoder.hasIncompleteSequence)
    }
    events += decoder.decode(Array(rest.utf8)) + decoder.flush()
    #expect(events == expected)
    #expect(!decoder.hasIncompleteSequence)
  }

  @Test("a begun sequence that never ends gives way to Escape and Ctrl-C, which act as keys")
  func begunSequenceGivesWay() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[".utf8)) + decoder.flush() == [])
    #expect(decoder.decode([0x03]) == [key(.control("c"))])
    #expect(decoder.decode(Array("\u{1B}[12".utf8)) + decoder.flush() == [])
    #expect(decoder.decode([0x1B]) + decoder.flush() == [key(.escape)])
    #expect(!decoder.hasIncompleteSequence)
  }

  @Test("an Escape followed by the rest of a sequence in the next read is that sequence")
  func escapeCompleted() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.decode(Array("[B".utf8)) == [key(.down)])
  }

  @Test("a combining mark typed in the same read joins its base character")
  func graphemeClusters() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("e\u{301}1".utf8)) == characters("e\u{301}1"))
    #expect(characters("e\u{301}1").count == 2)
  }

  @Test("a paste split across reads is one paste once its end marker arrives")
  func pasteAcrossReads() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~12".utf8)) == [])
    #expect(decoder.hasIncompleteSequence)
    #expect(decoder.decode(Array("+3\u{1B}[20".utf8)) == [])
    #expect(decoder.decode(Array("1~q".utf8)) == [.paste("12+3"), key(.character("q"))])
    #expect(!decoder.hasIncompleteSequence)
  }

  @Test(
    "flushing an unfinished paste delivers what arrived, and what comes later is pasted too until the end marker"
  )
  func unfinishedPasteFlushed() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~12+3".utf8)) == [])
    #expect(decoder.hasIncompleteSequence)
    #expect(decoder.flush() == [.paste("12+3")])
    #expect(decoder.isInsidePaste)
    #expect(decoder.decode(Array("x\u{7F}\u{3}\u{1B}[20".utf8)) == [])
    #expect(decoder.flush() == [.paste("x\u{7F}\u{3}")])
    #expect(decoder.decode(Array("1~q".utf8)) == [key(.character("q"))])
    #expect(!decoder.isInsidePaste)
    #expect(!decoder.hasIncompleteSequence)
  }

  @Test(
    "a lone Escape or Ctrl-C read on its own ends an overdue paste and is a key",
    arguments: [(UInt8(0x1B), Key.escape), (UInt8(0x03), Key.control("c"))])
  func overduePasteLeft(byte: UInt8, expected: Key) {
    var decoder = InputDecoder()
    _ = decoder.decode(Array("\u{1B}[200~ab".utf8))
    #expect(decoder.flush() == [.paste("ab")])
    #expect(decoder.decode([byte]) + decoder.flush() == [key(expected)])
    #expect(!decoder.isInsidePaste)
    #expect(decoder.decode(Array("x".utf8)) == [key(.character("x"))])
  }

  @Test("an overdue paste ends when more than a chunk arrives without an end marker")
  func overduePasteBounded() {
    var decoder = InputDecoder()
    _ = decoder.decode(Array("\u{1B}[200~ab".utf8))
    _ = decoder.flush()
    let events = decoder.decode(
      Array(repeating: UInt8(ascii: "7"), count: InputDecoder.maximumPasteChunk + 2))
    #expect(events.count == 2)
    #expect(!decoder.isInsidePaste)
    #expect(decoder.decode(Array("x".utf8)) == [key(.character("x"))])
  }

  @Test("a huge paste arrives whole, in chunks that never split a character")
  func hugePaste() {
    let text = String(repeating: "1×2−", count: 200_000)
    var decoder = InputDecoder()
    var events = decoder.decode(Array("\u{1B}[200~".utf8))
    let body = Array(text.utf8)
    var start = 0
    while start < body.count {
      let end = min(start + 65_536, body.count)
      events += decoder.decode(body[start..<end])
      start = end
    }
    events += decoder.decode(Array("\u{1B}[201~".utf8))
    var pasted = ""
    for event in events {
      guard case .paste(let chunk) = event else {
        Issue.record("unexpected event \(event)")
        continue
      }
      #expect(chunk.utf8.count <= InputDecoder.maximumPasteChunk)
      #expect(!chunk.contains("\u{FFFD}"))
      pasted += chunk
    }
    #expect(events.count > 1)
    #expect(pasted == text)
  }

  @Test("an overlong control sequence is dropped up to the limit and the rest is input")
  func overlongSequence() {
    var decoder = InputDecoder()
    let input = "\u{1B}[" + String(repeating: "1", count: 100) + "A"
    let events = decoder.decode(Array(input.utf8)) + decoder.flush()
    let kept = 100 - (InputDecoder.maximumSequenceLength - 3)
    #expect(events == characters(String(repeating: "1", count: kept) + "A"))
  }
}
