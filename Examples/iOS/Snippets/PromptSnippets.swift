#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit

  /// The "Using InputKit on iOS" article, "Text prompt": asking for an amount, and editing one.
  @MainActor
  final class AmountViewController: UIViewController {
    var amounts: [String] = []

    func addAmount() async {
      let prompt = TextPromptController(
        title: "New amount", rules: [.required, .evaluatesAsExpression(locale: .current)])
      if let text = await prompt.present(from: self) {
        amounts.append(text)
      }
    }

    func editAmount(at index: Int) async {
      let prompt = TextPromptController(title: "Edit amount", text: amounts[index])
      prompt.fieldInputView = CalculatorKeyboard()
      if let text = await prompt.present(from: self) {
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
        .textPrompt(isPresented: isPresented, title: "New amount") { text in
          if let text { add(text) }
        }
    }
  }
#endif
