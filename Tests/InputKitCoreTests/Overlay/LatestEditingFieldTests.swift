import Testing

@testable import InputKitCore

@Suite("The field that began editing last")
struct LatestEditingFieldTests {
  final class Field {}

  enum Step: Sendable {
    case began(Int)
    case ended(Int)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var steps: [Step]
    /// The index of the latest field after the steps, `nil` for none.
    var latest: Int?
  }

  static let cases: [Case] = [
    Case(
      testDescription: "a field that began editing is the latest", steps: [.began(0)], latest: 0),
    Case(
      testDescription: "the latest field ending lets it go", steps: [.began(0), .ended(0)],
      latest: nil),
    Case(
      testDescription: "another field ending keeps the latest", steps: [.began(0), .ended(1)],
      latest: 0),
    Case(
      testDescription: "the next field's began before the last one's ended keeps the next",
      steps: [.began(0), .began(1), .ended(0)], latest: 1),
    Case(testDescription: "nothing began: none", steps: [.ended(0)], latest: nil),
  ]

  @Test("the latest field is the one that began last, until it ends", arguments: cases)
  func latest(_ test: Case) {
    let fields = [Field(), Field()]
    var tracker = LatestEditingField<Field>()
    for step in test.steps {
      switch step {
      case .began(let index): tracker.began(fields[index])
      case .ended(let index): tracker.ended(fields[index])
      }
    }
    #expect(tracker.field === test.latest.map { fields[$0] })
  }

  @Test("a field gone is no longer the latest")
  func gone() {
    var tracker = LatestEditingField<Field>()
    do {
      let field = Field()
      tracker.began(field)
      #expect(tracker.field === field)
    }
    #expect(tracker.field == nil)
  }
}
