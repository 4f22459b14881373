import Foundation
import Testing

@testable import InputKitKeyboardCore

/// Previous, Next and Done in the result bar, as device stories: the amount field above the tip
/// field, both sharing the keyboard, the amount field editing.
@Suite("Keyboard session: Previous, Next and Done")
struct FieldNavigationStoryTests {
  typealias Effect = KeyboardSession.Effect
  let amount = KeyboardRig.amount
  let tip = KeyboardRig.tip
  static let note = KeyboardSession.FieldID(3)

  static func buttons(_ previous: Bool, _ next: Bool) -> Effect {
    .showNavigation(NavigationButtons(isPreviousEnabled: previous, isNextEnabled: next))
  }

  /// The effects a story is about: the buttons shown, the focus moved, editing ended.
  static func navigation(_ effects: [Effect]) -> [Effect] {
    effects.filter { effect in
      switch effect {
      case .showNavigation, .focus, .resign: true
      default: false
      }
    }
  }

  /// The amount field at the top, the tip field below it, and `more` fields, all attached.
  static func rig(
    _ navigation: FieldNavigation = .screenOrder, more: [KeyboardSession.FieldID] = []
  ) -> KeyboardRig {
    var rig = KeyboardRig()
    rig.fields.placements[KeyboardRig.amount] = FieldPlacement(
      frame: CGRect(x: 16, y: 100, width: 300, height: 34), window: 1)
    for (row, field) in ([KeyboardRig.tip] + more).enumerated() {
      rig.fields.states[field] = KeyboardFieldState(text: "", isEditing: false)
      rig.fields.placements[field] = FieldPlacement(
        frame: CGRect(x: 16, y: 150 + 50 * Double(row), width: 300, height: 34), window: 1)
    }
    for field in [KeyboardRig.amount, KeyboardRig.tip] + more {
      rig.send(.attached(field, isEditing: field == KeyboardRig.amount, showsLiveResult: true))
    }
    rig.send(.navigationChanged(navigation))
    return rig
  }

  @Test("without navigation asked for, a keyboard shared by two fields shows no buttons")
  func offByDefault() {
    var rig = Self.rig(.off)
    let effects = rig.send(.refreshRequested) + rig.send(.navigationTapped(.next))
    #expect(Self.navigation(effects) == [])
  }

  @Test("turned on in the top field, Previous is dimmed and Next is enabled")
  func turnedOn() {
    var rig = Self.rig(.off)
    #expect(rig.send(.navigationChanged(.screenOrder)) == [Self.buttons(false, true)])
  }

  @Test("Next moves the focus to the field below, where Next is dimmed and Previous enabled")
  func next() {
    var rig = Self.rig()
    let effects = rig.send(.navigationTapped(.next))
    #expect(Self.navigation(effects) == [.focus(tip), Self.buttons(true, false)])
    #expect(rig.fields.states[tip]?.isEditing == true)
    #expect(rig.session.boundField == tip)
  }

  @Test("Previous from the tip field comes back to the amount field")
  func previous() {
    var rig = Self.rig()
    rig.send(.navigationTapped(.next))
    let effects = rig.send(.navigationTapped(.previous))
    #expect(Self.navigation(effects) == [.focus(amount), Self.buttons(false, true)])
    #expect(rig.session.boundField == amount)
  }

  @Test("Previous on the first field and Next on the last do nothing: no wrapping round")
  func noWrapping() {
    var rig = Self.rig()
    #expect(rig.send(.navigationTapped(.previous)) == [])
    rig.send(.navigationTapped(.next))
    #expect(rig.send(.navigationTapped(.next)) == [])
    #expect(rig.session.boundField == tip)
  }

  @Test("Done ends editing")
  func done() {
    var rig = Self.rig()
    #expect(Self.navigation(rig.send(.navigationTapped(.done))) == [.resign(amount)])
    #expect(rig.amount.isEditing == false)
    #expect(rig.session.boundField == nil)
  }

  @Test("one field alone shows no buttons; a second one attached shows them")
  func secondFieldAttached() {
    var rig = KeyboardRig()
    rig.fields.placements[amount] = FieldPlacement(
      frame: CGRect(x: 0, y: 0, width: 300, height: 34), window: 1)
    rig.send(.attached(amount, isEditing: true, showsLiveResult: true))
    #expect(Self.navigation(rig.send(.navigationChanged(.screenOrder))) == [])
    rig.fields.states[tip] = KeyboardFieldState(text: "", isEditing: false)
    rig.fields.placements[tip] = FieldPlacement(
      frame: CGRect(x: 0, y: 50, width: 300, height: 34), window: 1)
    #expect(
      Self.navigation(rig.send(.attached(tip, isEditing: false, showsLiveResult: true)))
        == [Self.buttons(false, true)])
    #expect(Self.navigation(rig.send(.detached(tip))) == [.showNavigation(nil)])
  }

  @Test("Next skips a field that is in no window, hidden or disabled")
  func skips() {
    var rig = Self.rig(more: [Self.note])
    rig.fields.placements[tip]?.window = nil
    #expect(Self.navigation(rig.send(.navigationTapped(.next))).first == .focus(Self.note))
    rig.send(.navigationTapped(.previous))
    rig.fields.placements[tip]?.window = 1
    rig.fields.placements[tip]?.isEditable = false
    #expect(Self.navigation(rig.send(.navigationTapped(.next))).first == .focus(Self.note))
  }

  @Test(
    "a field that left the window since the buttons were shown is not moved to, and the buttons hide"
  )
  func leftSinceShown() {
    var rig = Self.rig()
    rig.fields.placements[tip] = nil
    #expect(rig.send(.navigationTapped(.next)) == [.showNavigation(nil)])
    #expect(rig.session.boundField == amount)
  }

  @Test("the buttons follow a field leaving the window when the keyboard refreshes")
  func refreshed() {
    var rig = Self.rig(more: [Self.note])
    rig.send(.navigationTapped(.next))
    rig.fields.placements[Self.note]?.window = 2
    #expect(Self.navigation(rig.send(.refreshRequested)) == [Self.buttons(true, false)])
  }

  @Test("in the attachment order, the field attached first comes first wherever it is")
  func attachmentOrder() {
    var rig = Self.rig(.attachmentOrder, more: [Self.note])
    rig.fields.placements[Self.note]?.frame.origin.y = 0
    #expect(Self.navigation(rig.send(.navigationTapped(.next))).first == .focus(tip))
    #expect(
      Self.navigation(rig.send(.navigationTapped(.next))) == [
        .focus(Self.note), Self.buttons(true, false),
      ])
  }

  @Test("under an overlay the buttons do nothing")
  func blocked() {
    var rig = Self.rig()
    rig.send(.inputBlocked(true, accessoryBar: nil))
    #expect(Self.navigation(rig.send(.navigationTapped(.next))) == [])
    #expect(Self.navigation(rig.send(.navigationTapped(.done))) == [])
    #expect(rig.session.boundField == amount)
  }
}
