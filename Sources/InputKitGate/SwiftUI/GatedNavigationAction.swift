#if canImport(UIKit)
  import SwiftUI
  import InputKitGateCore
  import InputKitShared
  import InputKitValidation

  /// Navigates only when the `NavigationGate` set by `navigationGate(_:)` allows it, in SwiftUI.
  ///
  /// ```swift
  /// @Environment(\.gatedNavigation) private var navigate
  ///
  /// Button("Show detail") {
  ///   navigate("showDetail", values: ["text": text]) { payload in
  ///     path.append(payload["text"] ?? "")
  ///   }
  /// }
  /// ```
  ///
  /// A refusal shows the gate's message in an alert, as the UIKit paths do, and `perform` is not
  /// called. Without `navigationGate(_:)` above, every transition is refused and a debug build
  /// stops at an assertion.
  public struct GatedNavigationAction {
    let gate: NavigationGate?
    let alerts: GateAlerts?

    /// Asks the gate about `transition` with `values`: proceeds by calling `perform` with the
    /// payload, or shows the refusal.
    ///
    /// - Parameters:
    ///   - transition: The transition's name, as the gate's requirements name it.
    ///   - values: The current text of the fields (field name → text).
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

  /// The refusal alerts of one `navigationGate(_:)`: the hidden view that presents them from
  /// its window, kept for the life of the modifier. Hidden, it takes no touch on the background
  /// it sits in.
  @MainActor
  final class GateAlerts: ObservableObject {
    let view = PendingAlertsView(frame: .zero)

    init() {
      view.isHidden = true
    }
  }

  /// The environment's gated navigation: no gate until `navigationGate(_:)`.
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
    /// Apply it inside a `NavigationStack`, to its root view: the links' destinations are pushed
    /// from here, outside any `List`, where SwiftUI ignores a destination declared in a row.
    ///
    /// - Parameter gate: The gate that decides.
    /// - Returns: The view, its navigation guarded.
    @MainActor
    public func navigationGate(_ gate: NavigationGate) -> some View {
      modifier(NavigationGateModifier(gate: gate))
    }
  }

  /// Puts the gate in the environment, hosts the links' destinations and shows the refusals.
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

  /// The refusal alerts' view, in the background of the view that set the gate: it joins the
  /// window with it and presents over the window's topmost view controller. It takes no touch.
  struct GateAlertsAnchor: UIViewRepresentable {
    let alerts: GateAlerts

    func makeUIView(context: Context) -> PendingAlertsView {
      alerts.view
    }

    func updateUIView(_ view: PendingAlertsView, context: Context) {}
  }
#endif
