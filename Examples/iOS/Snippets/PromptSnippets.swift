#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit

  /// The "Asking for text" article: asking for an amount, editing one with Delete, and a name
  /// on the system keyboard.
  @MainActor
  final class AmountViewController: UIViewController {
    var amounts: [String] = []
    var names: [String] = []

    func addAmount() async {
      let prompt = TextPromptController(
        title: "New amount", rules: [.required, .evaluatesAsExpression(locale: .current)],
        options: TextPromptOptions(okayTitle: "Add", keyboard: .calculator()))
      if let text = await prompt.present(from: self) {
        amounts.append(text)
      }
    }

    func editAmount(at index: Int) async {
      let prompt = TextPromptController(
        title: "Edit amount", text: amounts[index],
        rules: [.required, .evaluatesAsExpression(locale: .current)],
        options: TextPromptOptions(
          message: "Type an expression; it is worked out when saved.", okayTitle: "Save",
          keyboard: .calculator(.calculatorWithParentheses), destructiveAction: .delete))
      switch await prompt.presentForResult(from: self) {
      case .accepted(let text): amounts[index] = text
      case .destructive: amounts.remove(at: index)
      case .cancelled: break
      }
    }

    static let nameOptions = TextPromptOptions(
      placeholder: "Name",
      keyboard: .system(.default, contentType: .name, autocapitalization: .words))
    // InputKit's keyboard, also made in `.custom`, types an iPad keyboard's keys by its rules too.
    static let tipOptions = TextPromptOptions(
      keyboard: .custom { CalculatorKeyboard(layout: .decimalPad) })

    func addName() async {
      let prompt = TextPromptController(title: "Who paid?", options: Self.nameOptions)
      pendingPrompt = prompt
      if let name = await prompt.present(from: self) {
        names.append(name)
      }
    }

    /// The prompt still waiting for an answer, if any.
    private weak var pendingPrompt: TextPromptController?

    /// A lock screen presented over the prompt ends it without being dismissed itself.
    func lockScreenDidAppear() {
      pendingPrompt?.cancel()  // The lock screen stays; the caller gets nil.
    }
  }

  /// The prompt from SwiftUI, with the text or `nil`.
  struct AddAmountButton: View {
    @Binding var amounts: [String]
    @State private var isAdding = false

    var body: some View {
      Button("Add") { isAdding = true }
        .textPrompt(isPresented: $isAdding, title: "New amount") { text in
          if let text { amounts.append(text) }
        }
    }
  }

  /// The prompt from SwiftUI: the same options, and the full result.
  struct EditAmountButton: View {
    @Binding var amount: String
    let delete: @MainActor () -> Void
    @State private var isEditing = false

    var body: some View {
      Button("Edit") { isEditing = true }
        .textPrompt(
          isPresented: $isEditing, title: "Edit amount", text: amount,
          options: TextPromptOptions(
            okayTitle: "Save", keyboard: .calculator(), destructiveAction: .delete)
        ) { result in
          switch result {
          case .accepted(let text): amount = text
          case .destructive: delete()
          case .cancelled: break
          }
        }
    }
  }
#endif
