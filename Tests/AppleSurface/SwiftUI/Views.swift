// The primitive views and shapes InputKit draws with. Declarations whose comment quotes a
// declaration were read from that page; the others say "page not looked up".

/// /documentation/swiftui/text — `struct Text`
public struct Text: View {
  /// /documentation/swiftui/text/init(_:)-9d1g4 — `init<S>(_ content: S) where S :
  /// StringProtocol` (page read; shows the string verbatim, no localisation lookup).
  public init<S: StringProtocol>(_ content: S) {}
  /// Never called.
  public var body: Never { fatalError() }
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

/// /documentation/swiftui/horizontalalignment (page not looked up)
public struct HorizontalAlignment: Equatable, Sendable {
  /// /documentation/swiftui/horizontalalignment/center (page not looked up)
  public static let center = HorizontalAlignment()
}

/// /documentation/swiftui/zstack — `struct ZStack<Content> where Content : View` (page not looked
/// up)
public struct ZStack<Content: View>: View {
  /// /documentation/swiftui/zstack/init(alignment:content:) (page not looked up)
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  /// Never called.
  public var body: Never { fatalError() }
}

/// /documentation/swiftui/progressview — `struct ProgressView<Label, CurrentValueLabel>` (page not
/// looked up)
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  /// Never called.
  public var body: Never { fatalError() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// /documentation/swiftui/progressview/init() — an indeterminate spinner (page not looked up).
  public init() {}

  /// /documentation/swiftui/progressview/init(value:total:) — `init<V>(value: V?, total: V = 1.0)
  /// where V : BinaryFloatingPoint` (page not looked up)
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

/// /documentation/swiftui/shapestyle — `protocol ShapeStyle` (page not looked up)
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

  /// /documentation/swiftui/color/white (page not looked up)
  public static let white = Color(red: 1, green: 1, blue: 1)

  /// Never called.
  public var body: Never { fatalError() }
}

/// /documentation/swiftui/shape — `nonisolated protocol Shape : Sendable, Animatable, View`
/// (`Animatable` is left out: nothing here animates a shape).
nonisolated public protocol Shape: View, Sendable {}

extension Shape {
  /// /documentation/swiftui/shape/fill(_:style:) — fills the shape with a style (page not looked
  /// up).
  nonisolated public func fill<S: ShapeStyle>(_ content: S) -> some View { _SurfaceView() }

  /// /documentation/swiftui/shape/stroke(_:linewidth:) — `nonisolated func stroke<S>(_ content:
  /// S, lineWidth: CGFloat = 1) -> some View where S : ShapeStyle`
  nonisolated public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1
  )
    -> some View
  { _SurfaceView() }
}

/// /documentation/swiftui/roundedrectangle — `struct RoundedRectangle` (page not looked up)
public struct RoundedRectangle: Shape {
  /// /documentation/swiftui/roundedrectangle/init(cornerradius:style:) — `init(cornerRadius:
  /// CGFloat, style: RoundedCornerStyle = .continuous)`; the defaulted `style` is left out (its
  /// `RoundedCornerStyle` page was not looked up), so passing `style:` is rejected here.
  public init(cornerRadius: CGFloat) {}
  /// Never called.
  public var body: Never { fatalError() }
}
