import Foundation
import InputKitExpression
import InputKitShared

/// The calculator field's typing rules, as an edit checker.
///
/// - An operator replaces the one beside it, except `−` after `×` or `÷` (`5×−3`).
/// - One decimal separator per number; one typed first becomes `0.`.
/// - No leading zeros.
/// - `%` only after a number or `)`; `)` only closes an open `(`.
/// - ASCII `*`, `/`, `-` are written `×`, `÷`, `−`.
///
/// Deletions and pastes are checked too, a paste as a whole.
struct ArithmeticInputRule: Sendable {
  // The rule reads and writes Unicode scalars: every character it accepts is one scalar, and
  // comparing scalars is far cheaper than comparing `Character`s (String comparison), which
  // matters at one evaluation per key press. A multi-scalar character is never a digit,
  // operator or separator, so it classifies as `.other` either way.

  let separator: Unicode.Scalar

  init(locale: Locale) {
    separator = locale.inputDecimalSeparatorScalar
  }

  func check(_ edit: Edit, in state: TextEditingState) -> Result<Edit, EditRejection> {
    let text = state.text
    let (lowerEnd, upperEnd) = text.utf16Positions(edit.range, length: state.utf16Count)
    let range = lowerEnd.offset..<upperEnd.offset
    var left = LeftContext(
      prefix: text[..<lowerEnd.index], separator: separator,
      openParentheses: state.parenthesisBalance(beforeByte: text.utf8Offset(of: lowerEnd.index)))
    let suffix = text[upperEnd.index...].unicodeScalars
    if edit.replacement.isEmpty {
      let rejection = deletionRejection(left: left, suffix: suffix)
      return rejection.map { .failure($0) } ?? .success(Edit(range: range, replacement: ""))
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
    let lower = range.lowerBound - left.removedUTF16Units
    return .success(Edit(range: lower..<upper, replacement: left.outputText))
  }

  // MARK: Typing one character

  private func insert(
    _ typed: Character, into left: inout LeftContext, isKeyPress: Bool
  ) -> EditRejection? {
    let scalars = typed.unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex
    else { return EditRejection(.characterNotAllowed(typed)) }
    let scalar = normalized(first, isKeyPress: isKeyPress)
    let last = left.last
    let lastKind = last.map(kind(of:))
    let scalarKind = kind(of: scalar)
    if scalarKind == .digit || scalarKind == .separator,
      lastKind == .closeParenthesis || lastKind == .percent
    {
      return EditRejection(.operatorExpected)
    }
    switch scalarKind {
    case .digit:
      if left.number.isLoneZero {
        if scalar == "0" { return EditRejection(.leadingZero) }
        left.removeLast()
      }
      left.append(scalar, kind: .digit)
    case .separator:
      left.completeNumber()
      if left.number.separators > 0 { return EditRejection(.secondDecimalSeparator) }
      if left.number.length == 0 { left.append("0", kind: .digit) }
      left.append(scalar, kind: .separator)
    case .binaryOperator:
      let run = left.trailingOperators
      let startsNegative = scalar == "−" && run.count == 1 && (run[0] == "×" || run[0] == "÷")
      if !startsNegative {
        for _ in run { left.removeLast() }
        let base = left.last.map(kind(of:))
        if (base == nil || base == .openParenthesis) && scalar != "−" {
          return EditRejection(.operatorNeedsOperand)
        }
      }
      left.append(scalar, kind: .binaryOperator)
    case .percent:
      guard lastKind == .digit || lastKind == .separator || lastKind == .closeParenthesis
      else { return EditRejection(.percentNeedsNumber) }
      left.append(scalar, kind: .percent)
    case .openParenthesis:
      if let lastKind, lastKind != .binaryOperator, lastKind != .openParenthesis {
        return EditRejection(.operatorExpected)
      }
      left.append(scalar, kind: .openParenthesis)
    case .closeParenthesis:
      guard left.openParentheses > 0 else { return EditRejection(.unbalancedParenthesis) }
      switch lastKind {
      case .digit, .separator, .closeParenthesis, .percent: break
      case .openParenthesis: return EditRejection(.emptyParentheses)
      case .binaryOperator: return EditRejection(.closingAfterOperator)
      case .other, nil: return EditRejection(.unbalancedParenthesis)
      }
      left.append(scalar, kind: .closeParenthesis)
    case .other:
      return EditRejection(.characterNotAllowed(typed))
    }
    return nil
  }

  private func normalized(_ scalar: Unicode.Scalar, isKeyPress: Bool) -> Unicode.Scalar {
    switch scalar {
    case "*": return "×"
    case "/": return "÷"
    case "-": return "−"
    case "." where isKeyPress: return separator
    default: return scalar
    }
  }

  // MARK: Where the edit meets the text after it

  /// Checks the join with the text after the edit: how many UTF-16 units of operators it replaces.
  private func joinRight(
    left: LeftContext, suffix: Substring.UnicodeScalarView
  ) -> Result<Int, EditRejection> {
    guard let first = suffix.first else { return .success(0) }
    if let last = left.last, kind(of: last) == .binaryOperator, kind(of: first) == .binaryOperator {
      let run = suffix.prefix { kind(of: $0) == .binaryOperator }
      if (last == "×" || last == "÷") && run.count == 1 && first == "−" { return .success(0) }
      return .success(run.reduce(0) { $0 + UTF16.width($1) })
    }
    let rejection = numberJoinRejection(left: left, suffix: suffix, checkLeadingZero: true)
    return rejection.map { .failure($0) } ?? .success(0)
  }

  private func deletionRejection(
    left: LeftContext, suffix: Substring.UnicodeScalarView
  ) -> EditRejection? {
    guard let first = suffix.first, let last = left.last else { return nil }
    if kind(of: last) == .binaryOperator && kind(of: first) == .binaryOperator {
      let allowed = (last == "×" || last == "÷") && first == "−"
      return allowed ? nil : EditRejection(.adjacentOperators)
    }
    return numberJoinRejection(left: left, suffix: suffix, checkLeadingZero: false)
  }

  private func numberJoinRejection(
    left: LeftContext, suffix: Substring.UnicodeScalarView, checkLeadingZero: Bool
  ) -> EditRejection? {
    var left = left
    left.completeNumber()
    guard let first = suffix.first else { return nil }
    let firstKind = kind(of: first)
    let lastKind = left.last.map(kind(of:))
    let startsTerm = firstKind == .digit || firstKind == .separator || firstKind == .openParenthesis
    if (lastKind == .closeParenthesis || lastKind == .percent) && startsTerm {
      return EditRejection(.operatorExpected)
    }
    if firstKind == .openParenthesis && (lastKind == .digit || lastKind == .separator) {
      return EditRejection(.operatorExpected)
    }
    guard firstKind == .digit || firstKind == .separator else { return nil }
    let right = suffix.prefix { kind(of: $0) == .digit || kind(of: $0) == .separator }
    let rightSeparators = right.reduce(0) { $0 + (kind(of: $1) == .separator ? 1 : 0) }
    if left.number.separators + rightSeparators > 1 {
      return EditRejection(.secondDecimalSeparator)
    }
    if checkLeadingZero {
      let leading: Unicode.Scalar?
      let second: Unicode.Scalar?
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

  func kind(of scalar: Unicode.Scalar) -> Kind {
    Self.kind(of: scalar, separator: separator)
  }

  static func kind(of scalar: Unicode.Scalar, separator: Unicode.Scalar) -> Kind {
    if scalar == separator { return .separator }
    switch scalar.value {
    case 0x30...0x39: return .digit
    // + - * / and the keyboard's − × ÷
    case 0x2B, 0x2D, 0x2A, 0x2F, 0x2212, 0xD7, 0xF7: return .binaryOperator
    case 0x25: return .percent
    case 0x28: return .openParenthesis
    case 0x29: return .closeParenthesis
    default: return .other
    }
  }

  // MARK: The text left of the caret, as it is being rewritten

  /// The number being typed: just enough to decide separators and leading zeros without
  /// rescanning it for every character of a long paste.
  struct NumberRun {
    var length = 0
    var separators = 0
    var first: Unicode.Scalar?
    var second: Unicode.Scalar?

    var isLoneZero: Bool { length == 1 && first == "0" }
  }

  /// The text before the edit (`prefix`, which typing can shorten when it replaces an
  /// operator or a lone zero) followed by the scalars inserted so far.
  struct LeftContext {
    var prefix: Substring
    let separator: Unicode.Scalar
    var output: [Unicode.Scalar] = []
    var number = NumberRun()
    /// UTF-16 units removed from the end of `prefix` (replaced operators, a lone zero).
    private(set) var removedUTF16Units = 0
    /// Unclosed `(` before the insertion point: what the editing state keeps for the text
    /// before the edit, then counted along as characters are inserted.
    private(set) var openParentheses: Int
    /// What the first look at the number before the edit found, when it stopped short of the
    /// number's start: typing into a long number looks only at its last two characters (all
    /// a digit needs), and the rest is read only when a separator or a join needs it, so
    /// typing a 40,000-digit number is not quadratic. `nil` once `number` is complete.
    private var partialPrefixNumber: NumberRun?

    init(prefix: Substring, separator: Unicode.Scalar, openParentheses: Int) {
      self.prefix = prefix
      self.separator = separator
      self.openParentheses = openParentheses
      let (run, isComplete) = Self.trailingNumber(
        of: prefix.unicodeScalars, separator: separator, limit: 2)
      number = run
      partialPrefixNumber = isComplete ? nil : run
    }

    /// Makes `number` describe the whole number, reading the rest of it if the first look stopped.
    mutating func completeNumber() {
      guard let partial = partialPrefixNumber else { return }
      partialPrefixNumber = nil
      let (whole, _) = Self.trailingNumber(
        of: prefix.unicodeScalars, separator: separator, limit: .max)
      // The partial run has at least two characters, so what was typed since changed only
      // the counts, never the leading characters.
      number.length = whole.length + number.length - partial.length
      number.separators = whole.separators + number.separators - partial.separators
      number.first = whole.first
      number.second = whole.second
    }

    var last: Unicode.Scalar? { output.last ?? prefix.unicodeScalars.last }

    /// The inserted scalars as a string, encoded by hand: appending them costs more than the rule.
    var outputText: String {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(output.count * 3)
      for scalar in output {
        UTF8.encode(scalar) { bytes.append($0) }
      }
      return String(decoding: bytes, as: UTF8.self)
    }

    var trailingOperators: [Unicode.Scalar] {
      let separator = separator
      let isOperator = { ArithmeticInputRule.kind(of: $0, separator: separator) == .binaryOperator }
      let inOutput = output.reversed().prefix(while: isOperator)
      guard inOutput.count == output.count else { return inOutput.reversed() }
      return prefix.unicodeScalars.reversed().prefix(while: isOperator).reversed() + output
    }

    mutating func append(_ scalar: Unicode.Scalar, kind: Kind) {
      output.append(scalar)
      switch kind {
      case .digit, .separator:
        if number.length == 0 { number.first = scalar }
        if number.length == 1 { number.second = scalar }
        number.length += 1
        if kind == .separator { number.separators += 1 }
      case .openParenthesis:
        startNumber()
        openParentheses += 1
      case .closeParenthesis:
        startNumber()
        openParentheses -= 1
      default:
        startNumber()
      }
    }

    /// No number is being typed any more (an operator or a parenthesis came).
    private mutating func startNumber() {
      number = NumberRun()
      partialPrefixNumber = nil
    }

    /// Removes the last scalar; only ever an operator or a lone zero.
    mutating func removeLast() {
      if output.isEmpty {
        let scalars = prefix.unicodeScalars
        let last = scalars.index(before: scalars.endIndex)
        removedUTF16Units += UTF16.width(scalars[last])
        prefix = prefix[..<last]
      } else {
        output.removeLast()
      }
      if number.length > 0 {
        startNumber()
      }
    }

    /// The number at the end of `scalars`, at most `limit` back, and whether it is whole.
    private static func trailingNumber(
      of scalars: Substring.UnicodeScalarView, separator: Unicode.Scalar, limit: Int
    ) -> (NumberRun, isComplete: Bool) {
      var run = NumberRun()
      var index = scalars.endIndex
      while index > scalars.startIndex {
        let previous = scalars.index(before: index)
        let scalar = scalars[previous]
        let kind = ArithmeticInputRule.kind(of: scalar, separator: separator)
        guard kind == .digit || kind == .separator else { break }
        guard run.length < limit else { return (run, false) }
        run.second = run.first
        run.first = scalar
        run.length += 1
        if kind == .separator { run.separators += 1 }
        index = previous
      }
      return (run, true)
    }
  }
}

extension InputRule {
  /// The calculator field's typing rules for `locale`'s decimal separator.
  package static func arithmetic(locale: Locale = Locale(identifier: "en_US_POSIX")) -> InputRule {
    let rule = ArithmeticInputRule(locale: locale)
    return InputRule(name: "arithmetic") { edit, state in rule.check(edit, in: state) }
  }
}
