/// What the token the tokenizer has just read is. The token's place and, for a number, its
/// value are read from the tokenizer itself, which keeps each step down to a byte-sized
/// result instead of a large token value copied through memory.
enum ExpressionTokenKind: UInt8, Sendable {
  case number
  case plus
  case minus
  case times
  case divide
  case percent
  case open
  case close
  case end
  /// Text that is not a token; `ExpressionTokenizer.invalidKind` says why.
  case invalid
}
