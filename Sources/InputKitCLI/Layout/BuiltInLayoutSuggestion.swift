/// The built-in layout a mistyped name most likely meant.
enum BuiltInLayoutSuggestion {
  /// The name in `names` closest to `typed` ignoring case, when it is close enough to be a
  /// typo: at most a third of its letters (and at least one) edited, or `typed` is a prefix
  /// of it. `nil` when none is.
  static func closest(to typed: String, among names: [String]) -> String? {
    // A name this long is no typo of a built-in's (and keeps this cheap).
    let lowered = Array(typed.lowercased())
    guard !lowered.isEmpty, lowered.count <= 64 else { return nil }
    if let prefixed = names.first(where: { $0.lowercased().hasPrefix(typed.lowercased()) }) {
      return prefixed
    }
    let scored = names.map { name in
      (name: name, distance: editDistance(lowered, Array(name.lowercased())))
    }
    guard let best = scored.min(by: { $0.distance < $1.distance }),
      best.distance <= max(1, best.name.count / 3)
    else { return nil }
    return best.name
  }

  /// Levenshtein distance, O(a × b), on names a few dozen letters long.
  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for (j, y) in b.enumerated() {
        current[j + 1] = Swift.min(
          previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
