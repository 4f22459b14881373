import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore

@Suite("Key press processor")
struct KeyPressProcessorTests {
  /// Presses `keys` (one character each, `⌫` deletes, `↵` is return) from `start`.
  static func type(
    _ keys: String, from start: String = "|", with processor: KeyPressProcessor = .calculator()
  ) -> KeyPressResult {
    var result = KeyPressResult(
      change: .unchanged, state: TextEditingState(marked: start), preview: nil)
    for key in keys {
      let action: KeyAction =
        switch key {
        case "⌫": .deleteBackward
        case "↵": .return
        default: .insert(String(key))
        }
      result = processor.process(action, in: result.state)
    }
    return result
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var keys: String
    var text: String
    var preview: String?
    var testDescription: String { keys }
  }

  static let calculatorCases: [Case] = [
    Case(keys: "12+3×", text: "12+3×", preview: "15"),
    Case(keys: "12+3×4", text: "12+3×4", preview: "24"),
    Case(keys: "0.1+0.2", text: "0.1+0.2", preview: "0.3"),
    Case(keys: "50+10%", text: "50+10%", preview: "55"),
    Case(keys: "12", text: "12", preview: nil),
    Case(keys: "12+3↵", text: "15", preview: nil),
    Case(keys: "1÷3↵", text: "0.3333333333333333", preview: nil),
    Case(keys: "2−5↵", text: "−3", preview: nil),
    // A result too large for 16 digits is written out in full, never as 1e+21, so the
    // field's rules accept it and it can be edited and evaluated again.
    Case(keys: "99999999999×99999999999↵", text: "9999999999800000000000", preview: nil),
    Case(keys: "2−5↵+1", text: "−3+1", preview: "−2"),
    Case(keys: ".5+", text: "0.5+", preview: "0.5"),
    Case(keys: "7⌫⌫", text: "", preview: nil),
  ]

  @Test("each press returns the new text and the live result", arguments: calculatorCases)
  func calculator(_ example: Case) {
    let result = Self.type(example.keys)
    #expect(result.state.text == example.text)
    #expect(result.preview == example.preview)
  }

  @Test("the preview and the evaluated result use the locale's separator")
  func localeSeparator() {
    let german = KeyPressProcessor.calculator(locale: Locale(identifier: "de_DE"))
    let typed = Self.type("1.5+1×", with: german)
    #expect(typed.state.text == "1,5+1×")
    #expect(typed.preview == "2,5")
    #expect(Self.type("1.5+1↵", with: german).state.text == "2,5")
  }

  @Test("a refused press leaves the state as it was and says why")
  func rejection() {
    let result = Self.type("1.2.")
    #expect(result.state.text == "1.2")
    #expect(result.change == .rejected(EditRejection(.secondDecimalSeparator)))
    #expect(result.isRejected)
    #expect(result.preview == nil)
  }

  @Test("return on an expression that cannot be evaluated is refused with the evaluator's message")
  func evaluationFailure() {
    let result = Self.type("1÷0↵")
    #expect(result.state.text == "1÷0")
    guard case .rejected(let rejection) = result.change,
      case .notEvaluable(let error) = rejection.reason
    else {
      Issue.record("expected a refusal, got \(result.change)")
      return
    }
    #expect(error.kind == .divisionByZero)
    // The message follows the language asked for, not the number locale.
    #expect(rejection.message(in: .english) == error.message(in: .english))
    #expect(rejection.message(in: .russian) == error.message(in: .russian))
    #expect(rejection.message(in: .russian) != rejection.message(in: .english))
  }

  @Test("return resigns, evaluates or inserts a newline as configured")
  func returnBehaviours() {
    let state = TextEditingState(marked: "ab|")
    let resign = KeyPressProcessor(returnBehavior: .resign).process(.return, in: state)
    #expect(resign.change == .resign)
    #expect(resign.state == state)
    let newline = KeyPressProcessor(returnBehavior: .newline).process(.return, in: state)
    #expect(newline.change == .edit(Edit(range: 2..<2, replacement: "\n")))
    #expect(newline.state.text == "ab\n")
    let refused = KeyPressProcessor(rules: [.arithmetic()], returnBehavior: .newline)
      .process(.return, in: TextEditingState(marked: "1|"))
    #expect(refused.isRejected)
  }

  @Test("layout, custom and cursor keys report their effect without editing")
  func nonEditingKeys() {
    let processor = KeyPressProcessor()
    let state = TextEditingState(marked: "a|b")
    #expect(processor.process(.switchLayout("abc"), in: state).change == .switchLayout("abc"))
    #expect(processor.process(.custom("done"), in: state).change == .custom("done"))
    let moved = processor.process(.moveCursor(1), in: state)
    #expect(moved.change == .selectionChanged)
    #expect(moved.state.description == "ab|")
    #expect(processor.process(.moveCursor(1), in: moved.state).change == .unchanged)
    #expect(processor.process(.deleteBackward, in: TextEditingState()).change == .unchanged)
  }

  @Test("the edit a press reports turns the old text into the new one")
  func editMatchesState() {
    let start = TextEditingState(marked: "12+|")
    let result = KeyPressProcessor.calculator().process(.insert("×"), in: start)
    guard case .edit(let edit) = result.change else {
      Issue.record("expected an edit")
      return
    }
    #expect(edit == Edit(range: 2..<3, replacement: "×"))
    #expect(edit.applied(to: start.text) == result.state.text)
  }
}

@Suite("Rules derived from a layout")
struct LayoutInputRulesTests {
  @Test("calculator layouts get the arithmetic rule")
  func calculatorLayouts() {
    for layout in [KeyboardLayout.calculator, .calculatorWithParentheses] {
      #expect(layout.inputRules().map(\.name) == ["arithmetic"], "\(layout.id)")
    }
  }

  @Test(
    "a number pad accepts only the digits its keys type, with the calculator's rule for numbers")
  func numberPad() {
    let rules = KeyboardLayout.numberPad.inputRules()
    #expect(rules.map(\.name) == ["arithmetic", "allowedCharacters"])
    let one = TextEditingState(marked: "1|")
    #expect(
      (try? InputRules.check(Edit(range: 1..<1, replacement: "07"), in: one, rules: rules).get())
        != nil)
    #expect(throws: EditRejection(.characterNotAllowed("."))) {
      try InputRules.check(Edit(range: 1..<1, replacement: "."), in: one, rules: rules).get()
    }
    #expect(throws: EditRejection(.leadingZero)) {
      try InputRules.check(
        Edit(range: 1..<1, replacement: "0"), in: TextEditingState(marked: "0|"), rules: rules
      ).get()
    }
  }

  @Test("a decimal pad refuses a second separator in a number and writes a leading one as 0.")
  func decimalPadNumbers() {
    let processor = KeyPressProcessor(rules: KeyboardLayout.decimalPad.inputRules())
    var field = TextEditingState(text: "1.5")
    #expect(processor.process(.insert("."), updating: &field).isRejected)
    var empty = TextEditingState()
    processor.process(.insert("."), updating: &empty)
    #expect(processor.process(.insert("."), updating: &empty).isRejected)
    #expect(empty.text == "0.")
  }

  @Test("the decimal key of a decimal pad types the locale's separator")
  func decimalPadSeparator() throws {
    let russian = Locale(identifier: "ru_RU")
    let processor = KeyPressProcessor(rules: KeyboardLayout.decimalPad.inputRules(locale: russian))
    let decimal = try #require(KeyboardLayout.decimalPad.key(withID: "decimal"))
    let result = processor.process(decimal.action, in: TextEditingState(text: "1"))
    #expect(result.state.text == "1,")
    let english = KeyPressProcessor(rules: KeyboardLayout.decimalPad.inputRules())
    #expect(english.process(decimal.action, in: TextEditingState(text: "1")).state.text == "1.")
  }
}

extension KeyPressProcessorTests {
  @Test("processing in place gives the same result and leaves the field as the result says")
  func inPlace() {
    let processor = KeyPressProcessor.calculator()
    var field = TextEditingState(text: "12+3")
    var copy = field
    for action in [
      KeyAction.insert("×"), .insert("4"), .deleteBackward, .insert("."), .insert("."),
      .moveCursor(-2), .insert("5"), .return, .clear,
    ] {
      let expected = processor.process(action, in: copy)
      let result = processor.process(action, updating: &field)
      #expect(result == expected, "\(action)")
      #expect(field == expected.state)
      copy = expected.state
    }
  }
}
