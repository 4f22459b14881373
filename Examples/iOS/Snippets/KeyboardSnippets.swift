#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit

  /// The "Typing with the keyboard" article: a keyboard shared by a plain field and a
  /// `CalculatorField` (which a hardware keyboard types into too), with a delegate that shows
  /// why an edit was refused.
  @MainActor
  final class PaymentViewController: UIViewController, CalculatorKeyboardDelegate {
    private let keyboard = CalculatorKeyboard()
    private lazy var tipField = CalculatorField(keyboard: keyboard)
    private let amountField = UITextField(frame: .zero)
    private let hint = UILabel(frame: .zero)

    override func viewDidLoad() {
      super.viewDidLoad()
      keyboard.attach(to: amountField)
      keyboard.delegate = self
      tipField.returnKeyType = .done
      tipField.enablesReturnKeyAutomatically = true
    }

    func keyboard(_ keyboard: CalculatorKeyboard, didReject rejection: EditRejection) {
      hint.text = rejection.message(in: InterfaceLanguage(locale: keyboard.locale))
    }
  }

  /// The "Typing with the keyboard" article, "The bar above the keys": a field with a Done
  /// toolbar of the app's own keeps it.
  @MainActor
  final class DoneToolbarViewController: UIViewController {
    private let keyboard = CalculatorKeyboard()
    private let quantityField = UITextField(frame: .zero)

    override func viewDidLoad() {
      super.viewDidLoad()
      let doneToolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      doneToolbar.items = [UIBarButtonItem(systemItem: .done)]
      quantityField.inputAccessoryView = doneToolbar
      keyboard.attach(to: quantityField)  // the toolbar stays; no live result above it
      quantityField.inputView = nil  // the system keyboard again, without the keyboard's changes
    }
  }

  /// The "Typing with the keyboard" article, "What a key press does": a form that submits on
  /// Return, a delegate that keeps a key quiet and hears the commit, and a German decimal pad.
  @MainActor
  final class SubmitViewController: UIViewController, CalculatorKeyboardDelegate {
    private let amountField = UITextField(frame: .zero)
    private let priceField = UITextField(frame: .zero)
    private let total = UILabel(frame: .zero)
    private var allowsPercent = false

    override func viewDidLoad() {
      super.viewDidLoad()
      amountField.inputView = CalculatorKeyboard(returnBehavior: .evaluateThenResign)
      amountField.addAction(
        UIAction { [weak self] _ in self?.submit() }, for: .primaryActionTriggered)
      let pad = CalculatorKeyboard(layout: .decimalPad, locale: Locale(identifier: "de_DE"))
      pad.attach(to: priceField, showsLiveResult: false)  // "1,5" yes, "1,5," no, "," becomes "0,"
    }

    func keyboard(_ keyboard: CalculatorKeyboard, shouldPress key: Key) -> Bool {
      key.id != "percent" || allowsPercent
    }

    func keyboardDidCommit(_ keyboard: CalculatorKeyboard) {
      total.text = amountField.text
    }

    private func submit() {}

    /// "Looks, size and language": a fixed height, wider gaps, and text set in code shown.
    func resize() {
      let keyboard = CalculatorKeyboard(height: 216)  // keys 216 pt tall, the band below them
      keyboard.keySpacing = 8  // the gap between keys
      amountField.text = "12+3"
      keyboard.refreshForFieldText()  // UIKit announces no change made in code
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
    @State private var tip = ""
    @FocusState private var focus: Field?
    let save: @MainActor (Decimal?) -> Void

    var body: some View {
      VStack {
        CalculatorTextField("Amount", value: $amount, returnKeyType: .done) { save(amount) }
          .calculatorFieldStyle(.roundedBorder)
          .calculatorFocused($focus, equals: .amount)
          .font(.title)
        Button("Edit the amount") { focus = .amount }
        CalculatorTextField("Tip", text: $tip).calculatorFocused($focus, equals: .tip)
      }
    }
  }

  /// The "SwiftUI views" article, "Looks and language": a German price field with a rounded
  /// border, in the title style, disabled while it is sent.
  struct PriceView: View {
    @State private var price: Decimal?
    let isSending: Bool

    var body: some View {
      CalculatorTextField("Price", value: $price, locale: Locale(identifier: "de_DE"))
        .calculatorFieldStyle(.roundedBorder)  // first, on the field itself
        .font(.title)  // a text style, at the Dynamic Type size
        .disabled(isSending)  // a disabled field gives up its focus
    }
  }

  /// The "SwiftUI views" article: text and value bound together, and focus from a `@State`.
  struct ExpressionAndValueView: View {
    @State private var expression = ""
    @State private var amount: Decimal?
    @State private var tip = ""
    @State private var editing = false

    var body: some View {
      VStack {
        CalculatorTextField("Amount", text: $expression, value: $amount)
        Button("Clear") { amount = nil }  // the field and `expression` become empty
        CalculatorTextField("Tip", text: $tip, isFocused: $editing)
        Button("Done") { editing = false }  // dismisses the keyboard
      }
    }
  }
#endif
