import Foundation
import InputKitShared

/// Evaluates calculator expressions exactly: `0.1+0.2` is `0.3`, `1÷3×3` is `1`.
///
/// It reads `× ÷ −` and `* x / -`, unary signs, parentheses, postfix `%`, and numbers such as
/// `5.` and `.5` with the locale's decimal separator. `%` binds tightest, then a sign, then
/// `× ÷`, then `+ −`, left to right. A percent term directly right of `+` or `−` is a
/// percentage of the left operand, as in the iOS Calculator (`50+10%` is 55); elsewhere `b%`
/// is `b/100`.
public struct ExpressionEvaluator: Sendable {
  package let locale: Locale
  package let limits: ExpressionLimits
  private let format: ExpressionTokenizer.NumberFormat

  /// Creates an evaluator reading numbers the way `locale` writes them.
  /// - Parameter locale: The locale whose decimal separator numbers are written with;
  ///   `.` (POSIX) by default.
  public init(locale: Locale = Locale(identifier: "en_US_POSIX")) {
    self.init(locale: locale, limits: .default)
  }

  /// Creates an evaluator reading numbers the way `locale` writes them, within `limits`.
  package init(locale: Locale = Locale(identifier: "en_US_POSIX"), limits: ExpressionLimits) {
    self.locale = locale
    self.limits = limits
    let decimal = SeparatorBytes(locale.inputDecimalSeparator) ?? SeparatorBytes(".")!
    var grouping: [SeparatorBytes] = []
    for candidate in [locale.inputGroupingSeparator ?? "", ",", "."] {
      if let separator = SeparatorBytes(candidate), separator != decimal,
        !grouping.contains(separator)
      {
        grouping.append(separator)
      }
    }
    grouping += [.none, .none, .none]
    format = ExpressionTokenizer.NumberFormat(
      decimalSeparator: decimal, groupingSeparators: (grouping[0], grouping[1], grouping[2]))
  }

  /// Evaluates an expression exactly.
  ///
  /// A value that would need more than 1,024 bits is an error, never a rounded value;
  /// ``ResultFormatter`` rounds the exact value once for display.
  /// - Parameter text: The expression, with numbers written in the evaluator's locale.
  /// - Returns: The exact value, or the first problem in `text` with its place there.
  /// - Complexity: O(*n*), where *n* is the length of `text`, in one pass without recursion.
  public func value(of text: String) -> Result<ExpressionValue, ExpressionError> {
    switch exactValue(of: text, completingPrefix: false) {
    case .success(let value): return .success(ExpressionValue(value))
    case .failure(let failure): return .failure(error(failure, in: text))
    }
  }

  /// Whether `text` holds nothing but the white space an expression may have around its
  /// tokens; a space followed by a combining mark is not blank.
  package func isBlank(_ text: String) -> Bool {
    if let first = text.utf8.first, first > 0x20 && first < 0x80 { return false }
    var text = text
    return text.withUTF8 { buffer in
      var tokenizer = ExpressionTokenizer(bytes: buffer, format: format)
      var store = BigStore()
      return tokenizer.next(&store) == .end
    }
  }

  /// Evaluates an expression to a `Decimal`.
  ///
  /// A value beyond `Decimal`'s range is an `overflow` error here, though ``value(of:)`` has it
  /// exactly.
  /// - Parameter text: The expression, with numbers written in the evaluator's locale.
  /// - Returns: The value as ``ExpressionValue/decimal`` gives it, or the first problem in
  ///   `text` with its place there.
  /// - Complexity: O(*n*), where *n* is the length of `text`.
  public func evaluate(_ text: String) -> Result<Decimal, ExpressionError> {
    switch exactValue(of: text, completingPrefix: false) {
    case .success(let value):
      guard let decimal = value.decimalValue else {
        return .failure(ExpressionError(kind: .overflow, range: text.startIndex..<text.endIndex))
      }
      return .success(decimal)
    case .failure(let failure):
      return .failure(error(failure, in: text))
    }
  }

  /// The running result for a live display: the value of the longest complete prefix of an
  /// expression being typed, so `12+3×` previews 15 and `(2+3` previews 5.
  /// - Parameter text: The expression typed so far.
  /// - Returns: The prefix's value, or `nil` when there is none or it has an error (an
  ///   unknown character, a division by zero).
  /// - Complexity: O(*n*), where *n* is the length of `text`.
  public func preview(of text: String) -> Decimal? {
    guard case .success(let value) = exactValue(of: text, completingPrefix: true) else {
      return nil
    }
    return value.decimalValue
  }

  func previewValue(of text: String) -> ExpressionValue? {
    guard case .success(let value) = exactValue(of: text, completingPrefix: true) else {
      return nil
    }
    return ExpressionValue(value)
  }

  /// `preview(of:)` formatted by `formatter`, rounded once from the exact value.
  package func previewText(of text: String, formatter: ResultFormatter) -> String? {
    previewValue(of: text).map(formatter.string(from:))
  }

  @inline(__always)
  func exactValue(
    of text: String, completingPrefix: Bool
  ) -> Result<
    ExactValue, ExpressionParser.Failure
  > {
    let byteCount = text.utf8.count
    guard byteCount <= limits.maximumLength else {
      return .failure(
        ExpressionParser.Failure(
          kind: .tooLong, start: max(limits.maximumLength, 0), end: byteCount))
    }
    let maximumDepth = limits.maximumDepth
    let format = format
    let evaluate = { (buffer: UnsafeBufferPointer<UInt8>) in
      ExpressionParser.evaluate(
        buffer, format: format, maximumDepth: maximumDepth, completingPrefix: completingPrefix)
    }
    if let result = text.utf8.withContiguousStorageIfAvailable(evaluate) {
      return result
    }
    var contiguous = text
    contiguous.makeContiguousUTF8()
    return contiguous.utf8.withContiguousStorageIfAvailable(evaluate)
      ?? .failure(ExpressionParser.Failure(kind: .tooLong, start: 0, end: byteCount))
  }

  /// Turns byte offsets into a range of whole `Character`s of `text`, rounded outwards.
  private func error(_ failure: ExpressionParser.Failure, in text: String) -> ExpressionError {
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: min(failure.start, utf8.count))
    let end = utf8.index(
      utf8.startIndex, offsetBy: min(max(failure.end, failure.start), utf8.count))
    var lower = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if next > start { break }
      index = next
      lower = next
    }
    var upper = lower
    while upper < end { upper = text.index(after: upper) }
    return ExpressionError(kind: failure.kind, range: lower..<upper)
  }
}
