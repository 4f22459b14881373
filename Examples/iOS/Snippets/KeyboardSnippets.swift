#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit

  /// README.md, "Adding it to an app": the one-line integration.
  @MainActor
  func giveTheCalculatorKeyboard(to field: UITextField) {
    field.inputView = CalculatorKeyboard()
  }

  /// The "Using InputKit on iOS" article, "Calculator keyboard": two fields sharing one
  /// keyboard, with a delegate that shows why an edit was refused.
  @MainActor
  final class PaymentViewController: UIViewController, CalculatorKeyboardDelegate {
    private let keyboard = CalculatorKeyboard(locale: .current)
    private let amountField = UITextField(frame: .zero)
    private let tipField = UITextField(frame: .zero)
    private let hint = UILabel(frame: .zero)

    override func viewDidLoad() {
      super.viewDidLoad()
      keyboard.attach(to: amountField)
      keyboard.attach(to: tipField)
      keyboard.delegate = self
      tipField.returnKeyType = .done
      tipField.enablesReturnKeyAutomatically = true
    }

    func keyboard(_ keyboard: CalculatorKeyboard, didReject rejection: EditRejection) {
      hint.text = rejection.message(in: InterfaceLanguage(locale: keyboard.locale))
    }
  }

  /// A data source that starts on the decimal pad; its switch-layout keys find the built-ins.
  @MainActor
  final class DecimalPadSource: CalculatorKeyboardDataSource {
    func layout(for keyboard: CalculatorKeyboard) -> KeyboardLayout {
      .decimalPad
    }
  }

  /// The keyboard in SwiftUI.
  struct TipView: View {
    @State private var amount = ""
    let save: @MainActor (String) -> Void

    var body: some View {
      CalculatorTextField("Amount", text: $amount, locale: .current, returnKeyType: .done) {
        save(amount)
      }
    }
  }
#endif
