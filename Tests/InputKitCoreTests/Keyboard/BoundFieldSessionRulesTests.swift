import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore

@Suite("SwiftUI field in step with its bindings")
struct BoundFieldSessionRulesTests {
  @Test(
    "the field's focus follows the focus binding, and a disabled field is never focused",
    arguments: [
      (nil, false, true, nil),
      (nil, true, true, nil),
      (true, false, true, .become),
      (true, true, true, nil),
      (false, true, true, .resign),
      (false, false, true, nil),
      (true, false, false, nil),
      (true, true, false, .resign),
      (nil, true, false, .resign),
      (false, false, false, nil),
    ] as [(Bool?, Bool, Bool, BoundFieldSession.FocusChange?)])
  func focus(
    wanted: Bool?, isFirstResponder: Bool, isEnabled: Bool,
    expected: BoundFieldSession.FocusChange?
  ) {
    #expect(
      BoundFieldSession.focusChange(
        wanted: wanted, isFirstResponder: isFirstResponder, isEnabled: isEnabled) == expected)
  }

  @Test(
    "editing that begins or ends writes the focus binding only when it differs",
    arguments: [
      (true, nil, nil), (true, false, true), (true, true, nil), (false, true, false),
      (false, false, nil),
    ] as [(Bool, Bool?, Bool?)])
  func focusBinding(isEditing: Bool, bound: Bool?, expected: Bool?) {
    #expect(BoundFieldSession.focusForBinding(isEditing: isEditing, bound: bound) == expected)
  }

  @Test("each side's text is written only when it differs, so no write loops back")
  func text() {
    #expect(BoundFieldSession.textForField(bound: "12", fieldText: "12") == nil)
    #expect(BoundFieldSession.textForField(bound: "", fieldText: nil) == nil)
    #expect(BoundFieldSession.textForField(bound: "15", fieldText: "12+3") == "15")
    #expect(BoundFieldSession.textForBinding(fieldText: "12+", bound: "12") == "12+")
    #expect(BoundFieldSession.textForBinding(fieldText: "12", bound: "12") == nil)
    #expect(BoundFieldSession.textForBinding(fieldText: nil, bound: "") == nil)
    #expect(BoundFieldSession.textForBinding(fieldText: nil, bound: "7") == "")
  }

  @Test(
    "the view takes the proposed width, or its own without a proposal, and its natural height",
    arguments: [
      (300.0, 300.0), (nil, 120.0), (Double.infinity, Double.infinity), (0.0, 0.0),
    ] as [(Double?, Double)])
  func size(proposed: Double?, width: Double) {
    let size = BoundFieldSession.fittingSize(
      proposedWidth: proposed, naturalWidth: 120, naturalHeight: 34)
    #expect(size.width == width)
    #expect(size.height == 34)
  }

  @Test("a focus request made before the field is in a window waits for the window")
  func focusBeforeWindow() {
    #expect(
      BoundFieldSession.focusChange(
        wanted: true, isFirstResponder: false, isEnabled: true, isInWindow: false) == nil)
    #expect(
      BoundFieldSession.focusChange(
        wanted: true, isFirstResponder: false, isEnabled: true, isInWindow: true) == .become)
    #expect(
      BoundFieldSession.focusChange(
        wanted: false, isFirstResponder: true, isEnabled: true, isInWindow: false) == .resign)
  }

  @Test("Return commits the field's value: an expression's, nil for an empty or unfinished one")
  func valueForCommit() {
    let german = Locale(identifier: "de_DE")
    #expect(
      BoundFieldSession.valueForCommit(text: "12+3", locale: .init(identifier: "en_US_POSIX"))
        == 15)
    #expect(BoundFieldSession.valueForCommit(text: "1,5×2", locale: german) == 3)
    #expect(BoundFieldSession.valueForCommit(text: "", locale: german) == nil)
    #expect(BoundFieldSession.valueForCommit(text: "12×", locale: german) == nil)
  }

  @Test(
    "the field shows a value set from outside, and never overwrites typing with the value it last saw"
  )
  func textForValue() {
    let posix = Locale(identifier: "en_US_POSIX")
    #expect(
      BoundFieldSession.textForValue(15, previous: .none, fieldText: nil, locale: posix) == "15")
    #expect(
      BoundFieldSession.textForValue(-2.5, previous: 15, fieldText: "15", locale: posix)
        == "\u{2212}2.5")
    #expect(
      BoundFieldSession.textForValue(15, previous: 15, fieldText: "12+", locale: posix) == nil)
    #expect(
      BoundFieldSession.textForValue(15, previous: nil, fieldText: "12+3", locale: posix) == nil)
    #expect(
      BoundFieldSession.textForValue(nil, previous: 15, fieldText: "15", locale: posix) == "")
    #expect(
      BoundFieldSession.textForValue(nil, previous: 15, fieldText: "12×", locale: posix) == nil)
  }

  @Test(
    "with text and value both bound, a value set from outside is shown in the field and written into the text binding too"
  )
  func writesBothBindings() {
    let posix = Locale(identifier: "en_US_POSIX")
    #expect(
      BoundFieldSession.writes(
        text: "12+3", value: .some(7), previousValue: .some(15), fieldText: "12+3", locale: posix)
        == BoundFieldSession.Writes(fieldText: "7", boundText: "7"))
    // The text binding set from outside wins, and the field takes it.
    #expect(
      BoundFieldSession.writes(
        text: "4", value: .some(7), previousValue: .some(15), fieldText: "12+3", locale: posix)
        == BoundFieldSession.Writes(fieldText: "4"))
    // Typing is never overwritten by the value the field last saw.
    #expect(
      BoundFieldSession.writes(
        text: "12+", value: .some(15), previousValue: .some(15), fieldText: "12+", locale: posix)
        == BoundFieldSession.Writes())
    // Only a value binding: the field takes the value, and there is no text binding to write.
    #expect(
      BoundFieldSession.writes(
        text: nil, value: .some(7), previousValue: .some(15), fieldText: "15", locale: posix)
        == BoundFieldSession.Writes(fieldText: "7"))
  }
}
