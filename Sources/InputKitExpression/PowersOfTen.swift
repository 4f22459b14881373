/// Powers of ten for scaling mantissas, as constant tables: a `static let` array would be
/// reached through a lazy-initialisation check on every access.
enum PowersOfTen {
  /// 10^exponent for 0 ≤ exponent ≤ 19, every power that fits in `UInt64`.
  @inline(__always)
  static func small(_ exponent: Int) -> UInt64 {
    switch exponent {
    case 0: return 1
    case 1: return 10
    case 2: return 100
    case 3: return 1000
    case 4: return 10000
    case 5: return 100000
    case 6: return 1000000
    case 7: return 10000000
    case 8: return 100000000
    case 9: return 1000000000
    case 10: return 10000000000
    case 11: return 100000000000
    case 12: return 1000000000000
    case 13: return 10000000000000
    case 14: return 100000000000000
    case 15: return 1000000000000000
    case 16: return 10000000000000000
    case 17: return 100000000000000000
    case 18: return 1000000000000000000
    default: return 10000000000000000000
    }
  }

  /// The number of decimal digits of `value` (1 for zero), from a table: `small(_:)`'s switch
  /// compiles to an indirect jump that varied digit counts mispredict.
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
