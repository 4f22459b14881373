#if canImport(UIKit)
  import InputKit
  import SwiftUI

  /// The calculator field in SwiftUI: `CalculatorTextField` bound to state, with the committed
  /// value shown under it; "Edit in a prompt" opens the same amount in a text prompt typed with
  /// the calculator keyboard, "Send" shows the "Sending…" overlay over the form, whose field
  /// takes no input meanwhile (with a SwiftUI view as its indicator and the light and dark
  /// looks), and "Detail" goes through the navigation gate: it refuses while nothing is
  /// committed and otherwise shows the committed amount.
  struct CalculatorFormView: View {
    let locale: Locale
    @State private var amount = ""
    @State private var committed = ""
    @State private var isPrompting = false
    @StateObject private var overlay = ActivityOverlay(
      configuration: ActivityOverlayConfiguration(appearance: .light, darkAppearance: .dark))
    /// The amounts shown by "Detail", pushed as the gate let them through.
    @State private var shown: [String] = []
    private let gate = NavigationGate<Route, String>([.detail: [.required(\.self)]])

    enum Route { case detail }

    var body: some View {
      NavigationStack(path: $shown) {
        VStack(spacing: 12) {
          // Done puts the value in and the keyboard away.
          CalculatorTextField(
            "Amount", text: $amount, locale: locale, returnBehavior: .evaluateThenResign,
            returnKeyType: .done
          ) {
            committed = amount
          }
          Text(committed.isEmpty ? "Type an expression and press Done" : "Committed: " + committed)
          Button("Edit in a prompt") { isPrompting = true }
          Button("Send") { send() }
            .disabled(committed.isEmpty)
          GatedNavigationLink("Detail", value: Route.detail)
        }
        .padding(16)
        .navigationDestination(for: String.self) { amount in Text(amount) }
        .activityOverlay(overlay) {
          Text("📤")
        }
        // The prompt's own rules decide what it accepts: not empty, and an expression that
        // evaluates. Delete clears the amount.
        .textPrompt(
          isPresented: $isPrompting, title: "Edit amount", text: amount,
          rules: [.required, .evaluatesAsExpression(locale: locale)],
          options: TextPromptOptions(
            okayTitle: "Save", keyboard: .calculator(locale: locale), destructiveAction: .delete)
        ) { result in
          switch result {
          case .accepted(let text):
            amount = text
            committed = text
          case .destructive:
            amount = ""
            committed = ""
          case .cancelled:
            break
          }
        }
      }
      // The committed amount goes onto the path as the gate's payload.
      .navigationGate(gate, values: committed, path: $shown) { _, amount in amount }
    }

    @MainActor private func send() {
      let token = overlay.begin(message: overlay.configuration.sendingMessage)
      Task { @MainActor in
        // A stand-in for a network request.
        try? await Task.sleep(for: .milliseconds(1_500))
        overlay.end(token, outcome: .succeeded(), dismissAfter: .milliseconds(800)) {
          committed = ""
        }
      }
    }
  }
#endif
