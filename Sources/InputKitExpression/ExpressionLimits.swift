/// Bounds that keep evaluation fast and safe on hostile input: a pasted megabyte or ten
/// thousand `(` get a clear error instead of unbounded work.
package struct ExpressionLimits: Hashable, Sendable {
  /// In UTF-8 bytes.
  package var maximumLength: Int
  var maximumDepth: Int

  package init(maximumLength: Int, maximumDepth: Int) {
    self.maximumLength = maximumLength
    self.maximumDepth = maximumDepth
  }

  /// The widest numerator or denominator an exact value may have, in bits: about 308 decimal
  /// digits, far beyond `Decimal`'s range, and a step costs at most tens of microseconds.
  static let exactBits = 1_024

  /// Far beyond anything typed on a calculator, small enough that the worst case takes
  /// milliseconds.
  package static let `default` = ExpressionLimits(maximumLength: 100_000, maximumDepth: 256)
}
