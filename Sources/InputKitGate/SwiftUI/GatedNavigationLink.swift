#if canImport(UIKit)
  import SwiftUI

  /// A navigation link that pushes `destination` only when the gate set by `navigationGate(_:)`
  /// lets `transition` proceed.
  ///
  /// It works in `List` rows and lazy stacks, since `navigationGate(_:)` pushes; as a button, it
  /// shows no disclosure chevron unless `label` draws one.
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
    ///   - transition: The transition's name.
    ///   - values: The fields' current text, by name.
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
          // A second tap while a screen slides in replaces it: SwiftUI shows the first only once
          // (no device test taps a link twice).
          destinations?.pushed = AnyView(destination(payload))
        }
      } label: {
        label
      }
    }
  }

  /// The screen a gated link pushed at one level of a navigation stack, until the person goes back.
  @MainActor
  final class GatedLinkDestinations: ObservableObject {
    @Published var pushed: AnyView?
  }

  private struct GatedLinkDestinationsKey: EnvironmentKey {
    static var defaultValue: GatedLinkDestinations? { nil }
  }

  extension EnvironmentValues {
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

    private var isPushing: Binding<Bool> {
      let destinations = destinations
      return Binding(
        get: { @MainActor in destinations.pushed != nil },
        set: { @MainActor isPushing in if !isPushing { destinations.pushed = nil } })
    }
  }
#endif
