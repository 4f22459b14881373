/// Bounds that keep evaluation fast and safe on hostile input: a pasted megabyte or ten
/// thousand `(` get a clear error instead of unbounded work.
public struct ExpressionLimits: Hashable, Sendable {
  /// The longest accepted input, in UTF-8 bytes (for calculator text, bytes and characters
  /// differ only for `× ÷ −`, which take two or three bytes).
  public var maximumLength: Int
  /// The deepest accepted nesting of parentheses.
  public var maximumDepth: Int

  /// Creates limits.
  public init(maximumLength: Int, maximumDepth: Int) {
    self.maximumLength = maximumLength
    self.maximumDepth = maximumDepth
  }

  /// 100,000 bytes and 256 levels of parentheses: far beyond anything typed on a calculator
  /// keyboard, small enough that even the worst case evaluates in milliseconds.
  public static let `default` = ExpressionLimits(maximumLength: 100_000, maximumDepth: 256)
}
