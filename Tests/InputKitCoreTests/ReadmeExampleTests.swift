import Foundation
import InputKitCore
import Testing

/// The examples of README.md and the core's articles, line for line (`scripts/doc-snippets`
/// finds each line of them here or in `Examples/iOS/Snippets`), with what their comments say.
@Suite("README example")
struct ReadmeExampleTests {
  @Test("the README's key-press example gives what its comments say")
  func readmeExample() {
    let processor = KeyPressProcessor.calculator()
    var field = TextEditingState(text: "12+3")
    let press = processor.process(.insert("×"), in: field)
    #expect(press.effect == .edit(Edit(range: 4..<4, replacement: "×")))
    #expect(press.state.text == "12+3×")
    #expect(press.preview == "15")
    field = processor.process(.insert("2"), in: press.state).state
    #expect(processor.process(.return, in: field).state.text == "18")
  }

  @Test("the core's landing-page example gives what its comments say")
  func landingPageExample() {
    let processor = KeyPressProcessor.calculator()
    let press = processor.process(.insert("×"), in: TextEditingState(text: "12+3"))
    #expect(press.effect == .edit(Edit(range: 4..<4, replacement: "×")))
    #expect(press.preview == "15")
    #expect(ExpressionEvaluator().evaluate("0.1+0.2") == .success(Decimal(string: "0.3")!))
  }

  @Test("the keyboard layouts article's file decodes, lays out and hit-tests as it says")
  func keyboardLayoutsExample() throws {
    let data = try Self.block("json", of: "KeyboardLayouts.md")
    let (size, insets) = (CGSize(width: 300, height: 180), EdgeInsets(bottom: 20))
    let touch = CGPoint(x: 10, y: 10)
    let layout = try KeyboardLayout.decode(from: data)  // throws LayoutError
    let metrics = KeyboardMetrics(size: size, insets: insets, keySpacing: 6, scale: 3)
    let geometry = try layout.layOut(in: metrics)
    #expect(geometry.frames.count == layout.keys.count)
    #expect(geometry.key(at: touch)?.id == "digit1")
    #expect(layout.keys.last?.localizedAccessibilityLabel(in: .english) == "Send the list")
    let divide = KeyboardLayout.calculator.keys.first { $0.id == "divide" }
    #expect(divide?.localizedAccessibilityLabel(in: .russian) == "разделить на")
  }

  @Test("the localization article's lookups give what its comments say")
  func localizationExample() throws {
    let strings = LocalizedStrings(table: "Keyboard", language: .german)
    #expect(strings.string("dividedBy") == "geteilt durch")
    let prompt = TextPrompt(title: "Betrag", language: .german)
    let gate = NavigationGate(
      ["next": NavigationRequirement(requiredFields: ["amount"])], language: .german)
    let configuration = ActivityOverlayConfiguration(language: .german)
    #expect(prompt.language == .german)
    guard case .refuse(let message, _) = gate.decide("next", values: [:]) else {
      Issue.record("an empty amount must be refused")
      return
    }
    #expect(message.contains("Bitte"))
    #expect(configuration.loadingMessage == "Wird geladen …")
    #expect(InterfaceLanguage(locale: Locale(identifier: "pt_PT")) == .brazilianPortuguese)
    #expect(InterfaceLanguage(locale: Locale(identifier: "sv_SE")) == .english)
    let russian = LocalizedStrings(table: "Editing", language: .russian)
    #expect(russian.string("tooLong", count: 3, ["limit": "3"]) == "Не больше 3 символов.")
    let overridden = LocalizedStrings(
      table: "Common", overrides: .init(bundle: .main, table: "MyInputKitStrings"))
    #expect(overridden.string("okay") == LocalizedStrings(table: "Common").string("okay"))
    if case .failure(let error) = ExpressionEvaluator().evaluate("1÷0") {
      #expect(error.localizedDescription == error.message(in: .current))
      #expect(error.message(in: .japanese) == "0で割ることはできません")
    } else {
      Issue.record("1÷0 must fail")
    }
  }

  /// The first `language` code block of the core's article `name`.
  static func block(_ language: String, of name: String) throws -> Data {
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/InputKitCore/InputKitCore.docc/\(name)")
    let lines = try String(contentsOf: article, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0 == "```\(language)" })
    let end = try #require(lines[(start + 1)...].firstIndex { $0 == "```" })
    return Data(lines[(start + 1)..<end].joined(separator: "\n").utf8)
  }
}
