import Foundation

/// A JSON syntax error: what is wrong and where, as a line and column a person can find in
/// an editor.
@_spi(Tally) public struct JSONSyntaxError: Error, Hashable, Sendable {
  /// What is wrong, such as "the string is not closed with a double quote".
  public var message: String
  /// The line of the problem, counted from 1.
  public var line: Int
  /// The column of the problem in Unicode scalars, counted from 1.
  public var column: Int
}

/// A strict RFC 8259 parser that reports the line and column of the first syntax error.
///
/// Foundation's `JSONDecoder` on Linux reports only "not valid JSON" and quietly keeps one of
/// two members with the same name. Nesting is limited so that no input can exhaust the stack.
@_spi(Tally) public struct JSONParser {
  /// The deepest nesting of arrays and objects accepted; layouts need four levels.
  static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0

  private init(_ data: Data) {
    bytes = Array(data)
  }

  /// Parses one JSON document.
  /// - Parameter data: The document in UTF-8: an optional byte order mark, one value, and
  ///   whitespace around it.
  /// - Returns: The value.
  /// - Throws: ``JSONSyntaxError`` at the first syntax error, with its line and column.
  public static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(data)
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    guard parser.index < parser.bytes.count else {
      throw parser.error("the file is empty, expected a JSON object")
    }
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    if parser.index < parser.bytes.count {
      throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
    }
    return value
  }

  private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
    if bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") {
      guard depth < Self.maximumDepth else {
        throw error("nested more than \(Self.maximumDepth) levels deep")
      }
    }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected \(describeCurrent()), expected a value")
    }
  }

  private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    var seen: Set<String> = []
    skipWhitespace()
    if consume(UInt8(ascii: "}")) { return .object(members) }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("unexpected \(describeCurrent()), expected a member name in double quotes")
      }
      let keyStart = index
      let key = try parseString()
      guard seen.insert(key).inserted else {
        throw error("the member \"\(key)\" appears twice in one object", at: keyStart)
      }
      skipWhitespace()
      guard consume(UInt8(ascii: ":")) else {
        throw error("unexpected \(describeCurrent()), expected ':' after \"\(key)\"")
      }
      skipWhitespace()
      let value = try parseValue(depth: depth)
      members.append((key: key, value: value))
      skipWhitespace()
      if consume(UInt8(ascii: ",")) { continue }
      if consume(UInt8(ascii: "}")) { return .object(members) }
      throw error("unexpected \(describeCurrent()), expected ',' or '}' in an object")
    }
  }

  private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    index += 1
    var values: [JSONValue] = []
    skipWhitespace()
    if consume(UInt8(ascii: "]")) { return .array(values) }
    while true {
      skipWhitespace()
      values.append(try parseValue(depth: depth))
      skipWhitespace()
      if consume(UInt8(ascii: ",")) { continue }
      if consume(UInt8(ascii: "]")) { return .array(values) }
      throw error("unexpected \(describeCurrent()), expected ',' or ']' in an array")
    }
  }

  private mutating func parseLiteral(
    _ word: StaticString, _ value: JSONValue
  ) throws(JSONSyntaxError) -> JSONValue {
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    guard bytes[index...].starts(with: expected) else {
      throw error("unexpected \(describeCurrent()), expected a value")
    }
    index += expected.count
    return value
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    _ = consume(UInt8(ascii: "-"))
    guard index < bytes.count, isDigit(bytes[index]) else {
      throw error("a number needs a digit after '-'")
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) {
        throw error("a number cannot start with 0 followed by more digits")
      }
    } else {
      skipDigits()
    }
    if consume(UInt8(ascii: ".")) {
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw error("a number needs a digit after the decimal point")
      }
      skipDigits()
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw error("a number needs a digit in its exponent")
      }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    // The grammar above only admits text that `Double` parses; out-of-range exponents
    // become ±infinity or ±0, which the layout decoder judges with the field's name.
    return .number(Double(text) ?? .nan, text: text)
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    let opening = index
    index += 1
    var result = ""
    var segmentStart = index
    while true {
      guard index < bytes.count else {
        throw error("the string is not closed with a double quote", at: opening)
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        result += try validatedText(segmentStart..<index)
        index += 1
        return result
      }
      if byte < 0x20 {
        throw error("a control character must be escaped inside a string")
      }
      if byte == UInt8(ascii: "\\") {
        result += try validatedText(segmentStart..<index)
        result.unicodeScalars.append(try parseEscape())
        segmentStart = index
        continue
      }
      index += 1
    }
  }

  private func validatedText(_ range: Range<Int>) throws(JSONSyntaxError) -> String {
    // Not `String(validating:as:)`, which iOS 16's standard library lacks.
    var text = ""
    var decoder = UTF8()
    var input = bytes[range].makeIterator()
    while true {
      switch decoder.decode(&input) {
      case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
      case .emptyInput: return text
      case .error: throw error("the string is not valid UTF-8", at: range.lowerBound)
      }
    }
  }

  private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let escapeStart = index
    index += 1
    guard index < bytes.count else { throw error("unexpected end of file in an escape") }
    let letter = bytes[index]
    index += 1
    switch letter {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let first = try parseHexQuad(escapeStart: escapeStart)
      if (0xD800..<0xDC00).contains(first) {
        guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
          throw error("a high surrogate escape must be followed by a low one", at: escapeStart)
        }
        index += 2
        let second = try parseHexQuad(escapeStart: escapeStart)
        guard (0xDC00..<0xE000).contains(second) else {
          throw error("a high surrogate escape must be followed by a low one", at: escapeStart)
        }
        let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        if let scalar = Unicode.Scalar(combined) { return scalar }
      } else if let scalar = Unicode.Scalar(first) {
        return scalar
      }
      throw error("the escape is not a Unicode scalar (a lone surrogate)", at: escapeStart)
    default:
      throw error("unknown escape in a string", at: escapeStart)
    }
  }

  private mutating func parseHexQuad(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else {
      throw error("'\\u' needs four hexadecimal digits", at: escapeStart)
    }
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = hexValue(bytes[index]) else {
        throw error("'\\u' needs four hexadecimal digits", at: escapeStart)
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private mutating func skipDigits() {
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func consume(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return String(format: "byte 0x%02X", byte)
  }

  /// An error at byte `offset` (by default the current position), with its line and column.
  private func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
    let offset = min(offset ?? index, bytes.count)
    var line = 1
    var lineStart = 0
    for position in 0..<offset where bytes[position] == 0x0A {
      line += 1
      lineStart = position + 1
    }
    // Columns count Unicode scalars, as editors do; continuation bytes are not counted.
    let column = bytes[lineStart..<offset].reduce(1) { count, byte in
      byte & 0xC0 == 0x80 ? count : count + 1
    }
    return JSONSyntaxError(message: message, line: line, column: column)
  }
}
