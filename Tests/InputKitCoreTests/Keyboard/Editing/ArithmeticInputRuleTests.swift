import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore
@testable import InputKitShared

@Suite("Arithmetic input rule")
struct ArithmeticInputRuleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var before: String
    var typed: String
    var after: String?
    var reason: EditRejection.Reason?
    var locale = "en_US_POSIX"

    static func accepts(_ before: String, _ typed: String, _ after: String) -> Case {
      Case(before: before, typed: typed, after: after)
    }
    static func rejects(_ before: String, _ typed: String, _ reason: EditRejection.Reason) -> Case {
      Case(before: before, typed: typed, after: nil, reason: reason)
    }
    func `in`(_ locale: String) -> Case {
      var copy = self
      copy.locale = locale
      return copy
    }
    var testDescription: String {
      "\(before) ⟵ \(typed.isEmpty ? "⌫" : typed) (\(locale))"
    }
  }

  static let typing: [Case] = [
    // A second operator replaces the first; − after × or ÷ starts a negative number.
    .accepts("12+|", "×", "12×|"),
    .accepts("12×|", "−", "12×−|"),
    .accepts("12÷|", "−", "12÷−|"),
    .accepts("12×−|", "+", "12+|"),
    .accepts("12−|", "−", "12−|"),
    .accepts("12+|", "−", "12−|"),
    .accepts("|", "−", "−|"),
    .accepts("(|", "−", "(−|"),
    .rejects("|", "×", .operatorNeedsOperand),
    .rejects("(|", "+", .operatorNeedsOperand),
    .rejects("−|", "×", .operatorNeedsOperand),
    // In the middle: the new operator also replaces the one after it.
    .accepts("5|+3", "×", "5×|3"),
    .accepts("5+|×3", "−", "5−|3"),
    .accepts("5×|−3", "÷", "5÷|−3"),
    .accepts("5|×−3", "+", "5+|3"),
    // Over a selection.
    .accepts("5[+]3", "×", "5×|3"),
    .accepts("1[2+3]4", "−", "1−|4"),
    // One decimal separator per number.
    .accepts("12|", ".", "12.|"),
    .rejects("1.2|", ".", .secondDecimalSeparator),
    .rejects("1|.2", ".", .secondDecimalSeparator),
    .rejects("1.|2", ".", .secondDecimalSeparator),
    .accepts("1.2+3|", ".", "1.2+3.|"),
    .accepts("|", ".", "0.|"),
    .accepts("5+|", ".", "5+0.|"),
    .accepts("(|", ".", "(0.|"),
    .rejects("5)|", ".", .operatorExpected),
    // Locale: the decimal key gives the locale's separator.
    Case.accepts("1|", ".", "1,|").in("de_DE"),
    Case.accepts("1|", ",", "1,|").in("ru_RU"),
    Case.rejects("1,5|", ".", .secondDecimalSeparator).in("de_DE"),
    Case.accepts("|", ".", "0,|").in("de_DE"),
    .rejects("1|", ",", .characterNotAllowed(",")),
    // No leading zeros.
    .accepts("|", "0", "0|"),
    .rejects("0|", "0", .leadingZero),
    .accepts("0|", "5", "5|"),
    .accepts("3+0|", "7", "3+7|"),
    .accepts("0.|", "0", "0.0|"),
    .accepts("10|", "0", "100|"),
    .rejects("|5", "0", .leadingZero),
    .accepts("|.5", "0", "0|.5"),
    .accepts("|05", "", "|05"),
    // Percent only after a number or ).
    .accepts("50|", "%", "50%|"),
    .accepts("(5)|", "%", "(5)%|"),
    .accepts("5.|", "%", "5.%|"),
    .rejects("|", "%", .percentNeedsNumber),
    .rejects("5+|", "%", .percentNeedsNumber),
    .rejects("5%|", "%", .percentNeedsNumber),
    .rejects("5%|", "3", .operatorExpected),
    .rejects("5|3", "%", .operatorExpected),
    // Parentheses.
    .accepts("|", "(", "(|"),
    .accepts("5×|", "(", "5×(|"),
    .rejects("5|", "(", .operatorExpected),
    .accepts("(5|", ")", "(5)|"),
    .rejects("5|", ")", .unbalancedParenthesis),
    .rejects("(5+|", ")", .closingAfterOperator),
    .rejects("(|", ")", .emptyParentheses),
    .rejects("((5)×(|", ")", .emptyParentheses),
    .rejects("(−|", ")", .closingAfterOperator),
    .rejects("1+|", ")", .unbalancedParenthesis),
    .rejects("(1)+|", ")", .unbalancedParenthesis),
    .accepts("((1)+(2|", ")", "((1)+(2)|"),
    .accepts("((1)+(2)|", ")", "((1)+(2))|"),
    .accepts("(1|)+2", ")", "(1)|)+2"),
    .rejects("(5)|", "2", .operatorExpected),
    // ASCII signs are written as the keyboard's.
    .accepts("2|", "*", "2×|"),
    .accepts("2|", "/", "2÷|"),
    .accepts("2|", "-", "2−|"),
    // Anything else is refused, naming the character.
    .rejects("2|", "a", .characterNotAllowed("a")),
    .rejects("2|", " ", .characterNotAllowed(" ")),
    // A paste is checked character by character and accepted or refused whole.
    .accepts("|", "12+.5", "12+0.5|"),
    .accepts("|", "1++2", "1+2|"),
    .rejects("|", "1.2.3", .secondDecimalSeparator),
    .rejects("7|", "1x", .characterNotAllowed("x")),
    // Deleting.
    .accepts("12+|", "", "12|"),
    .rejects("5+3|×2", "", .adjacentOperators),
    .accepts("5×3|−2", "", "5×|−2"),
    .rejects("1.5+|2.5", "", .secondDecimalSeparator),
    .accepts("1.5+|25", "", "1.5|25"),
    .rejects("(2)+|(3)", "", .operatorExpected),
    .accepts("[12+3]", "", "|"),
    // Long numbers: what lies more than two characters back still counts.
    .rejects("1.2345|", ".", .secondDecimalSeparator),
    .rejects("12.345|", ".", .secondDecimalSeparator),
    .accepts("12345|", ".", "12345.|"),
    .accepts("1.2345|", "6", "1.23456|"),
    .rejects("|", "1.2345.", .secondDecimalSeparator),
    .rejects("123.45+|6.7", "", .secondDecimalSeparator),
    .rejects("12.34|5.6", ".", .secondDecimalSeparator),
    .accepts("123|456", "7", "1237|456"),
    .accepts("1.25|", "%", "1.25%|"),
    .accepts("1000|", "0", "10000|"),
  ]

  @Test("typing and deleting follow the calculator's rules", arguments: typing)
  func typingRules(_ example: Case) {
    let state = TextEditingState(marked: example.before)
    let rule = InputRule.arithmetic(locale: Locale(identifier: example.locale))
    let action: KeyAction = example.typed.isEmpty ? .deleteBackward : .insert(example.typed)
    guard let edit = state.proposedEdit(for: action) else {
      #expect(example.after == example.before, "no edit proposed")
      return
    }
    switch rule.check(edit, in: state) {
    case .success(let rewritten):
      var after = state
      after.apply(rewritten)
      #expect(after.description == example.after)
      #expect(rewritten.applied(to: state.text) == after.text)
    case .failure(let rejection):
      #expect(example.after == nil, "rejected: \(rejection.reason)")
      #expect(rejection.reason == example.reason)
    }
  }

  @Test("every rejection has a message in every language")
  func rejectionMessages() {
    let reasons: [EditRejection.Reason] = [
      .tooLong(limit: 3), .characterNotAllowed("a"), .operatorNeedsOperand,
      .secondDecimalSeparator, .leadingZero, .percentNeedsNumber, .operatorExpected,
      .unbalancedParenthesis, .emptyParentheses, .closingAfterOperator, .adjacentOperators,
      .refusedByFieldDelegate,
    ]
    for language in InterfaceLanguage.allCases {
      let messages = reasons.map { EditRejection($0).message(in: language) }
      #expect(Set(messages).count == reasons.count, "\(language)")
      #expect(messages.allSatisfy { !$0.contains("{") && !$0.isEmpty })
    }
    #expect(EditRejection(.tooLong(limit: 3)).message() == "No more than 3 characters.")
  }
}

@Suite("Length and character rules")
struct BasicInputRuleTests {
  @Test("maxLength refuses growth past the limit and never trims a paste")
  func maxLength() {
    let rule = InputRule.maxLength(4)
    let state = TextEditingState(marked: "abc|")
    #expect((try? rule.check(Edit(range: 3..<3, replacement: "d"), in: state).get()) != nil)
    #expect(throws: EditRejection(.tooLong(limit: 4))) {
      try rule.check(Edit(range: 3..<3, replacement: "de"), in: state).get()
    }
    // Emoji count as one character each.
    let emoji = TextEditingState(marked: "😀😀😀|")
    #expect((try? rule.check(Edit(range: 6..<6, replacement: "🇺🇸"), in: emoji).get()) != nil)
  }

  @Test("an over-long text can still be shortened")
  func maxLengthAllowsShortening() {
    let rule = InputRule.maxLength(2)
    let state = TextEditingState(marked: "[abc]de")
    #expect((try? rule.check(Edit(range: 0..<3, replacement: "x"), in: state).get()) != nil)
  }

  @Test("allowedCharacters names the first character it refuses")
  func allowedCharacters() {
    let rule = InputRule.allowedCharacters(CharacterSet(charactersIn: "0123456789"))
    let state = TextEditingState(marked: "|")
    #expect(throws: EditRejection(.characterNotAllowed("x"))) {
      try rule.check(Edit(range: 0..<0, replacement: "1x2"), in: state).get()
    }
  }

  @Test("rules compose in order, each seeing the previous rewrite")
  func composition() {
    let rules = [InputRule.arithmetic(), InputRule.maxLength(2)]
    let state = TextEditingState(marked: "|")
    // `.` becomes `0.`, two characters: still within the limit.
    let result = InputRules.check(Edit(range: 0..<0, replacement: "."), in: state, rules: rules)
    #expect((try? result.get()) == Edit(range: 0..<0, replacement: "0."))
    let tooLong = InputRules.check(
      Edit(range: 0..<0, replacement: "1+."), in: state, rules: rules)
    #expect(throws: EditRejection(.tooLong(limit: 2))) { try tooLong.get() }
  }
}
