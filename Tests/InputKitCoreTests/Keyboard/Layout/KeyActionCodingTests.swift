import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore

@Suite("Key actions in JSON")
struct KeyActionCodingTests {
  @Test(
    "each action has the JSON form the schema documents",
    arguments: [
      (KeyAction.insert("7"), #"{"insert":"7"}"#),
      (.insert("\u{2212}"), #"{"insert":"−"}"#),
      (.deleteBackward, #""deleteBackward""#),
      (.return, #""return""#),
      (.clear, #""clear""#),
      (.evaluate, #""evaluate""#),
      (.moveCursor(-1), #"{"moveCursor":-1}"#),
      (.switchLayout("decimalPad"), #"{"switchLayout":"decimalPad"}"#),
      (.custom("send"), #"{"custom":"send"}"#),
    ])
  func jsonForm(action: KeyAction, json: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    #expect(String(decoding: try encoder.encode(action), as: UTF8.self) == json)
    #expect(try JSONDecoder().decode(KeyAction.self, from: Data(json.utf8)) == action)
  }

  @Test(
    "an action that is not in the schema is an error naming it",
    arguments: [
      (#""delete""#, "", LayoutError.Problem.unknownAction("delete")),
      (#"{"press": "7"}"#, "", .unknownAction("press")),
      (#"{"insert": 7}"#, "insert", .wrongType(expected: "a string", found: "a number")),
      (
        #"{"insert": "7", "custom": "x"}"#, "",
        .wrongType(expected: "an action object with exactly one member", found: "an object with 2")
      ),
      (
        "42", "",
        .wrongType(
          expected: "an action name or an object such as {\"insert\": \"7\"}", found: "a number")
      ),
    ])
  func unknown(json: String, path: String, problem: LayoutError.Problem) {
    #expect(throws: LayoutError(path: path, problem: problem)) {
      try JSONDecoder().decode(KeyAction.self, from: Data(json.utf8))
    }
  }
}
