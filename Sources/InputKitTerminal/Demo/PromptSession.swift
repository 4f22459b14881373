import InputKitCore
import Tally

/// An open prompt: the core's prompt state, the field's text and caret, and the live result.
struct PromptSession {
  var prompt: TextPrompt
  /// What the prompt was opened for, applied with its result.
  let purpose: ItemPromptPurpose
  var field: TextEditingState
  /// The running result shown above the keyboard, `nil` when there is none.
  var preview: String?
}
