/// Bounds that keep evaluation fast and safe on hostile input: a pasted megabyte or ten
/// thousand `(` get a clear error instead of unbounded work.
package struct ExpressionLimits: Hashable, Sendable {
  /// The longest accepted input, in UTF-8 bytes (for calculator text, bytes and characters
  /// differ only for `× ÷ −`, which take two or three bytes).
  package var maximumLength: Int
  /// The deepest accepted nesting of parentheses.
  var maximumDepth: Int

  /// Creates limits.
  package init(maximumLength: Int, maximumDepth: Int) {
    self.maximumLength = maximumLength
    self.maximumDepth = maximumDepth
  }

  /// The widest numerator or denominator an exact value may have, in bits: 1,024, about 308
  /// decimal digits, so every value from about 10^-308 to 10^308 with a short enough
  /// fraction is held exactly (far beyond `Decimal`'s range). A number or step that would
  /// need more is an error (`overflow`, `tooManyDigits` or `tooPrecise`), never a rounded
  /// value. At this width a step costs at most tens of microseconds.
  static let exactBits = 1_024

  /// 100,000 bytes and 256 levels of parentheses: far beyond anything typed on a calculator
  /// keyboard, small enough that even the worst case evaluates in milliseconds.
  package static let `default` = ExpressionLimits(maximumLength: 100_000, maximumDepth: 256)
}
