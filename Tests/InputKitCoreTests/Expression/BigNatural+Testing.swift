import InputKitTestSupport

extension BigNatural: CustomStringConvertible {
  /// The decimal digits.
  var description: String {
    guard let last = limbs.last else { return "0" }
    var text = String(last)
    for limb in limbs.dropLast().reversed() {
      let digits = String(limb)
      text += String(repeating: "0", count: 9 - digits.count) + digits
    }
    return text
  }

  /// `self + other`.
  func adding(_ other: BigNatural) -> BigNatural {
    var result: [UInt64] = []
    var carry: UInt64 = 0
    for index in 0..<max(limbs.count, other.limbs.count) {
      let sum =
        (index < limbs.count ? limbs[index] : 0)
        + (index < other.limbs.count ? other.limbs[index] : 0) + carry
      result.append(sum % Self.base)
      carry = sum / Self.base
    }
    if carry > 0 { result.append(carry) }
    return BigNatural(limbs: result)
  }

  /// A random number of up to `digits` decimal digits.
  static func random(digits: Int, using generator: inout SeededGenerator) -> BigNatural {
    let text = (0..<max(digits, 1)).map { _ in
      String(UInt8.random(in: 0...9, using: &generator))
    }.joined()
    return BigNatural(Substring(text))!
  }
}
