#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit

  /// README.md, "UIKit": the calculator keyboard on a field, and a prompt that asks for an
  /// amount on it.
  @MainActor
  final class ReadmeAmountViewController: UIViewController {
    let amountField = UITextField(frame: .zero)
    var amounts: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      amountField.inputView = CalculatorKeyboard()  // 12+3, then Return: 15
    }

    func addAmount() async {
      let options = TextPromptOptions(keyboard: .calculator())
      let prompt = TextPromptController(title: "New amount", options: options)
      if let text = await prompt.present(from: self) { amounts.append(text) }
    }

    /// InputKit's landing page: a prompt with the system keyboard.
    func addAmountOnTheSystemKeyboard() async {
      let prompt = TextPromptController(title: "New amount")
      if let text = await prompt.present(from: self) { amounts.append(text) }
    }
  }

  /// README.md, "SwiftUI": a field typed with the calculator keyboard, and a "Sending…" overlay
  /// over exactly the keys while its value is sent.
  struct ReadmeTipView: View {
    @State private var tip: Decimal?
    @StateObject private var overlay = ActivityOverlay()
    let send: @MainActor (Decimal?) async -> Void

    var body: some View {
      CalculatorTextField("Tip", value: $tip, returnKeyType: .send) {
        Task {
          let token = overlay.begin(message: overlay.configuration.sendingMessage)
          await send(tip)
          overlay.end(token, outcome: .succeeded())
        }
      }
      .activityOverlay(overlay, coverage: .keyboard)
    }
  }
#endif
