/// A test-only exact rational with unbounded integers, to check results against the corpus'
/// `NUMERATOR/DENOMINATOR` values, which go far past 64 bits.
struct BigNatural: Comparable {
  /// Base-10^9 limbs, least significant first, no trailing zero limbs.
  var limbs: [UInt64]

  static let base: UInt64 = 1_000_000_000

  init(limbs: [UInt64]) {
    self.limbs = limbs
    while self.limbs.last == 0 { self.limbs.removeLast() }
  }

  init?(_ text: Substring) {
    guard !text.isEmpty, text.allSatisfy(\.isNumber) else { return nil }
    var limbs: [UInt64] = []
    var end = text.endIndex
    while end > text.startIndex {
      let start = text.index(end, offsetBy: -9, limitedBy: text.startIndex) ?? text.startIndex
      limbs.append(UInt64(text[start..<end])!)
      end = start
    }
    self.init(limbs: limbs)
  }

  var isZero: Bool { limbs.isEmpty }

  func multiplied(by factor: UInt64) -> BigNatural {
    var result: [UInt64] = []
    var carry: UInt64 = 0
    for limb in limbs {
      let product = limb * factor + carry
      result.append(product % Self.base)
      carry = product / Self.base
    }
    while carry > 0 {
      result.append(carry % Self.base)
      carry /= Self.base
    }
    return BigNatural(limbs: result)
  }

  func multiplied(byPowerOfTen exponent: Int) -> BigNatural {
    var result = self
    for _ in 0..<exponent { result = result.multiplied(by: 10) }
    return result
  }

  func multiplied(by other: BigNatural) -> BigNatural {
    var result = [UInt64](repeating: 0, count: limbs.count + other.limbs.count + 1)
    for (i, a) in limbs.enumerated() {
      var carry: UInt64 = 0
      for (j, b) in other.limbs.enumerated() {
        let sum = result[i + j] + a * b + carry
        result[i + j] = sum % Self.base
        carry = sum / Self.base
      }
      var k = i + other.limbs.count
      while carry > 0 {
        let sum = result[k] + carry
        result[k] = sum % Self.base
        carry = sum / Self.base
        k += 1
      }
    }
    return BigNatural(limbs: result)
  }

  func divided(by divisor: UInt64) -> (quotient: BigNatural, remainder: UInt64) {
    var quotient = [UInt64](repeating: 0, count: limbs.count)
    var remainder: UInt64 = 0
    for index in stride(from: limbs.count - 1, through: 0, by: -1) {
      let current = remainder * Self.base + limbs[index]
      quotient[index] = current / divisor
      remainder = current % divisor
    }
    return (BigNatural(limbs: quotient), remainder)
  }

  static func < (lhs: BigNatural, rhs: BigNatural) -> Bool {
    if lhs.limbs.count != rhs.limbs.count { return lhs.limbs.count < rhs.limbs.count }
    for index in stride(from: lhs.limbs.count - 1, through: 0, by: -1)
    where lhs.limbs[index] != rhs.limbs[index] {
      return lhs.limbs[index] < rhs.limbs[index]
    }
    return false
  }
}

/// An exact value `±numerator/denominator` as the corpus writes it.
struct ExactRational {
  var isNegative: Bool
  var numerator: BigNatural
  var denominator: BigNatural

  /// Parses `-123/45` (a denominator of 1 may be written or not).
  init?(_ text: Substring) {
    isNegative = text.hasPrefix("-")
    let body = isNegative ? text.dropFirst() : text
    let parts = body.split(separator: "/")
    guard let numerator = parts.first.flatMap(BigNatural.init) else { return nil }
    self.numerator = numerator
    if parts.count == 2 {
      guard let denominator = BigNatural(parts[1]) else { return nil }
      self.denominator = denominator
    } else {
      self.denominator = BigNatural(limbs: [1])
    }
  }

  /// Whether the decimal expansion is finite (the denominator has no prime factor but 2, 5).
  var terminates: Bool {
    var rest = denominator
    for prime: UInt64 in [2, 5] {
      while true {
        let (quotient, remainder) = rest.divided(by: prime)
        if remainder != 0 { break }
        rest = quotient
      }
    }
    return rest.limbs == [1]
  }

  /// Whether `text` — a formatted result such as `-1234.5`, `0.0012` or `1.5e+20` — is
  /// within `units` halves of a unit of its `significantDigits`-th digit from this value:
  /// with 1, `text` is this value correctly rounded half away from zero.
  func isWithin(halfUnits units: Int, of text: String, significantDigits: Int) -> Bool {
    var body = Substring(text)
    let negative = body.hasPrefix("-")
    if negative { body = body.dropFirst() }
    var exponent = 0
    if let e = body.firstIndex(of: "e") {
      exponent = Int(body[body.index(after: e)...].replacingOccurrences(of: "+", with: ""))!
      body = body[..<e]
    }
    var digits = body
    if let point = body.firstIndex(where: { $0 == "." || $0 == "," }) {
      exponent -= body.distance(from: point, to: body.endIndex) - 1
      digits = body[..<point] + body[body.index(after: point)...]
    }
    guard var value = BigNatural(digits) else { return false }
    // Measure in units of the 16th significant digit even when trailing zeros were trimmed.
    let significant = String(digits.drop { $0 == "0" }).count
    if significant < significantDigits {
      value = value.multiplied(byPowerOfTen: significantDigits - significant)
      exponent -= significantDigits - significant
    }
    if value.isZero || numerator.isZero { return value.isZero && numerator.isZero }
    guard negative == isNegative else { return false }
    // Compare 2·|N|·10^(-e) with (2r ± units)·D·10^(e), keeping both sides integers.
    let lhs = numerator.multiplied(by: 2).multiplied(byPowerOfTen: max(-exponent, 0))
    let scale = denominator.multiplied(byPowerOfTen: max(exponent, 0))
    let twice = value.multiplied(by: 2)
    let lowFactor = twice.limbs.isEmpty ? twice : subtract(twice, UInt64(units))
    let low = lowFactor.multiplied(by: scale)
    let high = add(twice, UInt64(units)).multiplied(by: scale)
    return low <= lhs && lhs < high
  }

  private func add(_ value: BigNatural, _ small: UInt64) -> BigNatural {
    var limbs = value.limbs
    var carry = small
    var index = 0
    while carry > 0 {
      if index == limbs.count { limbs.append(0) }
      let sum = limbs[index] + carry
      limbs[index] = sum % BigNatural.base
      carry = sum / BigNatural.base
      index += 1
    }
    return BigNatural(limbs: limbs)
  }

  private func subtract(_ value: BigNatural, _ small: UInt64) -> BigNatural {
    var limbs = value.limbs
    var borrow = small
    var index = 0
    while borrow > 0 && index < limbs.count {
      if limbs[index] >= borrow {
        limbs[index] -= borrow
        borrow = 0
      } else {
        limbs[index] = limbs[index] + BigNatural.base - borrow
        borrow = 1
      }
      index += 1
    }
    return BigNatural(limbs: limbs)
  }
}
