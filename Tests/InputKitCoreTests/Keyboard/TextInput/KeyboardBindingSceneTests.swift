import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore
@testable import InputKitPromptCore

/// One keyboard object shared by fields in two iPad windows (scenes A and B), driven as the UIKit
/// observer drives it: begin and end editing as UIKit posts them, and the keyboard view moving
/// between the scenes' windows.
@Suite("Keyboard binding across window scenes")
struct KeyboardBindingSceneTests {
  enum Scene: Hashable, Sendable { case a, b }

  /// The fields: `a1`, `a2` and `b1` use the shared keyboard; `aSystem` and `bSystem` use the
  /// system keyboard.
  static let fields: [String: (scene: Scene, ours: Bool)] = [
    "a1": (.a, true), "a2": (.a, true), "aSystem": (.a, false),
    "b1": (.b, true), "bSystem": (.b, false),
  ]

  enum Step: Sendable, CustomStringConvertible {
    /// The field becomes its scene's first responder and UIKit posts its begin-editing.
    case focus(String)
    /// The field becomes first responder; its begin-editing is posted later (`.began`).
    case becomeFirstResponder(String)
    /// UIKit posts the field's begin-editing.
    case began(String)
    /// The field resigns and UIKit posts its end-editing.
    case resign(String)
    /// The keyboard view is moved into the scene's window.
    case keyboardMoved(to: Scene)

    var description: String {
      switch self {
      case .focus(let field): "focus \(field)"
      case .becomeFirstResponder(let field): "first responder \(field)"
      case .began(let field): "began \(field)"
      case .resign(let field): "resign \(field)"
      case .keyboardMoved(let scene): "keyboard to \(scene)"
      }
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    /// Each step and the field bound after it.
    var steps: [(Step, String?)]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "focusing a system-keyboard field in window B leaves window A's keyboard bound",
      steps: [(.focus("a1"), "a1"), (.focus("bSystem"), "a1"), (.resign("bSystem"), "a1")]),
    Case(
      name: "a field in B using the keyboard takes it, and A's field gets it back in A",
      steps: [
        (.focus("a1"), "a1"), (.keyboardMoved(to: .a), "a1"), (.focus("b1"), "b1"),
        (.keyboardMoved(to: .b), "b1"), (.keyboardMoved(to: .a), "a1"),
        (.keyboardMoved(to: .b), "b1"),
      ]),
    Case(
      name: "the keyboard reaching B's window before B's begin-editing binds B's field at once",
      steps: [
        (.focus("a1"), "a1"), (.becomeFirstResponder("b1"), "a1"),
        (.keyboardMoved(to: .b), "b1"), (.began("b1"), "b1"),
      ]),
    Case(
      name: "B's field ending editing unbinds, and A's field still editing is bound back in A",
      steps: [
        (.focus("a1"), "a1"), (.focus("b1"), "b1"), (.keyboardMoved(to: .b), "b1"),
        (.resign("b1"), nil), (.keyboardMoved(to: .a), "a1"),
      ]),
    Case(
      name: "a system-keyboard field focused in A unbinds, and the keyboard in A finds nothing",
      steps: [
        (.focus("a1"), "a1"), (.focus("aSystem"), nil), (.keyboardMoved(to: .a), nil),
      ]),
    Case(
      name: "focus moving between two fields of one window, end before begin, then a move",
      steps: [
        (.focus("a1"), "a1"), (.resign("a1"), nil), (.focus("a2"), "a2"),
        (.keyboardMoved(to: .a), "a2"),
      ]),
    Case(
      name: "focus moving between two fields of one window, begin before end",
      steps: [(.focus("a1"), "a1"), (.focus("a2"), "a2"), (.keyboardMoved(to: .a), "a2")]),
    Case(
      name: "the keyboard in a window where no field using it is editing types into nothing",
      steps: [(.focus("a1"), "a1"), (.keyboardMoved(to: .b), nil), (.keyboardMoved(to: .a), "a1")]
    ),
    Case(
      name: "a field focused in B that uses the keyboard, then a system field in A: B keeps it",
      steps: [(.focus("b1"), "b1"), (.focus("aSystem"), "b1"), (.keyboardMoved(to: .b), "b1")]),
  ]

  @Test("the keyboard follows the first responder of the window it is in", arguments: cases)
  func followsItsScene(_ test: Case) {
    var binding = KeyboardBinding<String>()
    var firstResponders: [Scene: String] = [:]
    for (index, (step, expected)) in test.steps.enumerated() {
      switch step {
      case .focus(let field):
        firstResponders[Self.fields[field]!.scene] = field
        began(field, in: &binding)
      case .becomeFirstResponder(let field):
        firstResponders[Self.fields[field]!.scene] = field
      case .began(let field):
        began(field, in: &binding)
      case .resign(let field):
        firstResponders[Self.fields[field]!.scene] = nil
        _ = binding.editingEnded(in: field)
      case .keyboardMoved(let scene):
        let focus = Self.fields.keys.sorted().map { field in
          KeyboardFieldFocus(
            field: field, isFirstResponder: firstResponders[Self.fields[field]!.scene] == field,
            usesThisKeyboard: Self.fields[field]!.ours,
            isInKeyboardScene: Self.fields[field]!.scene == scene)
        }
        _ = binding.keyboardMoved(among: focus)
      }
      #expect(binding.boundField == expected, "after step \(index + 1), \(step)")
    }
  }

  /// Begin-editing as the observer reports it: the scene test compares with the bound field's.
  private func began(_ field: String, in binding: inout KeyboardBinding<String>) {
    let scene = Self.fields[field]!.scene
    let boundScene = binding.boundField.map { Self.fields[$0]!.scene }
    _ = binding.editingBegan(
      in: field, usesThisKeyboard: Self.fields[field]!.ours,
      inBoundFieldsScene: boundScene.map { $0 == scene } ?? true)
  }

  @Test(
    "moving the keyboard reports the change",
    arguments: [
      (nil, ["a1"], KeyboardBinding<String>.Change.bound("a1", previous: nil)),
      ("a1", ["a1"], .unchanged),
      ("a1", ["b1"], .bound("b1", previous: "a1")),
      (nil, [], .unchanged),
    ] as [(String?, [String], KeyboardBinding<String>.Change)])
  func changes(bound: String?, typedInto: [String], change: KeyboardBinding<String>.Change) {
    var binding = KeyboardBinding<String>()
    if let bound { _ = binding.editingBegan(in: bound, usesThisKeyboard: true) }
    let focus = typedInto.map {
      KeyboardFieldFocus(
        field: $0, isFirstResponder: true, usesThisKeyboard: true, isInKeyboardScene: true)
    }
    #expect(binding.keyboardMoved(among: focus) == change)
  }

  @Test("a move to a scene none of the fields is in keeps the binding until a field reports")
  func unknownScene() {
    var binding = KeyboardBinding<String>()
    _ = binding.editingBegan(in: "a1", usesThisKeyboard: true)
    let elsewhere = KeyboardFieldFocus(
      field: "a1", isFirstResponder: true, usesThisKeyboard: true, isInKeyboardScene: false)
    #expect(binding.keyboardMoved(among: [elsewhere]) == .unchanged)
    #expect(binding.keyboardMoved(among: []) == .unchanged)
    #expect(binding.boundField == "a1")
    let idle = KeyboardFieldFocus(
      field: "b1", isFirstResponder: false, usesThisKeyboard: true, isInKeyboardScene: true)
    #expect(binding.keyboardMoved(among: [elsewhere, idle]) == .unbound("a1"))
  }

  @Test(
    "only a first responder using this keyboard in the keyboard's scene is typed into",
    arguments: [
      (true, true, true, true), (false, true, true, false), (true, false, true, false),
      (true, true, false, false),
    ])
  func typedInto(firstResponder: Bool, ours: Bool, inScene: Bool, expected: Bool) {
    let focus = KeyboardFieldFocus(
      field: "f", isFirstResponder: firstResponder, usesThisKeyboard: ours,
      isInKeyboardScene: inScene)
    #expect(focus.isTypedIntoByKeyboard == expected)
  }
}
