import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore
@testable import InputKitPromptCore

@Suite("Keyboard binding")
struct KeyboardBindingTests {
  enum Step: Sendable {
    case began(String, ours: Bool)
    case beganInOtherScene(String, ours: Bool)
    case ended(String)
    case attached(String, editing: Bool)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var steps: [Step]
    var changes: [KeyboardBinding<String>.Change]
    var bound: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a field using the keyboard binds it",
      steps: [.began("a", ours: true)], changes: [.bound("a", previous: nil)], bound: "a"),
    Case(
      name: "focus moving between two fields sharing the keyboard rebinds it",
      steps: [.began("a", ours: true), .began("b", ours: true), .ended("a")],
      changes: [.bound("a", previous: nil), .bound("b", previous: "a"), .unchanged], bound: "b"),
    Case(
      name: "the old field ending before the new one begins",
      steps: [.began("a", ours: true), .ended("a"), .began("b", ours: true)],
      changes: [.bound("a", previous: nil), .unbound("a"), .bound("b", previous: nil)], bound: "b"),
    Case(
      name: "a field with the system keyboard takes the focus away",
      steps: [.began("a", ours: true), .began("c", ours: false), .ended("a")],
      changes: [.bound("a", previous: nil), .unbound("a"), .unchanged], bound: nil),
    Case(
      name: "a field focused in another window leaves this window's keyboard bound",
      steps: [.began("a", ours: true), .beganInOtherScene("w2", ours: false), .ended("w2")],
      changes: [.bound("a", previous: nil), .unchanged, .unchanged], bound: "a"),
    Case(
      name: "a field in another window that uses this keyboard takes it there",
      steps: [.began("a", ours: true), .beganInOtherScene("w2", ours: true)],
      changes: [.bound("a", previous: nil), .bound("w2", previous: "a")], bound: "w2"),
    Case(
      name: "fields with other keyboards never bind",
      steps: [.began("c", ours: false), .ended("c")], changes: [.unchanged, .unchanged], bound: nil),
    Case(
      name: "the bound field ending editing unbinds",
      steps: [.began("a", ours: true), .ended("a")],
      changes: [.bound("a", previous: nil), .unbound("a")], bound: nil),
    Case(
      name: "the same field beginning twice changes nothing",
      steps: [.began("a", ours: true), .began("a", ours: true)],
      changes: [.bound("a", previous: nil), .unchanged], bound: "a"),
    Case(
      name: "attaching the keyboard to the field already editing binds it at once",
      steps: [.attached("a", editing: true)], changes: [.bound("a", previous: nil)], bound: "a"),
    Case(
      name: "attaching the keyboard to a field not editing waits for it to begin",
      steps: [.attached("a", editing: false), .began("a", ours: true)],
      changes: [.unchanged, .bound("a", previous: nil)], bound: "a"),
    Case(
      name: "attaching the keyboard to the editing field takes it from the bound one",
      steps: [.began("a", ours: true), .attached("b", editing: true), .ended("a")],
      changes: [.bound("a", previous: nil), .bound("b", previous: "a"), .unchanged], bound: "b"),
    Case(
      name: "attaching the keyboard again to the bound field changes nothing",
      steps: [.attached("a", editing: true), .attached("a", editing: true)],
      changes: [.bound("a", previous: nil), .unchanged], bound: "a"),
  ]

  @Test(
    "the keyboard types into the field using it that last began editing or was editing when attached",
    arguments: cases)
  func binding(_ test: Case) {
    var binding = KeyboardBinding<String>()
    var changes: [KeyboardBinding<String>.Change] = []
    for step in test.steps {
      switch step {
      case .began(let field, let ours):
        changes.append(binding.editingBegan(in: field, usesThisKeyboard: ours))
      case .beganInOtherScene(let field, let ours):
        changes.append(
          binding.editingBegan(in: field, usesThisKeyboard: ours, inBoundFieldsScene: false))
      case .ended(let field): changes.append(binding.editingEnded(in: field))
      case .attached(let field, let editing):
        changes.append(binding.attached(to: field, isEditing: editing))
      }
    }
    #expect(changes == test.changes)
    #expect(binding.boundField == test.bound)
  }
}
