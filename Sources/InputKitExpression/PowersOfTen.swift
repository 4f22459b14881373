/// Powers of ten for scaling mantissas, as a constant tuple the compiler lays out statically: a
/// `static let` array would be reached through a lazy-initialisation check on every access.
enum PowersOfTen {
  /// 10^exponent for 0 ≤ exponent ≤ 19, every power that fits in `UInt64`; 10^19 for any
  /// other exponent.
  @inline(__always)
  static func small(_ exponent: Int) -> UInt64 {
    let index = exponent >= 0 && exponent < 19 ? exponent : 19
    return withUnsafeBytes(of: table) { $0.load(fromByteOffset: index &* 8, as: UInt64.self) }
  }

  /// The number of decimal digits of `value` (1 for zero).
  @inline(__always)
  static func digitCount(_ value: UInt64) -> Int {
    let estimate = ((64 - value.leadingZeroBitCount) * 1233) >> 12
    let power = withUnsafeBytes(of: table) {
      $0.load(fromByteOffset: estimate &* 8, as: UInt64.self)
    }
    return value < power ? max(estimate, 1) : estimate + 1
  }

  /// 10^0 through 10^19.
  private static let table:
    (
      UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
      UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
    ) = (
      1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000, 10000000000,
      100000000000, 1000000000000, 10000000000000, 100000000000000, 1000000000000000,
      10000000000000000, 100000000000000000, 1000000000000000000, 10000000000000000000
    )
}
