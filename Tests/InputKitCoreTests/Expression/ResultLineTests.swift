import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore
@testable import InputKitShared

@Suite("Result line")
struct ResultLineTests {
  @Test(
    "a result is drawn after an equals sign, whatever its form", arguments: ["15", "−3", "0,5"])
  func text(value: String) {
    #expect(ResultLine(value: value).text == "= \(value)")
  }

  @Test(
    "the result line is spoken with the word for equals in each language",
    arguments: [
      (InterfaceLanguage.english, "equals 15"), (.russian, "равно 15"), (.japanese, "イコール 15"),
    ])
  func spokenLabel(language: InterfaceLanguage, label: String) {
    #expect(ResultLine(value: "15").spokenLabel(in: language) == label)
  }
}
