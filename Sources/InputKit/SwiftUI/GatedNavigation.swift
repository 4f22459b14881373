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
  /// A refused transition shows the gate's message in an alert with an OK button, in the gate's
  /// language; `perform` is not called. The payload goes wherever the app navigates: appended
  /// to a `NavigationStack` path for `navigationDestination(for:)`, set as a sheet's item, or
  /// handed to a destination (``GatedNavigationLink`` does that for a link). Without a gate set
  /// above, every transition proceeds with an empty payload, as with a gate that guards
  /// nothing.
  public struct GatedNavigationAction {
    let gate: NavigationGate
    let refuse: @MainActor (String) -> Void

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
      switch gate.decide(transition, values: values) {
      case .proceed(let payload):
        perform(payload)
        return true
      case .refuse(let message, _):
        refuse(message)
        return false
      }
    }
  }

  /// The environment's gated navigation: none set until `navigationGate(_:)`.
  private struct GatedNavigationKey: EnvironmentKey {
    static var defaultValue: GatedNavigationAction {
      GatedNavigationAction(gate: NavigationGate([:]), refuse: { _ in })
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
    /// `@Environment(\.gatedNavigation)` asks it before each transition, and a refusal shows
    /// the gate's message in an alert with an OK button.
    ///
    /// - Parameter gate: The gate that decides, with its requirements and language.
    /// - Returns: The view, its navigation guarded.
    @MainActor
    public func navigationGate(_ gate: NavigationGate) -> some View {
      modifier(NavigationGateModifier(gate: gate))
    }
  }

  /// Puts the gate in the environment and shows its refusals.
  struct NavigationGateModifier: ViewModifier {
    let gate: NavigationGate
    @State private var refusal = ""
    @State private var isRefused = false

    func body(content: Content) -> some View {
      content
        .environment(
          \.gatedNavigation,
          GatedNavigationAction(
            gate: gate,
            refuse: { message in
              refusal = message
              isRefused = true
            })
        )
        .alert(refusal, isPresented: $isRefused) {
          Button(LocalizedStrings(table: "Common", language: gate.language).string("okay")) {}
        }
    }
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
  public struct GatedNavigationLink<Label: View, Destination: View>: View {
    private let transition: String
    private let values: [String: String]
    private let destination: @MainActor ([String: String]) -> Destination
    private let label: Label
    @Environment(\.gatedNavigation) private var navigate
    @State private var payload: [String: String] = [:]
    @State private var isActive = false

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

    /// The button, and the destination it pushes.
    public var body: some View {
      Button {
        navigate(transition, values: values) { granted in
          payload = granted
          isActive = true
        }
      } label: {
        label
      }
      .navigationDestination(isPresented: $isActive) { destination(payload) }
    }
  }
#endif
