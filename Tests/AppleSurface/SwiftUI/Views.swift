// The primitive views and shapes InputKit draws with. Declarations whose comment quotes a
// declaration were read from that page (the docs corpus unless the comment names the mirror).

/// /documentation/swiftui/text — `struct Text`
public struct Text: View {
  /// /documentation/swiftui/text/init(_:)-9d1g4 — `init<S>(_ content: S) where S :
  /// StringProtocol` (page read; shows the string verbatim, no localisation lookup).
  public init<S: StringProtocol>(_ content: S) {}
  /// /documentation/swiftui/text/init(_:tablename:bundle:comment:) — `init(_ key:
  /// LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString?
  /// = nil)` (page read; what a string literal calls)
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {}
  /// Never called.
  public var body: Never { fatalError() }
}

/// /documentation/swiftui/localizedstringkey — `@frozen struct LocalizedStringKey`, expressible
/// by a string literal (page read: the key of a title that SwiftUI localises)
public struct LocalizedStringKey: Equatable, ExpressibleByStringLiteral, Sendable {
  /// /documentation/swiftui/localizedstringkey/init(_:) — `init(_ value: String)`
  public init(_ value: String) {}
  /// /documentation/swiftui/localizedstringkey/init(stringliteral:) — `init(stringLiteral
  /// value: String)`
  public init(stringLiteral value: String) {}
}

/// /documentation/swiftui/button — `struct Button<Label> where Label : View` (derived: the type
/// its initializers' pages extend)
public struct Button<Label: View>: View {
  /// Never called.
  public var body: Never { fatalError() }
}

extension Button where Label == Text {
  /// /documentation/swiftui/button/init(_:action:)-lpm7 — `@preconcurrency nonisolated
  /// init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol`
  /// (page read)
  @preconcurrency nonisolated public init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) {}
}

/// /documentation/swiftui/vstack — `@frozen nonisolated struct VStack<Content> where Content :
/// View` (page read)
nonisolated public struct VStack<Content: View>: View {
  /// /documentation/swiftui/vstack/init(alignment:spacing:content:) — `nonisolated
  /// init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ContentBuilder
  /// content: () -> Content)` (page read; `@ContentBuilder` on the current page, `@ViewBuilder` in
  /// the SDKs InputKit targets, as for ViewModifier.body(content:)).
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  /// Never called.
  public var body: Never { fatalError() }
}

/// /documentation/swiftui/list — `nonisolated struct List<SelectionValue, Content> where
/// SelectionValue : Hashable, Content : View` (page not looked up; the form of its initializers'
/// pages). A lazy container: SwiftUI makes its rows only when they show.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
  /// Never called.
  public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
  /// /documentation/swiftui/list/init(content:) — `nonisolated init(@ContentBuilder content: ()
  /// -> Content)` (page read; "Creates a list with the given content."; `@ViewBuilder` in the
  /// SDKs InputKit targets, as for VStack).
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

/// /documentation/swiftui/horizontalalignment — `@frozen struct HorizontalAlignment` (page read;
/// its conformances are not used here beyond equality and sending).
public struct HorizontalAlignment: Equatable, Sendable {
  /// /documentation/swiftui/horizontalalignment/center — `static let center: HorizontalAlignment`
  /// (not in the docs corpus; read from the Averyy/apple-dev-docs mirror,
  /// documentation/SwiftUI/horizontalalignment/center.md)
  public static let center = HorizontalAlignment()
}

/// /documentation/swiftui/zstack — `@frozen nonisolated struct ZStack<Content> where Content :
/// View` (page read)
nonisolated public struct ZStack<Content: View>: View {
  /// /documentation/swiftui/zstack/init(alignment:content:) — `nonisolated init(alignment:
  /// Alignment = .center, @ContentBuilder content: () -> Content)` (page read; `@ViewBuilder` in
  /// the SDKs InputKit targets, as for VStack).
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  /// Never called.
  public var body: Never { fatalError() }
}

/// /documentation/swiftui/progressview — `nonisolated struct ProgressView<Label,
/// CurrentValueLabel> where Label : View, CurrentValueLabel : View` (page read)
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  /// Never called.
  public var body: Never { fatalError() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// /documentation/swiftui/progressview/init() — `nonisolated init() where Label == EmptyView`,
  /// in the page's extension where `CurrentValueLabel == EmptyView` (page read; an indeterminate
  /// spinner).
  nonisolated public init() {}

  /// /documentation/swiftui/progressview/init(value:total:) — `nonisolated init<V>(value: V?,
  /// total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView, V :
  /// BinaryFloatingPoint` (page read)
  nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

/// /documentation/swiftui/shapestyle — `protocol ShapeStyle : Sendable` (page read; its
/// `resolve(in:)` requirement is left out: nothing here declares a custom style).
public protocol ShapeStyle: Sendable {}

/// /documentation/swiftui/color — `@frozen struct Color`
public struct Color: View, ShapeStyle, Hashable {
  /// /documentation/swiftui/color/rgbcolorspace — `enum RGBColorSpace` (Sendable, Hashable)
  public enum RGBColorSpace: Hashable, Sendable {
    /// /documentation/swiftui/color/rgbcolorspace/srgb — `case sRGB`
    case sRGB
  }

  /// /documentation/swiftui/color/init(_:red:green:blue:opacity:) —
  /// `init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
  /// opacity: Double = 1)`
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {}

  /// /documentation/swiftui/color/white — `static let white: Color` (not in the docs corpus; read
  /// from the Averyy/apple-dev-docs mirror, documentation/SwiftUI/color/white.md)
  public static let white = Color(red: 1, green: 1, blue: 1)

  /// Never called.
  public var body: Never { fatalError() }
}

/// /documentation/swiftui/shape — `nonisolated protocol Shape : Sendable, Animatable, View`
/// (`Animatable` is left out: nothing here animates a shape).
nonisolated public protocol Shape: View, Sendable {}

extension Shape {
  /// /documentation/swiftui/shape/fill(_:style:)-3y2ud — `@export(implementation) nonisolated func
  /// fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S>
  /// where S : ShapeStyle` (page read). Both defaulted parameters are left out (`FillStyle` and
  /// the `.foreground` style are not declared here), so `fill()` and `fill(_:style:)` are
  /// rejected here; the result is `some View` as for the modifiers.
  nonisolated public func fill<S: ShapeStyle>(_ content: S) -> some View { _SurfaceView() }

  /// /documentation/swiftui/shape/stroke(_:linewidth:) — `nonisolated func stroke<S>(_ content:
  /// S, lineWidth: CGFloat = 1) -> some View where S : ShapeStyle`
  nonisolated public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1
  )
    -> some View
  { _SurfaceView() }
}

/// /documentation/swiftui/roundedcornerstyle — `enum RoundedCornerStyle` (page read; conforms to
/// Hashable and Sendable)
public enum RoundedCornerStyle: Hashable, Sendable {
  /// /documentation/swiftui/roundedcornerstyle/circular — quarter-circle corners (listed on the
  /// enum's page)
  case circular
  /// /documentation/swiftui/roundedcornerstyle/continuous — `case continuous`
  case continuous
}

/// /documentation/swiftui/roundedrectangle — `@frozen struct RoundedRectangle` (page read)
public struct RoundedRectangle: Shape {
  /// /documentation/swiftui/roundedrectangle/init(cornerradius:style:) — `init(cornerRadius:
  /// CGFloat, style: RoundedCornerStyle = .continuous)` (page read)
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
  /// Never called.
  public var body: Never { fatalError() }
}

/// /documentation/swiftui/anyview — `@frozen nonisolated struct AnyView` ("A type-erased view")
nonisolated public struct AnyView: View {
  /// /documentation/swiftui/anyview/init(_:) — `nonisolated init<V>(_ view: V) where V : View`
  /// ("Create an instance that type-erases `view`")
  public init<V: View>(_ view: V) {}
  /// Never called.
  public var body: Never { fatalError() }
}
