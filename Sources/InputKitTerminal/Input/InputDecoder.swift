/// Turns the bytes a raw-mode terminal sends into key, mouse and paste events.
///
/// Input arrives in arbitrary pieces, so an unfinished tail is kept until the rest arrives. A lone
/// Escape is held back (``hasIncompleteSequence``) until the caller calls ``flush()``, at once or
/// after a short timeout. Printable UTF-8, control keys, arrows and function keys with modifiers,
/// SGR mouse reports and bracketed paste are recognised; other sequences are skipped whole.
public struct InputDecoder: Sendable {
  /// A paste longer than this many bytes is delivered in several `paste` events of at most
  /// this size (split between characters), so a runaway paste cannot grow memory unbounded.
  public static let maximumPasteChunk = 1 << 20

  /// The longest control sequence accepted; longer ones are malformed input.
  static let maximumSequenceLength = 64

  private(set) var pending: [UInt8] = []
  private var paste: [UInt8]?
  /// Whether the open paste has already been delivered in part by a `flush()` (its end marker
  /// was late), and how many bytes it has taken since; see `flush()`.
  private var pasteOverdueBytes: Int?

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes are held back waiting for the rest of an escape sequence, a character or
  /// a bracketed paste, so that the caller should call `flush()` if nothing more arrives
  /// soon. A paste counts: were it to wait for an end marker that never comes, it would
  /// swallow all further input, Ctrl-C included.
  public var hasIncompleteSequence: Bool {
    paste != nil || !pending.isEmpty
  }

  /// Whether a bracketed paste has started and its end marker has not arrived yet: every
  /// byte that comes meanwhile is pasted text, whatever it looks like, so the caller should
  /// wait long for more (a paste over a slow link pauses) before calling `flush()`.
  public var isInsidePaste: Bool { paste != nil }

  /// Decodes `bytes`, the next piece of input, into the events it completes.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalEvent] {
    let bytes = Array(bytes)
    if pasteOverdueBytes != nil, bytes == [0x1B] || bytes == [0x03] {
      // A lone Escape or Ctrl-C read on its own while an overdue paste is open is the user
      // getting out of a paste whose end marker never came.
      endPaste()
    }
    pending.append(contentsOf: bytes)
    return process(atEndOfInput: false)
  }

  /// Decodes what is held back as if no more bytes will follow: a lone Escape is the Escape key,
  /// Escape and a character an Alt press, an unfinished UTF-8 character U+FFFD. A begun control
  /// sequence stays held.
  ///
  /// A paste stays open after a flush, so a paused paste never turns into key presses; it ends
  /// early on an Escape or Ctrl-C read alone, or after ``maximumPasteChunk`` bytes without an end
  /// marker.
  public mutating func flush() -> [TerminalEvent] {
    process(atEndOfInput: true)
  }

  private mutating func endPaste() {
    paste = nil
    pasteOverdueBytes = nil
  }

  private mutating func process(atEndOfInput: Bool) -> [TerminalEvent] {
    var events: [TerminalEvent] = []
    var text = String.UnicodeScalarView()
    var index = 0
    func endText() {
      guard !text.isEmpty else { return }
      for character in String(text) {
        events.append(.key(KeyPress(.character(character))))
      }
      text.removeAll()
    }
    // An open paste with nothing pending still has to be delivered by a flush.
    decoding: while index < pending.count || (atEndOfInput && paste != nil) {
      if paste != nil {
        endText()
        index = consumePaste(from: index, into: &events)
        guard let unfinished = paste else { continue }
        if let overdue = pasteOverdueBytes, overdue > Self.maximumPasteChunk {
          if !unfinished.isEmpty { events.append(.paste(Self.pastedText(unfinished))) }
          endPaste()
          continue
        }
        guard atEndOfInput else { break decoding }
        if !unfinished.isEmpty { events.append(.paste(Self.pastedText(unfinished))) }
        paste = []
        pasteOverdueBytes = pasteOverdueBytes ?? 0
        // A tail that may begin the end marker stays pending for the next read.
        break decoding
      }
      switch parse(at: index, atEndOfInput: atEndOfInput) {
      case .incomplete:
        break decoding
      case .scalar(let scalar, let length):
        text.append(scalar)
        index += length
      case .event(let event, let length):
        endText()
        if let event { events.append(event) }
        index += length
      case .pasteStart(let length):
        endText()
        paste = []
        index += length
      }
    }
    endText()
    pending.removeFirst(index)
    return events
  }

  /// Moves paste bytes from `pending[start...]` into the paste until its end marker; emits
  /// the paste when the marker is found, or a chunk when the paste grows too long. Returns
  /// the index of the first byte not consumed.
  private mutating func consumePaste(from start: Int, into events: inout [TerminalEvent]) -> Int {
    let marker = Self.pasteEndMarker
    if let end = Self.firstIndex(of: marker, in: pending, from: start) {
      paste?.append(contentsOf: pending[start..<end])
      let bytes = paste ?? []
      // An overdue paste delivered up to here has nothing left to deliver.
      if !(bytes.isEmpty && pasteOverdueBytes != nil) {
        events.append(.paste(Self.pastedText(bytes)))
      }
      endPaste()
      return end + marker.count
    }
    // Keep back a tail that may be the start of the end marker.
    var keep = min(marker.count - 1, pending.count - start)
    while keep > 0 && !pending[(pending.count - keep)...].elementsEqual(marker.prefix(keep)) {
      keep -= 1
    }
    let end = pending.count - keep
    paste?.append(contentsOf: pending[start..<end])
    if let overdue = pasteOverdueBytes { pasteOverdueBytes = overdue + (end - start) }
    while let bytes = paste, bytes.count > Self.maximumPasteChunk {
      var cut = Self.maximumPasteChunk
      // Back up to the start of a UTF-8 character so that no character is split.
      while cut > 0 && bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
      if cut == 0 { cut = Self.maximumPasteChunk }
      events.append(.paste(Self.pastedText(bytes[..<cut])))
      paste = Array(bytes[cut...])
    }
    return end
  }

  private static let pasteEndMarker: [UInt8] = Array("\u{1B}[201~".utf8)

  private static func firstIndex(of marker: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard bytes.count - start >= marker.count else { return nil }
    var index = start
    let last = bytes.count - marker.count
    while index <= last {
      if bytes[index] == marker[0] && bytes[index..<index + marker.count].elementsEqual(marker) {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The pasted bytes as text, invalid UTF-8 shown as U+FFFD and CR-LF or CR line breaks
  /// turned into LF.
  private static func pastedText(_ bytes: some Collection<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
      .replacingCRLF()
  }
}

extension String {
  fileprivate func replacingCRLF() -> String {
    guard contains(where: { $0 == "\r" || $0 == "\r\n" }) else { return self }
    var result = ""
    result.reserveCapacity(utf8.count)
    for character in self {
      result.append(character == "\r" || character == "\r\n" ? "\n" : character)
    }
    return result
  }
}
