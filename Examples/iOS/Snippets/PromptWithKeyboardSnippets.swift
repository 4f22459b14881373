#if canImport(UIKit)
  import InputKitKeyboard
  import InputKitPrompt
  import UIKit

  /// The prompt and the keyboard products together, with no umbrella import: the prompt types
  /// arithmetic with `.calculator()`.
  @MainActor
  final class SplitViewController: UIViewController {
    private var shares: [String] = []

    func askForAShare() async {
      let prompt = TextPromptController(
        title: "Share", rules: [.required],
        options: TextPromptOptions(okayTitle: "Add", keyboard: .calculator()))
      if let text = await prompt.present(from: self) { shares.append(text) }
    }
  }
#endif
