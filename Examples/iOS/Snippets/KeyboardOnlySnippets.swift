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

  /// A form whose fields share one keyboard, moving between them from the result bar.
  @MainActor
  final class BillViewController: UIViewController {
    let amountField = UITextField(frame: .zero)
    let tipField = UITextField(frame: .zero)

    override func viewDidLoad() {
      super.viewDidLoad()
      let keyboard = CalculatorKeyboard()
      keyboard.fieldNavigation = .screenOrder  // Previous, Next and Done beside the result
      keyboard.attach(to: amountField)
      keyboard.attach(to: tipField)
    }
  }
#endif
