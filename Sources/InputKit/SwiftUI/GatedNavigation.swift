#if canImport(UIKit)
  import InputKitCore
  import SwiftUI

  /// Navigates only when a `NavigationGate` allows it, in SwiftUI: read it from the environment
  /// under a view that set the gate with `navigationGate(_:)`, and call it with the transition,
  /// the fields' values and what to do with the payload.
  ///
  /// ```swift
  /// @Environment(\.gatedNavigation) private var navigate
  ///
  /// Button("Show detail") {
  ///   navigate("showDetail", values: ["text": text]) { payload in
  ///     path.append(payload["text"] ?? "")     // NavigationStack(path:)
  ///   }
  /// }
  /// ```
  ///
  /// A refused transition shows the gate's message in an alert with an Okay button, in the
  /// gate's language, the same alert the UIKit paths show; `perform` is not called. The alert
  /// is presented over whatever the window presents, a sheet or full-screen cover included, and
  /// from any screen pushed above the gate's, once it can be (no presentation running). The
  /// payload goes wherever the app navigates:
  /// appended to a `NavigationStack` path for `navigationDestination(for:)`, set as a sheet's
  /// item, or handed to a destination (``GatedNavigationLink`` does that for a link).
  ///
  /// Without `navigationGate(_:)` above, there is no gate to ask: every transition is refused
  /// (`perform` is not called), and a debug build stops at an assertion that says so, rather
  /// than letting unchecked values through.
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
      switch gate.decide(transition, values: values) {
      case .proceed(let payload):
        perform(payload)
        return true
      case .refuse(let message, _):
        alerts.view.show(message, language: gate.language)
        return false
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
    /// Guards the navigation of this view's content with `gate`: the content's
    /// `@Environment(\.gatedNavigation)` and its ``GatedNavigationLink``s ask it before each
    /// transition, and a refusal shows the gate's message in an alert with an Okay button.
    ///
    /// Apply it to the root view of a `NavigationStack`, inside the stack, so that the links
    /// below it can push: their destinations are pushed from here, outside any `List` or lazy
    /// stack, where SwiftUI ignores a destination declared in a row.
    ///
    /// ```swift
    /// NavigationStack {
    ///   List { GatedNavigationLink("showDetail", values: ["text": text]) { … } label: { … } }
    ///     .navigationGate(gate)
    /// }
    /// ```
    ///
    /// - Parameter gate: The gate that decides, with its requirements and language.
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

  /// A navigation link that asks the gate first: a button that pushes `destination`, made from
  /// the payload, onto the enclosing `NavigationStack` only when the gate set by
  /// `navigationGate(_:)` lets `transition` proceed, and shows the refusal otherwise.
  ///
  /// ```swift
  /// GatedNavigationLink("showDetail", values: ["text": text]) { payload in
  ///   DetailView(title: payload["text"] ?? "")
  /// } label: {
  ///   Text("Show detail")
  /// }
  /// ```
  ///
  /// The link works in a `List` row and in lazy stacks: the destination is pushed by
  /// `navigationGate(_:)`, which sits outside them, and a destination can hold links of its
  /// own that push further. It is a button, so a row shows no disclosure chevron (SwiftUI
  /// draws one only for its own `NavigationLink`): put one in `label` if the row should.
  ///
  /// `navigationGate(_:)` must be inside a `NavigationStack`: outside one, SwiftUI ignores the
  /// destination, and a permitted tap pushes nothing.
  public struct GatedNavigationLink<Label: View, Destination: View>: View {
    private let transition: String
    private let values: [String: String]
    private let destination: @MainActor ([String: String]) -> Destination
    private let label: Label
    @Environment(\.gatedNavigation) private var navigate
    @Environment(\.gatedLinkDestinations) private var destinations

    /// A link for `transition` with the fields' current `values`.
    ///
    /// - Parameters:
    ///   - transition: The transition's name, as the gate's requirements name it.
    ///   - values: The current text of the fields (field name → text).
    ///   - destination: Makes the next screen from the payload.
    ///   - label: What the link shows.
    public init(
      _ transition: String, values: [String: String],
      @ViewBuilder destination: @escaping @MainActor (_ payload: [String: String]) -> Destination,
      @ViewBuilder label: () -> Label
    ) {
      self.transition = transition
      self.values = values
      self.destination = destination
      self.label = label()
    }

    /// The button that asks the gate and pushes the destination.
    public var body: some View {
      Button {
        navigate(transition, values: values) { payload in
          destinations?.push(AnyView(destination(payload)))
        }
      } label: {
        label
      }
    }
  }

  /// The destination a gated link pushed at one level of a navigation stack.
  @MainActor
  final class GatedLinkDestinations: ObservableObject {
    /// The screen pushed from this level, until the person goes back.
    @Published var pushed: AnyView?

    /// Pushes `screen`. A second tap while a screen slides in replaces it: SwiftUI shows the
    /// first only once.
    func push(_ screen: AnyView) {
      pushed = screen
    }
  }

  private struct GatedLinkDestinationsKey: EnvironmentKey {
    static var defaultValue: GatedLinkDestinations? { nil }
  }

  extension EnvironmentValues {
    /// Where the gated links below push their destinations.
    var gatedLinkDestinations: GatedLinkDestinations? {
      get { self[GatedLinkDestinationsKey.self] }
      set { self[GatedLinkDestinationsKey.self] = newValue }
    }
  }

  /// Pushes what the gated links below push, from one `navigationDestination(isPresented:)`
  /// outside any list; each pushed screen hosts its own links again, with the same gate.
  struct GatedLinkHost: ViewModifier {
    @StateObject private var destinations = GatedLinkDestinations()
    @Environment(\.gatedNavigation) private var navigate

    func body(content: Content) -> some View {
      content
        .environment(\.gatedLinkDestinations, destinations)
        .navigationDestination(isPresented: isPushing) {
          (destinations.pushed ?? AnyView(EmptyView()))
            .modifier(GatedLinkHost())
            .environment(\.gatedNavigation, navigate)
        }
    }

    /// Whether a screen is pushed; going back clears it.
    private var isPushing: Binding<Bool> {
      let destinations = destinations
      return Binding(
        get: { @MainActor in destinations.pushed != nil },
        set: { @MainActor isPushing in if !isPushing { destinations.pushed = nil } })
    }
  }
#endif
