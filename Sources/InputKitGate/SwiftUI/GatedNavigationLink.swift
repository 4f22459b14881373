#if canImport(UIKit)
  import SwiftUI
  import InputKitGateCore

  /// A link that pushes `value` onto the stack's path only when the gate set by
  /// `navigationGate(_:values:path:)` lets it proceed.
  ///
  /// It works in `List` rows and lazy stacks, since the gate appends to the path; as a button,
  /// it shows no disclosure chevron unless `label` draws one. A second tap while its push runs
  /// pushes nothing.
  public struct GatedNavigationLink<Label: View>: View {
    private let route: any Hashable
    private let label: Label
    @Environment(\.gatedNavigation) private var navigate
    /// How deep the link's screen is: the path is longer while a screen pushed above covers it.
    @State private var depth = 0

    /// A link to `route` that shows `label`.
    ///
    /// - Parameters:
    ///   - route: Where it goes, of the gate's route type.
    ///   - label: What the link shows.
    public init(value route: some Hashable, @ViewBuilder label: () -> Label) {
      self.route = route
      self.label = label()
    }

    /// The button that asks the gate and pushes the route.
    public var body: some View {
      Button {
        depth = StackDepth.of(appeared: depth, pathCount: navigate.depth())
        _ = navigate.navigate(route, depth)
      } label: {
        label
      }
      .onAppear { depth = navigate.depth() }
    }
  }

  extension GatedNavigationLink where Label == Text {
    /// A link to `route` titled `title`.
    ///
    /// - Parameters:
    ///   - title: The link's title, localised from the app's strings.
    ///   - route: Where it goes, of the gate's route type.
    public init(_ title: LocalizedStringKey, value route: some Hashable) {
      self.init(value: route) { Text(title) }
    }
  }
#endif
