// Navigation and presentation: what the navigation gate's SwiftUI paths and the example's
// screens use. Each declaration was read from the page its comment names (the docs corpus).

/// /documentation/swiftui/navigationstack — `nonisolated struct NavigationStack<Data, Root>
/// where Root : View`
nonisolated public struct NavigationStack<Data, Root: View>: View {
  /// Never called.
  public var body: Never { fatalError() }
}

extension NavigationStack {
  /// /documentation/swiftui/navigationstack/init(path:root:)-3bt4q — `nonisolated
  /// init(path: Binding<Data>, @ContentBuilder root: () -> Root) where Data :
  /// MutableCollection, Data : RandomAccessCollection, Data : RangeReplaceableCollection,
  /// Data.Element : Hashable` (`@ViewBuilder` in the SDKs InputKit targets)
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {}
}

extension NavigationStack where Data == NavigationPath {
  /// /documentation/swiftui/navigationstack/init(root:) — `nonisolated init(@ContentBuilder
  /// root: () -> Root) where Data == NavigationPath`
  nonisolated public init(@ViewBuilder root: () -> Root) {}
}

/// /documentation/swiftui/navigationpath — `struct NavigationPath`; only named here, as the
/// data of a stack that manages its own state.
public struct NavigationPath {
  /// /documentation/swiftui/navigationpath/init() — `init()`
  public init() {}
}

/// /documentation/swiftui/textfield — `nonisolated struct TextField<Label> where Label : View`
nonisolated public struct TextField<Label: View>: View {
  /// Never called.
  public var body: Never { fatalError() }
}

extension TextField where Label == Text {
  /// /documentation/swiftui/textfield/init(_:text:)-2laoi — `nonisolated init<S>(_ title: S,
  /// text: Binding<String>) where S : StringProtocol`
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

extension Button {
  /// /documentation/swiftui/button/init(action:label:) — `@preconcurrency nonisolated
  /// init(action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label)`
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {}
}

extension View {
  /// /documentation/swiftui/view/navigationdestination(ispresented:destination:) — iOS 16:
  /// `nonisolated func navigationDestination<V>(isPresented: Binding<Bool>, @ContentBuilder
  /// destination: () -> V) -> some View where V : View`
  nonisolated public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View { _SurfaceView() }

  /// /documentation/swiftui/view/navigationdestination(for:destination:) — iOS 16:
  /// `nonisolated func navigationDestination<D, C>(for data: D.Type, @ContentBuilder
  /// destination: @escaping (D) -> C) -> some View where D : Hashable, C : View`
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { _SurfaceView() }

  /// /documentation/swiftui/view/sheet(item:ondismiss:content:) — `nonisolated func
  /// sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ContentBuilder
  /// content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content :
  /// View`
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { _SurfaceView() }

  /// /documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka — iOS 15: `nonisolated
  /// func alert<S, A>(_ title: S, isPresented: Binding<Bool>, @ContentBuilder actions: () -> A)
  /// -> some View where S : StringProtocol, A : View`
  nonisolated public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View { _SurfaceView() }
}
