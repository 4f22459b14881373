#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit

  /// Guides/UsingInputKit.md, "Text prompt": asking for an amount, and editing one.
  @MainActor
  final class AmountViewController: UIViewController {
    var amounts: [String] = []

    func addAmount() async {
      let prompt = TextPromptController(prompt: TextPrompt(title: "New amount"))
      if let text = await prompt.present(from: self).acceptedText {
        amounts.append(text)
      }
    }

    func editAmount(at index: Int) async {
      let prompt = TextPrompt(title: "Edit amount", text: amounts[index])
      if case .accepted(let text) = await TextPromptController(prompt: prompt).present(from: self) {
        amounts[index] = text
      }
    }
  }

  /// The prompt from SwiftUI.
  struct AddAmountButton: View {
    let isPresented: Binding<Bool>
    let add: @MainActor (String) -> Void

    var body: some View {
      Text("Add")
        .textPrompt(isPresented: isPresented, prompt: TextPrompt(title: "New amount")) { result in
          if let text = result.acceptedText { add(text) }
        }
    }
  }
#endif
