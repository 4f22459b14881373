import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitShared
@testable import InputKitValidation

@Suite("Validation messages in every language")
struct ValidationMessagesTests {
  static func rule(named name: String) throws -> ValidationRule {
    switch name {
    case "required": .required
    case "length": try .length(min: 2, max: 3)
    case "pattern": try .pattern("[0-9]+")
    default: try .number(min: Decimal(string: "1.5"), max: 10, locale: Locale(identifier: "en_US"))
    }
  }

  @Test(
    "each rule's message reads correctly in English, Russian and Japanese",
    arguments: [
      ("required", " ", InterfaceLanguage.english, "This field cannot be empty."),
      ("required", " ", .russian, "Поле не может быть пустым."),
      ("required", " ", .japanese, "この項目は空にできません。"),
      ("length", "a", .english, "Too short (minimum length 2)."),
      ("length", "a", .russian, "Слишком коротко (минимальная длина 2)."),
      ("length", "a", .japanese, "短すぎます（最小 2 文字）。"),
      ("length", "abcd", .english, "Too long (maximum length 3)."),
      ("length", "abcd", .russian, "Слишком длинно (максимальная длина 3)."),
      ("length", "abcd", .japanese, "長すぎます（最大 3 文字）。"),
      ("pattern", "x", .english, "The text is not in the expected format."),
      ("pattern", "x", .russian, "Текст не соответствует нужному формату."),
      ("pattern", "x", .japanese, "入力の形式が正しくありません。"),
      ("number", "x", .english, "Enter a number."),
      ("number", "x", .russian, "Введите число."),
      ("number", "x", .japanese, "数値を入力してください。"),
      ("number", "1", .english, "Enter a number no less than 1.5."),
      ("number", "1", .russian, "Введите число не меньше 1.5."),
      ("number", "1", .japanese, "1.5 以上の数値を入力してください。"),
      ("number", "11", .english, "Enter a number no greater than 10."),
      ("number", "11", .russian, "Введите число не больше 10."),
      ("number", "11", .japanese, "10 以下の数値を入力してください。"),
    ])
  func message(
    rule name: String, text: String, language: InterfaceLanguage, expected: String
  )
    throws
  {
    let failure = try #require(try Self.rule(named: name).validate(text))
    #expect(failure.message(in: language) == expected)
  }
}
