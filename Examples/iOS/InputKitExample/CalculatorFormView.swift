#if canImport(UIKit)
  import InputKit
  import SwiftUI

  /// The calculator field in SwiftUI: `CalculatorTextField` bound to state, with the committed
  /// value shown under it.
  struct CalculatorFormView: View {
    let locale: Locale
    @State private var amount = ""
    @State private var committed = ""

    var body: some View {
      VStack(spacing: 12) {
        CalculatorTextField(
          "Amount", text: $amount, locale: locale, returnBehavior: .evaluateThenResign,
          returnKeyType: .done
        ) {
          committed = amount
        }
        Text(committed.isEmpty ? "Type an expression and press Done" : "Committed: " + committed)
      }
      .padding(16)
    }
  }
#endif
