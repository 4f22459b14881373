#if canImport(UIKit)
  import InputKitKeyboard
  import InputKitOverlay
  import UIKit

  /// The overlay and the keyboard products together, with no umbrella import: a `.keyboard`
  /// overlay covers the `CalculatorKeyboard` the field being edited types with, from inside.
  @MainActor
  final class PayViewController: UIViewController {
    let amountField = CalculatorField()
    private lazy var overlay = ActivityOverlay(attachedTo: view, coverage: .keyboard)

    func pay() async {
      let token = overlay.begin(message: overlay.configuration.sendingMessage)
      let paid = await charge(amountField.text ?? "")
      overlay.end(token, outcome: paid ? .succeeded() : .failed())
    }

    private func charge(_ amount: String) async -> Bool { true }
  }
#endif
