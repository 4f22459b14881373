import Foundation
import Testing

@testable import InputKitCore

@Suite("SwiftUI calculator field: what each update, edit and commit writes")
struct BoundFieldSessionTests {
  typealias Session = BoundFieldSession
  static let posix = Locale(identifier: "en_US_POSIX")
  static let german = Locale(identifier: "de_DE")

  static func field(
    _ text: String? = "", isFirstResponder: Bool = false, isEnabled: Bool = true,
    isInWindow: Bool = true
  ) -> Session.Field {
    Session.Field(
      text: text, isFirstResponder: isFirstResponder, isEnabled: isEnabled, isInWindow: isInWindow)
  }

  @Test("the keyboard is made once and reconfigured only when the layout or the locale changes")
  func reconfigure() {
    var session = Session()
    session.keyboardMade(layout: .calculator, locale: Self.posix)
    let same = session.update(
      layout: .calculator, locale: Self.posix, text: nil, value: nil, wantedFocus: nil,
      field: Self.field())
    #expect(same == [])
    let newLocale = session.update(
      layout: .calculator, locale: Self.german, text: nil, value: nil, wantedFocus: nil,
      field: Self.field())
    #expect(newLocale == [.reconfigure(.calculator, Self.german)])
    let newLayout = session.update(
      layout: .decimalPad, locale: Self.german, text: nil, value: nil, wantedFocus: nil,
      field: Self.field())
    #expect(newLayout == [.reconfigure(.decimalPad, Self.german)])
  }

  struct UpdateCase: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var text: String?
    var value: Decimal??
    var wantedFocus: Bool?
    var field: Session.Field
    var effects: [Session.Effect]
  }

  static let updates: [UpdateCase] = [
    UpdateCase(
      testDescription: "a text binding that differs from the field is shown",
      text: "12", value: nil, wantedFocus: nil, field: field("1"), effects: [.showText("12")]),
    UpdateCase(
      testDescription: "a text binding the field holds writes nothing",
      text: "12", value: nil, wantedFocus: nil, field: field("12"), effects: []),
    UpdateCase(
      testDescription: "a value set from outside is shown and written into the text binding later",
      text: "3", value: .some(7), wantedFocus: nil, field: field("3"),
      effects: [.showText("7"), .writeTextAfterUpdate("7")]),
    UpdateCase(
      testDescription: "a value without a text binding is only shown",
      text: nil, value: .some(7), wantedFocus: nil, field: field(""), effects: [.showText("7")]),
    UpdateCase(
      testDescription: "a focus request is applied after SwiftUI's update",
      text: nil, value: nil, wantedFocus: true, field: field(), effects: [.changeFocusAfterUpdate]),
    UpdateCase(
      testDescription: "a focus request the field already meets asks nothing",
      text: nil, value: nil, wantedFocus: true, field: field(isFirstResponder: true), effects: []),
    UpdateCase(
      testDescription: "a focus request waits for a window",
      text: nil, value: nil, wantedFocus: true, field: field(isInWindow: false), effects: []),
    UpdateCase(
      testDescription: "a disabled field gives up focus even without a request",
      text: nil, value: nil, wantedFocus: nil,
      field: field(isFirstResponder: true, isEnabled: false), effects: [.changeFocusAfterUpdate]),
  ]

  @Test("an update writes each side only where it differs", arguments: updates)
  func update(_ step: UpdateCase) {
    var session = Session()
    session.keyboardMade(layout: .calculator, locale: Self.posix)
    #expect(
      session.update(
        layout: .calculator, locale: Self.posix, text: step.text, value: step.value,
        wantedFocus: step.wantedFocus, field: step.field) == step.effects)
  }

  @Test("a value the field last saw never overwrites typing")
  func valueSeenBefore() {
    var session = Session()
    session.keyboardMade(layout: .calculator, locale: Self.posix)
    let first = session.update(
      layout: .calculator, locale: Self.posix, text: nil, value: .some(15), wantedFocus: nil,
      field: Self.field(""))
    #expect(first == [.showText("15")])
    let typing = session.update(
      layout: .calculator, locale: Self.posix, text: nil, value: .some(15), wantedFocus: nil,
      field: Self.field("15+"))
    #expect(typing == [])
  }

  @Test(
    "after the update the field becomes or resigns first responder, as the request still says",
    arguments: [
      (true, field(), [Session.Effect.becomeFirstResponder]),
      (false, field(isFirstResponder: true), [.resignFirstResponder]),
      (true, field(isFirstResponder: true), []), (nil, field(), []),
    ] as [(Bool?, Session.Field, [Session.Effect])])
  func focusAfterUpdate(wanted: Bool?, field: Session.Field, effects: [Session.Effect]) {
    #expect(Session().focus(wanted: wanted, field: field) == effects)
  }

  @Test(
    "editing that begins or ends writes the focus binding only when it differs",
    arguments: [
      (true, nil, []), (true, false, [Session.Effect.writeFocus(true)]), (true, true, []),
      (false, true, [.writeFocus(false)]),
    ] as [(Bool, Bool?, [Session.Effect])])
  func editing(isEditing: Bool, bound: Bool?, effects: [Session.Effect]) {
    #expect(Session().editing(isEditing, boundFocus: bound) == effects)
  }

  @Test(
    "the field's text goes into the text binding when it differs",
    arguments: [
      ("12+", "12", [Session.Effect.writeText("12+")]), ("12", "12", []),
      (nil, "7", [.writeText("")]),
      ("12", nil, []),
    ] as [(String?, String?, [Session.Effect])])
  func fieldChanged(fieldText: String?, bound: String?, effects: [Session.Effect]) {
    #expect(Session().fieldChanged(text: fieldText, boundText: bound) == effects)
  }

  @Test("Return writes the committed number into a value binding, then runs onCommit")
  func commit() {
    var session = Session()
    #expect(
      session.committed(text: "12+3", locale: Self.posix, bindsValue: true)
        == [.writeValue(15), .runOnCommit])
    // The value the field just committed is not shown again over it.
    #expect(
      session.update(
        layout: .calculator, locale: Self.posix, text: nil, value: .some(15), wantedFocus: nil,
        field: Self.field("12+3")
      ).filter { $0 != .reconfigure(.calculator, Self.posix) } == [])
    var unbound = Session()
    #expect(unbound.committed(text: "", locale: Self.posix, bindsValue: false) == [.runOnCommit])
  }
}
