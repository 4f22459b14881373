#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit

  /// README.md, "Adding it to an app": the one-line integration.
  @MainActor
  func giveTheCalculatorKeyboard(to field: UITextField) {
    field.inputView = CalculatorKeyboard()
  }

  /// The "Typing with the keyboard" article: two fields sharing one keyboard, with a delegate
  /// that shows why an edit was refused.
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

  /// The "Typing with the keyboard" article, "A hardware keyboard": a field of the app's own
  /// that hands a hardware keyboard's presses to the calculator keyboard.
  @MainActor
  final class AmountField: UITextField {
    let keyboard = CalculatorKeyboard()

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      super.pressesBegan(keyboard.typeHardwareKeys(presses), with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      super.pressesEnded(keyboard.hardwareKeysEnded(presses), with: event)
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      super.pressesCancelled(keyboard.hardwareKeysEnded(presses), with: event)
    }
  }

  /// The "SwiftUI views" article: a number typed as an expression, committed as a `Decimal`, in
  /// the title font with a rounded border, focused from a `@FocusState`.
  struct TipView: View {
    enum Field: Hashable { case amount, tip }
    @State private var amount: Decimal?
    @State private var note = ""
    @FocusState private var focus: Field?
    let save: @MainActor (Decimal?) -> Void

    var body: some View {
      VStack {
        CalculatorTextField("Amount", value: $amount, returnKeyType: .done) { save(amount) }
          .focused($focus, equals: .amount)
          .calculatorFieldStyle(.roundedBorder)
          .font(.title)
        Button("Edit the amount") { focus = .amount }
      }
    }
  }
#endif
