// The primitive views and shapes InputKit draws with. Text's init(_:) and VStack's initializer
// were read (quoted); the other pages were not looked up and carry the SDK's forms.

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
public struct VStack<Content: View>: View {
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

/// /documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
  /// The centre.
  public static let center = HorizontalAlignment()
}

/// /documentation/swiftui/zstack — `struct ZStack<Content> where Content : View`
public struct ZStack<Content: View>: View {
  /// /documentation/swiftui/zstack/init(alignment:content:)
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  /// Never called.
  public var body: Never { fatalError() }
}

/// /documentation/swiftui/progressview — `struct ProgressView<Label, CurrentValueLabel>`
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  /// Never called.
  public var body: Never { fatalError() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// /documentation/swiftui/progressview/init() — an indeterminate spinner.
  public init() {}

  /// /documentation/swiftui/progressview/init(value:total:) — `init<V>(value: V?, total: V = 1.0)
  /// where V : BinaryFloatingPoint`
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

/// /documentation/swiftui/shapestyle — `protocol ShapeStyle`
public protocol ShapeStyle: Sendable {}

/// /documentation/swiftui/color — `struct Color`
public struct Color: View, ShapeStyle, Hashable {
  /// /documentation/swiftui/color/rgbcolorspace
  public enum RGBColorSpace: Sendable {
    /// sRGB.
    case sRGB
  }

  /// /documentation/swiftui/color/init(_:red:green:blue:opacity:) —
  /// `init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
  /// opacity: Double = 1)`
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {}

  /// /documentation/swiftui/color/white
  public static let white = Color(red: 1, green: 1, blue: 1)

  /// Never called.
  public var body: Never { fatalError() }
}

/// /documentation/swiftui/shape — `protocol Shape : Sendable, Animatable, View`
public protocol Shape: View, Sendable {}

extension Shape {
  /// /documentation/swiftui/shape/fill(_:style:) — fills the shape with a style.
  nonisolated public func fill<S: ShapeStyle>(_ content: S) -> some View { _SurfaceView() }

  /// /documentation/swiftui/shape/stroke(_:linewidth:) — `func stroke<S>(_ content: S,
  /// lineWidth: CGFloat = 1) -> some View where S : ShapeStyle`
  nonisolated public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1
  )
    -> some View
  { _SurfaceView() }
}

/// /documentation/swiftui/roundedrectangle — `struct RoundedRectangle`
public struct RoundedRectangle: Shape {
  /// /documentation/swiftui/roundedrectangle/init(cornerradius:style:)
  public init(cornerRadius: CGFloat) {}
  /// Never called.
  public var body: Never { fatalError() }
}
