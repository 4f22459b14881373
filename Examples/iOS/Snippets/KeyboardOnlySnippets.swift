#if canImport(UIKit)
  import InputKitKeyboard
  import UIKit

  /// The InputKitKeyboard landing page: the keyboard product on its own, with no other import.
  @MainActor
  final class TipViewController: UIViewController {
    let amountField = UITextField(frame: .zero)

    override func viewDidLoad() {
      super.viewDidLoad()
      amountField.inputView = CalculatorKeyboard()  // 12+3, then Return: 15

      let evaluator = ExpressionEvaluator()
      _ = evaluator.evaluate("0.1+0.2")  // .success(0.3), exactly
    }
  }
#endif
