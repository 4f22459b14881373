import Foundation

/// The calculator field's typing rules (SPEC C), as an edit checker.
///
/// - A binary operator replaces the operator(s) right before and after it, except that `−`
///   after `×` or `÷` starts a negative number (`5×−3`). At the start of the text or after
///   `(` only `−` may be typed.
/// - One decimal separator per number; a separator at the start of a number becomes `0.`
///   (with the locale's separator). A lone `.` typed in a comma locale is the decimal key.
/// - No leading zeros: a digit typed after a lone `0` replaces it, a second `0` is refused.
/// - `%` only right after a number or `)`; after `)` or `%` an operator must come next.
/// - `)` only closes an open `(` and only after a number, `)` or `%`.
/// - ASCII `*`, `/`, `-` are written as `×`, `÷`, `−`.
///
/// Deletions are checked too: a deletion that would put two binary operators side by side
/// or two separators in one number is refused (the user can select and retype instead).
/// Whole-text replacements are checked like typing, character by character, so a paste is
/// accepted or refused as a whole — never silently trimmed.
struct ArithmeticInputRule: Sendable {
  /// The locale's decimal separator.
  let separator: Character

  init(locale: Locale) {
    separator = locale.decimalSeparator.flatMap(\.first) ?? "."
  }

  func check(_ edit: Edit, in state: TextEditingState) -> Result<Edit, EditRejection> {
    let text = state.text
    let range = text.clampedUTF16Range(edit.range)
    var left = LeftContext(
      prefix: text[..<text.stringIndex(utf16Offset: range.lowerBound)], separator: separator)
    let suffix = text[text.stringIndex(utf16Offset: range.upperBound)...]
    if edit.replacement.isEmpty {
      if let rejection = deletionRejection(left: left, suffix: suffix) {
        return .failure(rejection)
      }
      return .success(Edit(range: range, replacement: ""))
    }
    let isKeyPress = edit.replacement.count == 1
    for character in edit.replacement {
      if let rejection = insert(character, into: &left, isKeyPress: isKeyPress) {
        return .failure(rejection)
      }
    }
    var upper = range.upperBound
    switch joinRight(left: left, suffix: suffix) {
    case .failure(let rejection): return .failure(rejection)
    case .success(let swallowed): upper += swallowed
    }
    let lower = text.utf16Offset(of: left.prefix.endIndex)
    return .success(Edit(range: lower..<upper, replacement: String(left.output)))
  }

  // MARK: Typing one character

  private func insert(
    _ typed: Character, into left: inout LeftContext, isKeyPress: Bool
  ) -> EditRejection? {
    let character = normalized(typed, isKeyPress: isKeyPress)
    let last = left.last
    switch kind(of: character) {
    case .digit:
      if last == ")" || last == "%" { return EditRejection(.operatorExpected) }
      if left.number.isLoneZero {
        if character == "0" { return EditRejection(.leadingZero) }
        left.removeLast()
      }
      left.append(character, kind: .digit)
    case .separator:
      if last == ")" || last == "%" { return EditRejection(.operatorExpected) }
      if left.number.separators > 0 { return EditRejection(.secondDecimalSeparator) }
      if left.number.length == 0 { left.append("0", kind: .digit) }
      left.append(character, kind: .separator)
    case .binaryOperator:
      let run = left.trailingOperators
      let startsNegative = character == "−" && run.count == 1 && (run[0] == "×" || run[0] == "÷")
      if !startsNegative {
        for _ in run { left.removeLast() }
        let base = left.last
        if (base == nil || base == "(") && character != "−" {
          return EditRejection(.operatorNeedsOperand)
        }
      }
      left.append(character, kind: .binaryOperator)
    case .percent:
      guard let last, kind(of: last) == .digit || kind(of: last) == .separator || last == ")"
      else { return EditRejection(.percentNeedsNumber) }
      left.append(character, kind: .percent)
    case .openParenthesis:
      if let last, kind(of: last) != .binaryOperator, last != "(" {
        return EditRejection(.operatorExpected)
      }
      left.append(character, kind: .openParenthesis)
    case .closeParenthesis:
      guard let last, [.digit, .separator, .closeParenthesis, .percent].contains(kind(of: last)),
        left.openParentheses > 0
      else { return EditRejection(.unbalancedParenthesis) }
      left.append(character, kind: .closeParenthesis)
    case .other:
      return EditRejection(.characterNotAllowed(typed))
    }
    return nil
  }

  private func normalized(_ character: Character, isKeyPress: Bool) -> Character {
    switch character {
    case "*": return "×"
    case "/": return "÷"
    case "-": return "−"
    case "." where isKeyPress: return separator
    default: return character
    }
  }

  // MARK: Where the edit meets the text after it

  /// Checks the join of the edited text with the text after it. Returns how many UTF-16
  /// units of operators after the edit the new operator replaces.
  private func joinRight(left: LeftContext, suffix: Substring) -> Result<Int, EditRejection> {
    guard let first = suffix.first else { return .success(0) }
    let last = left.last
    let firstKind = kind(of: first)
    if let last, kind(of: last) == .binaryOperator, firstKind == .binaryOperator {
      let run = suffix.prefix { kind(of: $0) == .binaryOperator }
      if (last == "×" || last == "÷") && run == "−" { return .success(0) }
      return .success(run.utf16.count)
    }
    if let rejection = numberJoinRejection(left: left, suffix: suffix, checkLeadingZero: true) {
      return .failure(rejection)
    }
    return .success(0)
  }

  private func deletionRejection(left: LeftContext, suffix: Substring) -> EditRejection? {
    guard let first = suffix.first, let last = left.last else { return nil }
    if kind(of: last) == .binaryOperator && kind(of: first) == .binaryOperator {
      let allowed = (last == "×" || last == "÷") && first == "−"
      return allowed ? nil : EditRejection(.adjacentOperators)
    }
    return numberJoinRejection(left: left, suffix: suffix, checkLeadingZero: false)
  }

  private func numberJoinRejection(
    left: LeftContext, suffix: Substring, checkLeadingZero: Bool
  ) -> EditRejection? {
    guard let first = suffix.first else { return nil }
    let firstKind = kind(of: first)
    let last = left.last
    let lastKind = last.map(kind(of:))
    let startsTerm = firstKind == .digit || firstKind == .separator || first == "("
    if (last == ")" || last == "%") && startsTerm { return EditRejection(.operatorExpected) }
    if first == "(" && (lastKind == .digit || lastKind == .separator) {
      return EditRejection(.operatorExpected)
    }
    guard firstKind == .digit || firstKind == .separator else { return nil }
    let right = suffix.prefix { kind(of: $0) == .digit || kind(of: $0) == .separator }
    let rightSeparators = right.reduce(0) { $0 + (kind(of: $1) == .separator ? 1 : 0) }
    if left.number.separators + rightSeparators > 1 {
      return EditRejection(.secondDecimalSeparator)
    }
    if checkLeadingZero {
      let leading: Character?
      let second: Character?
      switch left.number.length {
      case 0: (leading, second) = (right.first, right.dropFirst().first)
      case 1: (leading, second) = (left.number.first, right.first)
      default: (leading, second) = (left.number.first, left.number.second)
      }
      if leading == "0", let second, kind(of: second) == .digit {
        return EditRejection(.leadingZero)
      }
    }
    return nil
  }

  // MARK: Character classes

  enum Kind {
    case digit, separator, binaryOperator, percent, openParenthesis, closeParenthesis, other
  }

  func kind(of character: Character) -> Kind {
    switch character {
    case "0"..."9": return .digit
    case separator: return .separator
    case "+", "−", "×", "÷", "-", "*", "/": return .binaryOperator
    case "%": return .percent
    case "(": return .openParenthesis
    case ")": return .closeParenthesis
    default: return .other
    }
  }

  // MARK: The text left of the caret, as it is being rewritten

  /// The number being typed: just enough to decide separators and leading zeros without
  /// rescanning it for every character of a long paste.
  struct NumberRun {
    var length = 0
    var separators = 0
    var first: Character?
    var second: Character?

    var isLoneZero: Bool { length == 1 && first == "0" }
  }

  /// The text before the edit (`prefix`, which typing can shorten when it replaces an
  /// operator or a lone zero) followed by the characters inserted so far.
  struct LeftContext {
    var prefix: Substring
    var output: [Character] = []
    var number = NumberRun()
    private var knownOpenParentheses: Int?

    init(prefix: Substring, separator: Character) {
      self.prefix = prefix
      number = Self.trailingNumber(of: prefix, separator: separator)
    }

    var last: Character? { output.last ?? prefix.last }

    /// Binary operators at the end, in order.
    var trailingOperators: [Character] {
      var run: [Character] = []
      var outputIndex = output.endIndex
      var prefixIndex = prefix.endIndex
      while true {
        let character: Character
        if outputIndex > output.startIndex {
          character = output[outputIndex - 1]
        } else if prefixIndex > prefix.startIndex {
          character = prefix[prefix.index(before: prefixIndex)]
        } else {
          break
        }
        guard "+−×÷-*/".contains(character) else { break }
        run.insert(character, at: 0)
        if outputIndex > output.startIndex {
          outputIndex -= 1
        } else {
          prefixIndex = prefix.index(before: prefixIndex)
        }
      }
      return run
    }

    /// Unclosed `(` before the insertion point.
    var openParentheses: Int {
      mutating get {
        if let known = knownOpenParentheses { return known }
        var count = 0
        for character in prefix {
          if character == "(" { count += 1 } else if character == ")" { count -= 1 }
        }
        for character in output {
          if character == "(" { count += 1 } else if character == ")" { count -= 1 }
        }
        knownOpenParentheses = count
        return count
      }
    }

    mutating func append(_ character: Character, kind: Kind) {
      output.append(character)
      switch kind {
      case .digit, .separator:
        if number.length == 0 { number.first = character }
        if number.length == 1 { number.second = character }
        number.length += 1
        if kind == .separator { number.separators += 1 }
      default:
        number = NumberRun()
      }
      if character == "(" { knownOpenParentheses = knownOpenParentheses.map { $0 + 1 } }
      if character == ")" { knownOpenParentheses = knownOpenParentheses.map { $0 - 1 } }
    }

    /// Removes the last character; only ever an operator or a lone zero.
    mutating func removeLast() {
      if output.isEmpty {
        prefix = prefix.dropLast()
      } else {
        output.removeLast()
      }
      if number.length > 0 {
        number = NumberRun()
      }
    }

    private static func trailingNumber(of text: Substring, separator: Character) -> NumberRun {
      var run = NumberRun()
      var index = text.endIndex
      while index > text.startIndex {
        let previous = text.index(before: index)
        let character = text[previous]
        let isDigit = ("0"..."9").contains(character)
        let isSeparator = character == separator
        guard isDigit || isSeparator else { break }
        run.second = run.first
        run.first = character
        run.length += 1
        if isSeparator { run.separators += 1 }
        index = previous
      }
      return run
    }
  }
}

extension InputRule {
  /// The calculator field's typing rules for `locale`'s decimal separator; see
  /// `ArithmeticInputRule` for the full list.
  public static func arithmetic(locale: Locale = Locale(identifier: "en_US_POSIX")) -> InputRule {
    let rule = ArithmeticInputRule(locale: locale)
    return InputRule(name: "arithmetic") { edit, state in rule.check(edit, in: state) }
  }
}
