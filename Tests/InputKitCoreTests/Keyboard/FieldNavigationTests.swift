import Foundation
import Testing

@testable import InputKitKeyboardCore
@testable import InputKitShared

/// The order Previous and Next follow, with fields' frames as data, and the buttons' states.
@Suite("Field navigation: the order and the buttons")
struct FieldNavigationTests {
  /// A field named `name` at x, y (width 100, height 30 unless given), in window 1 unless said.
  struct Field: Sendable {
    var name: String
    var frame: CGRect
    var window: Int? = 1
    var isEditable = true

    init(
      _ name: String, x: Double, y: Double, width: Double = 100, height: Double = 30,
      window: Int? = 1, isEditable: Bool = true
    ) {
      self.name = name
      frame = CGRect(x: x, y: y, width: width, height: height)
      self.window = window
      self.isEditable = isEditable
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var navigation = FieldNavigation.screenOrder
    /// In attachment order.
    var fields: [Field]
    var current: String
    var isRightToLeft = false
    var order: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a column is ordered top to bottom, whatever order the fields were attached in",
      fields: [Field("c", x: 0, y: 100), Field("a", x: 0, y: 0), Field("b", x: 0, y: 50)],
      current: "a", order: ["a", "b", "c"]),
    Case(
      name: "two fields on a row are read left to right, then the next row",
      fields: [Field("zip", x: 0, y: 50), Field("last", x: 120, y: 0), Field("first", x: 0, y: 0)],
      current: "zip", order: ["first", "last", "zip"]),
    Case(
      name: "in a right-to-left interface a row is read right to left",
      fields: [Field("zip", x: 0, y: 50), Field("last", x: 120, y: 0), Field("first", x: 0, y: 0)],
      current: "zip", isRightToLeft: true, order: ["last", "first", "zip"]),
    Case(
      name: "fields of different heights centred on one row are one row",
      fields: [
        Field("tall", x: 200, y: 0, height: 44), Field("short", x: 0, y: 10, height: 24),
        Field("below", x: 0, y: 60),
      ],
      current: "tall", order: ["short", "tall", "below"]),
    Case(
      name: "a field whose centre is below the top field of a row starts the next row",
      fields: [Field("a", x: 200, y: 0), Field("b", x: 0, y: 20)],
      current: "a", order: ["a", "b"]),
    Case(
      name: "two fields at the same place keep the order they were attached in",
      fields: [Field("second", x: 0, y: 0), Field("first", x: 0, y: 0)],
      current: "first", order: ["second", "first"]),
    Case(
      name: "a field in no window, or in another window, is skipped",
      fields: [
        Field("a", x: 0, y: 0), Field("gone", x: 0, y: 30, window: nil),
        Field("elsewhere", x: 0, y: 60, window: 2), Field("b", x: 0, y: 90),
      ],
      current: "a", order: ["a", "b"]),
    Case(
      name: "hidden and disabled fields are skipped",
      fields: [
        Field("a", x: 0, y: 0), Field("disabled", x: 0, y: 50, isEditable: false),
        Field("b", x: 0, y: 100),
      ],
      current: "b", order: ["a", "b"]),
    Case(
      name: "the field being edited takes part even when it reads as not editable",
      fields: [Field("a", x: 0, y: 0, isEditable: false), Field("b", x: 0, y: 50)],
      current: "a", order: ["a", "b"]),
    Case(
      name: "the attachment order is the app's, whatever the frames",
      navigation: .attachmentOrder,
      fields: [Field("c", x: 0, y: 100), Field("a", x: 0, y: 0), Field("b", x: 0, y: 50)],
      current: "a", order: ["c", "a", "b"]),
    Case(
      name: "the attachment order skips what the screen order skips",
      navigation: .attachmentOrder,
      fields: [
        Field("c", x: 0, y: 100), Field("off", x: 0, y: 0, isEditable: false),
        Field("gone", x: 0, y: 0, window: nil), Field("b", x: 0, y: 50),
      ],
      current: "b", order: ["c", "b"]),
    Case(
      name: "navigation turned off orders nothing",
      navigation: .off, fields: [Field("a", x: 0, y: 0), Field("b", x: 0, y: 50)],
      current: "a", order: []),
    Case(
      name: "a current field that is not among the fields orders nothing",
      fields: [Field("a", x: 0, y: 0), Field("b", x: 0, y: 50)], current: "x", order: []),
  ]

  @Test(
    "the fields are ordered as a person reads the form, or as the app attached them",
    arguments: cases)
  func order(_ test: Case) {
    let fields = test.fields.map { field in
      (
        field: field.name,
        placement: FieldPlacement(
          frame: field.frame, window: field.window, isEditable: field.isEditable)
      )
    }
    #expect(
      test.navigation.order(of: fields, current: test.current, isRightToLeft: test.isRightToLeft)
        == test.order)
  }

  @Test(
    "Previous is dimmed on the first field and Next on the last; in between both move",
    arguments: [
      ("a", nil, "b", false, true), ("b", "a", "c", true, true), ("c", "b", nil, true, false),
    ] as [(String, String?, String?, Bool, Bool)])
  func ends(current: String, previous: String?, next: String?, hasPrevious: Bool, hasNext: Bool) {
    let found = FieldNavigation.neighbours(of: current, in: ["a", "b", "c"])
    #expect(found.previous == previous)
    #expect(found.next == next)
    #expect(
      found.buttons == NavigationButtons(isPreviousEnabled: hasPrevious, isNextEnabled: hasNext))
  }

  @Test("with one field, or none, the buttons are hidden", arguments: [[], ["a"]] as [[String]])
  func hiddenWithOneField(order: [String]) {
    let found = FieldNavigation.neighbours(of: "a", in: order)
    #expect(found.buttons == nil)
    #expect(found.previous == nil && found.next == nil)
  }

  @Test("the three buttons are spoken in each of the ten languages, none falling back to a key")
  func labels() {
    for language in InterfaceLanguage.allCases {
      let labels = NavigationButton.allCases.map { $0.label(in: language) }
      #expect(Set(labels).count == 3, "\(language)")
      #expect(!labels.contains { $0.contains("Field") || $0 == "done" }, "\(language)")
      if language != .english {
        #expect(
          labels.first != NavigationButton.previous.label(in: .english), "\(language)")
      }
    }
    #expect(
      NavigationButton.allCases.map { $0.label(in: .german) } == [
        "vorheriges Feld", "nächstes Feld", "Fertig",
      ])
  }
}
