import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitExpression
@testable import InputKitKeyboardCore
@testable import InputKitOverlayCore
@testable import InputKitValidation

@Suite("Errors in apps' error handling")
struct LocalizedErrorTests {
  @Test("a person's errors describe themselves in the app's language")
  func peoplesErrors() {
    let text = "1÷0"
    let expression = ExpressionError(kind: .divisionByZero, range: text.startIndex..<text.endIndex)
    let rejection = EditRejection(.tooLong(limit: 1))
    let errors: [(any Error, String)] = [
      (expression, expression.message(in: .current)),
      (rejection, rejection.message(in: .current)),
    ]
    for (error, message) in errors {
      #expect((error as? any LocalizedError)?.errorDescription == message)
      #expect(error.localizedDescription == message)
    }
    #expect(rejection.message(in: .english) == "No more than 1 character.")
    #expect(expression.message(in: .german) == "Division durch null")
  }

  @Test("a developer's errors describe themselves in English")
  func developersErrors() throws {
    let errors: [any Error & CustomStringConvertible] = [
      ActivityOverlayError.progressIsNotANumber,
      ValidationRuleError.boundIsNotANumber,
      KeyboardMetricsError.invalidScale(0),
      KeyboardMetricsError.spacingLeavesNoRoom(
        spacing: 80, keyID: "digit7", extent: .width, share: 64),
      LayoutError(path: "keys[0]", problem: .missingField),
    ]
    for error in errors {
      #expect(error.localizedDescription == error.description)
      #expect(!error.description.isEmpty)
    }
  }
}
