#if canImport(UIKit)
  import SwiftUI
  import InputKitGateCore

  /// Navigates only when the `NavigationGate` set by `navigationGate(_:)` allows it, in SwiftUI.
  ///
  /// A refusal shows the gate's message in an alert, as the UIKit paths do, and `perform` is not
  /// called. Without `navigationGate(_:)` above, every transition is refused and a debug build
  /// stops at an assertion.
  public struct GatedNavigationAction {
    let gate: NavigationGate?
    let alerts: GateAlerts?

    /// Calls `perform` with the payload if the gate lets `transition` proceed, else shows the
    /// refusal.
    ///
    /// - Parameters:
    ///   - transition: The transition's name.
    ///   - values: The fields' current text, by name.
    ///   - perform: Navigates, given the payload: the values the transition reads.
    /// - Returns: Whether the transition proceeded.
    @MainActor
    @discardableResult
    public func callAsFunction(
      _ transition: String, values: [String: String],
      perform: (_ payload: [String: String]) -> Void
    ) -> Bool {
      guard let gate, let alerts else {
        assertionFailure(
          "No navigation gate for \"\(transition)\": set one with navigationGate(_:) on a view above this one"
        )
        return false
      }
      return gate.perform(transition, values: values, refusingOn: alerts.view) {
        perform($0)
        return true
      }
    }
  }

  /// The hidden view that presents a `navigationGate(_:)`'s refusals for the modifier's life.
  @MainActor
  final class GateAlerts: ObservableObject {
    let view = PendingAlertsView(frame: .zero)

    init() {
      view.isHidden = true
    }
  }

  private struct GatedNavigationKey: EnvironmentKey {
    static var defaultValue: GatedNavigationAction {
      GatedNavigationAction(gate: nil, alerts: nil)
    }
  }

  extension EnvironmentValues {
    /// Navigates only when the gate set by `navigationGate(_:)` allows it.
    public var gatedNavigation: GatedNavigationAction {
      get { self[GatedNavigationKey.self] }
      set { self[GatedNavigationKey.self] = newValue }
    }
  }

  extension View {
    /// Guards the navigation of this view's content with `gate`: `@Environment(\.gatedNavigation)`
    /// and ``GatedNavigationLink``s ask it first, and a refusal shows its message in an alert.
    ///
    /// Apply it to a `NavigationStack`'s root view: the links' destinations are pushed from
    /// here, outside any `List`, where SwiftUI ignores a destination declared in a row.
    ///
    /// - Parameter gate: The gate that decides.
    /// - Returns: The view, its navigation guarded.
    @MainActor
    public func navigationGate(_ gate: NavigationGate) -> some View {
      modifier(NavigationGateModifier(gate: gate))
    }
  }

  struct NavigationGateModifier: ViewModifier {
    let gate: NavigationGate
    @StateObject private var alerts = GateAlerts()

    func body(content: Content) -> some View {
      content
        .modifier(GatedLinkHost())
        .environment(\.gatedNavigation, GatedNavigationAction(gate: gate, alerts: alerts))
        .background(alignment: .center) {
          GateAlertsAnchor(alerts: alerts).allowsHitTesting(false)
        }
    }
  }

  /// Puts the alerts' view in the window with the view that set the gate.
  struct GateAlertsAnchor: UIViewRepresentable {
    let alerts: GateAlerts

    func makeUIView(context: Context) -> PendingAlertsView {
      alerts.view
    }

    func updateUIView(_ view: PendingAlertsView, context: Context) {}
  }
#endif
