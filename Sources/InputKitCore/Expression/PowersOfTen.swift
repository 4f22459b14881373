/// Powers of ten for scaling mantissas, as constant tables: a `static let` array would be
/// reached through a lazy-initialisation check on every access, measurable in the hot path.
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

  /// 10^exponent for 0 ≤ exponent ≤ 77, every power that fits in 256 bits.
  static func wide(_ exponent: Int) -> Magnitude256 {
    if exponent <= 19 { return Magnitude256(w0: small(exponent)) }
    switch exponent {
    case 20: return Magnitude256(w0: 0x6bc75e2d63100000, w1: 0x5, w2: 0x0, w3: 0x0)
    case 21: return Magnitude256(w0: 0x35c9adc5dea00000, w1: 0x36, w2: 0x0, w3: 0x0)
    case 22: return Magnitude256(w0: 0x19e0c9bab2400000, w1: 0x21e, w2: 0x0, w3: 0x0)
    case 23: return Magnitude256(w0: 0x2c7e14af6800000, w1: 0x152d, w2: 0x0, w3: 0x0)
    case 24: return Magnitude256(w0: 0x1bcecceda1000000, w1: 0xd3c2, w2: 0x0, w3: 0x0)
    case 25: return Magnitude256(w0: 0x161401484a000000, w1: 0x84595, w2: 0x0, w3: 0x0)
    case 26: return Magnitude256(w0: 0xdcc80cd2e4000000, w1: 0x52b7d2, w2: 0x0, w3: 0x0)
    case 27: return Magnitude256(w0: 0x9fd0803ce8000000, w1: 0x33b2e3c, w2: 0x0, w3: 0x0)
    case 28: return Magnitude256(w0: 0x3e25026110000000, w1: 0x204fce5e, w2: 0x0, w3: 0x0)
    case 29: return Magnitude256(w0: 0x6d7217caa0000000, w1: 0x1431e0fae, w2: 0x0, w3: 0x0)
    case 30: return Magnitude256(w0: 0x4674edea40000000, w1: 0xc9f2c9cd0, w2: 0x0, w3: 0x0)
    case 31: return Magnitude256(w0: 0xc0914b2680000000, w1: 0x7e37be2022, w2: 0x0, w3: 0x0)
    case 32: return Magnitude256(w0: 0x85acef8100000000, w1: 0x4ee2d6d415b, w2: 0x0, w3: 0x0)
    case 33: return Magnitude256(w0: 0x38c15b0a00000000, w1: 0x314dc6448d93, w2: 0x0, w3: 0x0)
    case 34: return Magnitude256(w0: 0x378d8e6400000000, w1: 0x1ed09bead87c0, w2: 0x0, w3: 0x0)
    case 35: return Magnitude256(w0: 0x2b878fe800000000, w1: 0x13426172c74d82, w2: 0x0, w3: 0x0)
    case 36: return Magnitude256(w0: 0xb34b9f1000000000, w1: 0xc097ce7bc90715, w2: 0x0, w3: 0x0)
    case 37: return Magnitude256(w0: 0xf436a000000000, w1: 0x785ee10d5da46d9, w2: 0x0, w3: 0x0)
    case 38: return Magnitude256(w0: 0x98a224000000000, w1: 0x4b3b4ca85a86c47a, w2: 0x0, w3: 0x0)
    case 39: return Magnitude256(w0: 0x5f65568000000000, w1: 0xf050fe938943acc4, w2: 0x2, w3: 0x0)
    case 40: return Magnitude256(w0: 0xb9f5610000000000, w1: 0x6329f1c35ca4bfab, w2: 0x1d, w3: 0x0)
    case 41: return Magnitude256(w0: 0x4395ca0000000000, w1: 0xdfa371a19e6f7cb5, w2: 0x125, w3: 0x0)
    case 42: return Magnitude256(w0: 0xa3d9e40000000000, w1: 0xbc627050305adf14, w2: 0xb7a, w3: 0x0)
    case 43:
      return Magnitude256(w0: 0x6682e80000000000, w1: 0x5bd86321e38cb6ce, w2: 0x72cb, w3: 0x0)
    case 44:
      return Magnitude256(w0: 0x11d100000000000, w1: 0x9673df52e37f2410, w2: 0x47bf1, w3: 0x0)
    case 45:
      return Magnitude256(w0: 0xb22a00000000000, w1: 0xe086b93ce2f768a0, w2: 0x2cd76f, w3: 0x0)
    case 46:
      return Magnitude256(w0: 0x6f5a400000000000, w1: 0xc5433c60ddaa1640, w2: 0x1c06a5e, w3: 0x0)
    case 47:
      return Magnitude256(w0: 0x5986800000000000, w1: 0xb4a05bc8a8a4de84, w2: 0x118427b3, w3: 0x0)
    case 48:
      return Magnitude256(w0: 0x7f41000000000000, w1: 0xe4395d69670b12b, w2: 0xaf298d05, w3: 0x0)
    case 49:
      return Magnitude256(w0: 0xf88a000000000000, w1: 0x8ea3da61e066ebb2, w2: 0x6d79f8232, w3: 0x0)
    case 50:
      return Magnitude256(w0: 0xb564000000000000, w1: 0x926687d2c40534fd, w2: 0x446c3b15f9, w3: 0x0)
    case 51:
      return Magnitude256(
        w0: 0x15e8000000000000, w1: 0xb8014e3ba83411e9, w2: 0x2ac3a4edbbf, w3: 0x0)
    case 52:
      return Magnitude256(
        w0: 0xdb10000000000000, w1: 0x300d0e549208b31a, w2: 0x1aba4714957d, w3: 0x0)
    case 53:
      return Magnitude256(
        w0: 0x8ea0000000000000, w1: 0xe0828f4db456ff0c, w2: 0x10b46c6cdd6e3, w3: 0x0)
    case 54:
      return Magnitude256(
        w0: 0x9240000000000000, w1: 0xc51999090b65f67d, w2: 0xa70c3c40a64e6, w3: 0x0)
    case 55:
      return Magnitude256(
        w0: 0xb680000000000000, w1: 0xb2fffa5a71fba0e7, w2: 0x6867a5a867f103, w3: 0x0)
    case 56:
      return Magnitude256(
        w0: 0x2100000000000000, w1: 0xfdffc78873d4490d, w2: 0x4140c78940f6a24, w3: 0x0)
    case 57:
      return Magnitude256(
        w0: 0x4a00000000000000, w1: 0xebfdcb54864ada83, w2: 0x28c87cb5c89a2571, w3: 0x0)
    case 58:
      return Magnitude256(
        w0: 0xe400000000000000, w1: 0x37e9f14d3eec8920, w2: 0x97d4df19d6057673, w3: 0x1)
    case 59:
      return Magnitude256(
        w0: 0xe800000000000000, w1: 0x2f236d04753d5b48, w2: 0xee50b7025c36a080, w3: 0xf)
    case 60:
      return Magnitude256(
        w0: 0x1000000000000000, w1: 0xd762422c946590d9, w2: 0x4f2726179a224501, w3: 0x9f)
    case 61:
      return Magnitude256(
        w0: 0xa000000000000000, w1: 0x69d695bdcbf7a87a, w2: 0x17877cec0556b212, w3: 0x639)
    case 62:
      return Magnitude256(
        w0: 0x4000000000000000, w1: 0x2261d969f7ac94ca, w2: 0xeb4ae1383562f4b8, w3: 0x3e3a)
    case 63:
      return Magnitude256(
        w0: 0x8000000000000000, w1: 0x57d27e23acbdcfe6, w2: 0x30eccc3215dd8f31, w3: 0x26e4d)
    case 64:
      return Magnitude256(w0: 0x0, w1: 0x6e38ed64bf6a1f01, w2: 0xe93ff9f4daa797ed, w3: 0x184f03)
    case 65:
      return Magnitude256(w0: 0x0, w1: 0x4e3945ef7a25360a, w2: 0x1c7fc3908a8bef46, w3: 0xf31627)
    case 66:
      return Magnitude256(w0: 0x0, w1: 0xe3cbb5ac5741c64, w2: 0x1cfda3a5697758bf, w3: 0x97edd87)
    case 67:
      return Magnitude256(w0: 0x0, w1: 0x8e5f518bb6891be8, w2: 0x21e864761ea97776, w3: 0x5ef4a747)
    case 68:
      return Magnitude256(w0: 0x0, w1: 0x8fb92f75215b1710, w2: 0x5313ec9d329eaaa1, w3: 0x3b58e88c7)
    case 69:
      return Magnitude256(w0: 0x0, w1: 0x9d3bda934d8ee6a0, w2: 0x3ec73e23fa32aa4f, w3: 0x25179157c9)
    case 70:
      return Magnitude256(
        w0: 0x0, w1: 0x245689c107950240, w2: 0x73c86d67c5faa71c, w3: 0x172ebad6ddc)
    case 71:
      return Magnitude256(
        w0: 0x0, w1: 0x6b61618a4bd21680, w2: 0x85d4460dbbca8719, w3: 0xe7d34c64a9c)
    case 72:
      return Magnitude256(
        w0: 0x0, w1: 0x31cdcf66f634e100, w2: 0x3a4abc8955e946fe, w3: 0x90e40fbeea1d)
    case 73:
      return Magnitude256(
        w0: 0x0, w1: 0xf20a1a059e10ca00, w2: 0x46eb5d5d5b1cc5ed, w3: 0x5a8e89d752524)
    case 74:
      return Magnitude256(
        w0: 0x0, w1: 0x746504382ca7e400, w2: 0xc531a5a58f1fbb4b, w3: 0x3899162693736a)
    case 75:
      return Magnitude256(
        w0: 0x0, w1: 0x8bf22a31be8ee800, w2: 0xb3f07877973d50f2, w3: 0x235fadd81c2822b)
    case 76:
      return Magnitude256(
        w0: 0x0, w1: 0x7775a5f171951000, w2: 0x764b4abe8652979, w3: 0x161bcca7119915b5)
    default:
      return Magnitude256(
        w0: 0x0, w1: 0xaa987b6e6fd2a000, w2: 0x49ef0eb713f39ebe, w3: 0xdd15fe86affad912)
    }
  }

  /// The number of decimal digits of `value` (1 for zero).
  static func digitCount(_ value: Magnitude256) -> Int {
    if value.fits64 { return digitCount(value.w0) }
    // log10(2) ≈ 0.30103, so this estimate is the digit count or one less.
    let estimate = (value.bitWidth * 1233) >> 12
    return value < wide(min(estimate, 77)) ? estimate : estimate + 1
  }

  /// The number of decimal digits of `value` (1 for zero).
  @inline(__always)
  static func digitCount(_ value: UInt64) -> Int {
    let estimate = ((64 - value.leadingZeroBitCount) * 1233) >> 12
    return value < small(estimate) ? max(estimate, 1) : estimate + 1
  }
}
