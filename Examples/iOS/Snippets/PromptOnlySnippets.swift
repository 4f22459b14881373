#if canImport(UIKit)
  import InputKitPrompt
  import UIKit

  /// The InputKitPrompt landing page: the prompt product on its own, with no other import.
  @MainActor
  final class PayerViewController: UIViewController {
    private var payer = ""

    func askForThePayer() async {
      let prompt = TextPromptController(
        title: "Who paid?",
        options: TextPromptOptions(placeholder: "Name", keyboard: .system(contentType: .name)))
      if let name = await prompt.present(from: self) { payer = name }
    }
  }
#endif
