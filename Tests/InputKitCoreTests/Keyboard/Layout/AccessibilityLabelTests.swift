import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore
@testable import InputKitPromptCore
@testable import InputKitShared

@Suite("Key accessibility labels")
struct AccessibilityLabelTests {
  @Test(
    "calculator keys are labelled with words, in each language",
    arguments: [
      ("divide", InterfaceLanguage.english, "divided by"),
      ("times", .english, "times"),
      ("plus", .english, "plus"),
      ("minus", .english, "minus"),
      ("percent", .english, "percent"),
      ("delete", .english, "delete"),
      ("return", .english, "return"),
      ("decimal", .english, "decimal point"),
      ("digit7", .english, "7"),
      ("divide", .russian, "разделить на"),
      ("times", .russian, "умножить на"),
      ("delete", .russian, "удалить"),
      ("decimal", .russian, "десятичный разделитель"),
      ("divide", .japanese, "割る"),
      ("return", .japanese, "改行"),
      ("decimal", .japanese, "小数点"),
    ])
  func labels(id: String, language: InterfaceLanguage, label: String) throws {
    let key = try #require(KeyboardLayout.calculator.key(withID: id))
    #expect(key.localizedAccessibilityLabel(in: language) == label)
  }

  @Test(
    "VoiceOver reads InputKit's words in the keyboard's language's voice, and the app's own label or custom title in the app's"
  )
  func labelLanguage() throws {
    let divide = try #require(KeyboardLayout.calculator.key(withID: "divide"))
    #expect(divide.accessibilityLanguage(in: .german) == "de")
    var labelled = divide
    labelled.accessibilityLabel = "Teilen durch drei"
    #expect(labelled.accessibilityLanguage(in: .german) == nil)
    var custom = divide
    custom.action = .custom("tax")
    #expect(custom.accessibilityLanguage(in: .german) == nil)
    let done = ReturnKeyConfiguration(kind: .done)
    let returnKey = try #require(KeyboardLayout.calculator.key(withID: "return"))
    #expect(done.accessibilityLanguage(for: returnKey, in: .japanese) == "ja")
  }

  @Test(
    "every key of every built-in has a spoken label that is not a bare symbol",
    arguments: KeyboardLayout.builtInNames, InterfaceLanguage.allCases)
  func everyKeyLabelled(name: String, language: InterfaceLanguage) throws {
    let layout = try #require(KeyboardLayout.builtIn(named: name))
    for key in layout.keys {
      let label = key.localizedAccessibilityLabel(in: language)
      let isDigit = label.count == 1 && label.first?.isNumber == true
      #expect(isDigit || label.count > 1, "\(name) \(key.id) in \(language): \(label)")
      #expect(LocalizedStrings(table: "Keyboard", language: language).string(label) == label)
    }
  }

  @Test("an explicit label in the layout wins over the derived one")
  func explicitLabel() {
    var key = Key.divide(at: .grid(column: 0, row: 0))
    key.accessibilityLabel = "over"
    #expect(key.localizedAccessibilityLabel(in: .japanese) == "over")
  }

  @Test("a custom key without a label is read by its title")
  func customKey() {
    let key = Key(
      id: "send", title: "Send", style: .primary, action: .custom("send"),
      placement: .grid(column: 0, row: 0))
    #expect(key.localizedAccessibilityLabel(in: .russian) == "Send")
  }
}
