extension ValidationRule {
  /// The text must have a length within bounds, counting what a person sees as one character
  /// (an emoji with modifiers is one), not bytes or UTF-16 units.
  ///
  /// - Parameters:
  ///   - min: The fewest characters allowed; 0 by default.
  ///   - max: The most characters allowed, or `nil` for no limit.
  /// - Returns: The rule, with the identifier `length`.
  /// - Throws: ``ValidationRuleError/invalidBounds(lower:upper:)`` when a bound is negative or
  ///   `min` exceeds `max`.
  public static func length(
    min: Int = 0, max: Int? = nil
  ) throws(ValidationRuleError)
    -> ValidationRule
  {
    let upper = max ?? Int.max
    guard min >= 0, upper >= min else {
      throw .invalidBounds(lower: String(min), upper: max.map { String($0) } ?? "∞")
    }
    return ValidationRule(id: "length") { text in
      // Counts one past `upper` at most: a pasted megabyte costs only the maximum.
      let count = text.prefix(upper == .max ? upper : upper + 1).count
      if count < min {
        return .localized(table: messageTable, key: "length.tooShort", arguments: ["min": "\(min)"])
      }
      if count > upper {
        return .localized(
          table: messageTable, key: "length.tooLong", arguments: ["max": "\(upper)"])
      }
      return nil
    }
  }
}
