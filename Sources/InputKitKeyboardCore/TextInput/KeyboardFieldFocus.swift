/// Where a field's focus is, as a shared keyboard sees it when it moves to another window.
package struct KeyboardFieldFocus<Field: Hashable & Sendable>: Hashable, Sendable {
  package var field: Field
  package var isFirstResponder: Bool
  /// Whether the field's `inputView` is this keyboard.
  package var usesThisKeyboard: Bool
  /// Whether the field is in the window scene the keyboard is now in.
  package var isInKeyboardScene: Bool

  package init(
    field: Field, isFirstResponder: Bool, usesThisKeyboard: Bool, isInKeyboardScene: Bool
  ) {
    self.field = field
    self.isFirstResponder = isFirstResponder
    self.usesThisKeyboard = usesThisKeyboard
    self.isInKeyboardScene = isInKeyboardScene
  }

  /// Whether this field uses the keyboard and is the first responder of the keyboard's scene.
  var isTypedIntoByKeyboard: Bool {
    isFirstResponder && usesThisKeyboard && isInKeyboardScene
  }
}
