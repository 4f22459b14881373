/// What the token the tokenizer has just read is; its place and value are read from the
/// tokenizer, so that each step returns one byte.
enum ExpressionTokenKind: UInt8, Sendable {
  case number, plus, minus, times, divide, percent, open, close, end
  /// Text that is not a token; `ExpressionTokenizer.invalidKind` says why.
  case invalid
}
