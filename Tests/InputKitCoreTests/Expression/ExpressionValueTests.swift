import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitExpression

@Suite("Exact values")
struct ExpressionValueTests {
  let evaluator = ExpressionEvaluator()

  @Test("equal values compare and hash alike however they were reached")
  func equality() throws {
    let half = try evaluator.value(of: "2÷4").get()
    let other = try evaluator.value(of: "0.5").get()
    #expect(half == other)
    #expect(half.hashValue == other.hashValue)
    #expect(half != (try evaluator.value(of: "1÷3").get()))
    let big = "1" + String(repeating: "0", count: 30)
    let third = try evaluator.value(of: "\(big)+1÷3−\(big)").get()
    #expect(third == (try evaluator.value(of: "1÷3").get()))
    #expect(Set([half, other, third]).count == 2)
  }

  @Test("values add exactly, and a sum beyond the bound is nil")
  func adding() throws {
    let big = try evaluator.value(of: "1" + String(repeating: "0", count: 30)).get()
    let third = try evaluator.value(of: "1÷3").get()
    let negated = try evaluator.value(of: "−1" + String(repeating: "0", count: 30)).get()
    let sum = try #require(big.adding(third)?.adding(negated))
    #expect(sum == third)
    #expect(!sum.isNegative && !sum.isZero)
    #expect(ExpressionValue.zero.isZero)
    let huge = try evaluator.value(of: "1" + String(repeating: "0", count: 300)).get()
    let tiny = try evaluator.value(of: "1÷7" + String(repeating: "0", count: 300)).get()
    #expect(huge.adding(tiny) == nil)
  }
}
