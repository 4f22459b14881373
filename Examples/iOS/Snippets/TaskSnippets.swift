#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit

  // README's "Five tasks, in lines": each task's code between its `task:` and `end task` marks,
  // only what the task adds to an app's own code, counted by scripts/task-lines (non-blank lines,
  // comments and lines of closing braces left out), which checks README's table against it.

  @MainActor
  final class TaskViewController: UIViewController {
    let amountField = UITextField(frame: .zero)
    let nameField = UITextField(frame: .zero)
    var items: [String] = []

    func numericField() {
      // task: A numeric keyboard on a text field
      amountField.inputView = CalculatorKeyboard()
      // end task
    }

    // task: "Sending…" over exactly the keyboard while work runs
    private lazy var overlay = ActivityOverlay(attachedTo: view, coverage: .keyboard)
    // end task
    func send() async throws {
      // task: "Sending…" over exactly the keyboard while work runs
      try await overlay.perform(message: "Sending…") { try await upload() }
      // end task
    }

    func addItem() async {
      // task: A prompt on the keyboard to add an item
      let prompt = TextPromptController(title: "New item")
      if let item = await prompt.present(from: self) { items.append(item) }
      // end task
    }

    // task: No navigation while a field is empty, with an alert saying why
    enum Route: String { case showReview }
    struct Order { var name = "" }
    let gate = NavigationGate<Route, Order>([.showReview: [.required(\.name)]])
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
      gate.shouldPerform(
        segue: identifier, values: Order(name: nameField.text ?? ""), presentingAlertOn: self)
    }
    // end task

    private func upload() async throws {}
  }

  struct AmountTaskView: View {
    // task: An amount field in SwiftUI, typed with arithmetic
    @State private var amount: Decimal?
    // end task
    var body: some View {
      // task: An amount field in SwiftUI, typed with arithmetic
      CalculatorTextField("Amount", value: $amount)
      // end task
    }
  }
#endif
