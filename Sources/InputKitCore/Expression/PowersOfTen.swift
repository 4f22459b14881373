/// Powers of ten for scaling mantissas, computed once. Immutable, so sharing them is safe.
enum PowersOfTen {
  /// 10^0 … 10^19, every power that fits in `UInt64`.
  static let small: [UInt64] = (0...19).map { exponent in
    var value: UInt64 = 1
    for _ in 0..<exponent { value &*= 10 }
    return value
  }

  /// 10^0 … 10^77, every power that fits in 256 bits.
  static let wide: [Magnitude256] = {
    var powers = [Magnitude256(w0: 1)]
    for _ in 1...77 {
      // 10^77 < 2^256, so none of these products overflows.
      powers.append(powers[powers.count - 1].multiplied(by: 10) ?? .zero)
    }
    return powers
  }()

  /// The number of decimal digits of `value` (1 for zero).
  static func digitCount(_ value: Magnitude256) -> Int {
    // log10(2) ≈ 0.30103, so this estimate is the digit count or one less.
    let estimate = (value.bitWidth * 1233) >> 12
    return value < wide[min(estimate, 77)] ? max(estimate, 1) : estimate + 1
  }

  /// The number of decimal digits of `value` (1 for zero).
  static func digitCount(_ value: UInt64) -> Int {
    let estimate = ((64 - value.leadingZeroBitCount) * 1233) >> 12
    return value < small[estimate] ? max(estimate, 1) : estimate + 1
  }
}
