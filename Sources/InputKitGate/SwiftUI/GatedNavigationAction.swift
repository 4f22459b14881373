#if canImport(UIKit)
  import SwiftUI
  import InputKitGateCore

  /// Pushes a route onto the stack's path only when the gate set by `navigationGate` allows it.
  ///
  /// A refusal shows the gate's alert, as in UIKit. Without `navigationGate` above, every route is
  /// refused and a debug build stops at an assertion. Unlike a ``GatedNavigationLink``, it cannot
  /// tell a second tap during a push from a first: disable the button while it pushes.
  public struct GatedNavigationAction {
    /// Asks the gate for a route from a screen that many pushes deep; whether it pushed.
    let navigate: @MainActor (_ route: Any, _ depth: Int) -> Bool
    /// How many screens the stack's path holds now.
    let depth: @MainActor () -> Int

    /// Pushes `route` if the gate lets it proceed, else shows the refusal.
    ///
    /// - Parameter route: Where to go, of the gate's route type.
    /// - Returns: Whether the route was pushed.
    @MainActor
    @discardableResult
    public func callAsFunction(_ route: some Hashable) -> Bool {
      navigate(route, depth())
    }
  }

  /// The hidden view that presents a `navigationGate`'s refusals for the modifier's life.
  @MainActor
  final class GateAlerts: ObservableObject {
    let view = PendingAlertsView(frame: .zero)

    init() {
      view.isHidden = true
    }
  }

  private struct GatedNavigationKey: EnvironmentKey {
    static var defaultValue: GatedNavigationAction {
      GatedNavigationAction(
        navigate: { route, _ in
          assertionFailure(
            "No navigation gate for \(route): set one with navigationGate(_:values:path:) on the NavigationStack"
          )
          return false
        }, depth: { 0 })
    }
  }

  extension EnvironmentValues {
    /// Pushes a route only when the gate set by `navigationGate(_:values:path:)` allows it.
    public var gatedNavigation: GatedNavigationAction {
      get { self[GatedNavigationKey.self] }
      set { self[GatedNavigationKey.self] = newValue }
    }
  }

  extension View {
    /// Guards the pushes onto `path` of the `NavigationStack(path:)` it is applied to: links and
    /// `@Environment(\.gatedNavigation)` on every screen ask `gate` with `values`.
    ///
    /// - Parameters:
    ///   - gate: The gate that decides.
    ///   - values: What the screens hold now.
    ///   - path: The stack's path; a route the gate lets through is appended to it.
    /// - Returns: The view, its navigation guarded.
    @MainActor
    public func navigationGate<Route, Values>(
      _ gate: NavigationGate<Route, Values>, values: Values, path: Binding<[Route]>
    ) -> some View {
      navigationGate(gate, values: values, path: path) { route, _ in route }
    }

    /// Guards the pushes onto `path` with `gate`, appending what `push` makes of the route and
    /// the payload: a destination that takes the values as they were when the gate let them
    /// through.
    ///
    /// - Parameters:
    ///   - gate: The gate that decides.
    ///   - values: What the screens hold now.
    ///   - path: The stack's path.
    ///   - push: Makes the path's next element from the route and the payload.
    /// - Returns: The view, its navigation guarded.
    @MainActor
    public func navigationGate<Route, Values, Element>(
      _ gate: NavigationGate<Route, Values>, values: Values, path: Binding<[Element]>,
      push: @escaping @MainActor (_ route: Route, _ payload: Values) -> Element
    ) -> some View {
      modifier(
        NavigationGateModifier { alerts in
          GatedNavigationAction(
            navigate: { route, depth in
              guard let route = route as? Route else {
                assertionFailure("\(route) is not a route of the gate, \(Route.self)")
                return false
              }
              let source = NavigationGate<Route, Values>.Source(
                depth: depth, pathCount: path.wrappedValue.count)
              return gate.perform(
                gate.decide(route, values: values, from: source), refusingOn: alerts.view
              ) {
                path.wrappedValue.append(push(route, $0))
                return true
              }
            }, depth: { path.wrappedValue.count })
        })
    }
  }

  struct NavigationGateModifier: ViewModifier {
    let action: @MainActor (GateAlerts) -> GatedNavigationAction
    @StateObject private var alerts = GateAlerts()

    func body(content: Content) -> some View {
      content
        .environment(\.gatedNavigation, action(alerts))
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
