/// One token of an expression, with its place in the input as UTF-8 byte offsets.
struct ExpressionToken: Sendable {
  /// What the token is.
  enum Kind: Sendable {
    case number(ExactNumber)
    case plus
    case minus
    case times
    case divide
    case percent
    case open
    case close
    case end
    /// Text that is not a token; the tokenizer reports it instead of guessing.
    case invalid(ExpressionError.Kind)
  }

  var kind: Kind
  /// Offset of the token's first byte.
  var start: Int
  /// Offset just past the token's last byte.
  var end: Int
}
