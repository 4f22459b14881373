import InputKitCore
import Tally

/// An open prompt: the core's prompt state, the field's text and caret, and the live result.
struct OpenPrompt {
  var prompt: TextPrompt
  /// What the prompt was opened for, applied with its result.
  let purpose: ItemPromptPurpose
  var field: TextEditingState
  /// The running result shown above the keyboard, `nil` when there is none.
  var preview: String?
  /// The mouse on the drawn keyboard, followed as the UIKit keyboard follows a finger: the
  /// key under the pointer when the button goes down is highlighted, the key under it when the
  /// button comes up is pressed.
  var touches = KeyTouchTracker()
}
