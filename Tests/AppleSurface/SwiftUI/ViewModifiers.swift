// View modifiers InputKit applies, each with the page it was read from. They are `nonisolated`, as
// the pages show, and return "some View" (Tests/AppleSurface/README.md: the real results are
// `ModifiedContent` instantiations).
extension View {
  /// /documentation/swiftui/view/modifier(_:) — `nonisolated func modifier<T>(_ modifier: T) ->
  /// ModifiedContent<Self, T>`. `ModifiedContent` is a view only when `T` is a `ViewModifier`
  /// (/documentation/swiftui/modifiedcontent/init(content:modifier:)), hence the constraint here,
  /// where the result must be a view.
  nonisolated public func modifier<T: ViewModifier>(_ modifier: T) -> some View {
    _SurfaceView()
  }

  /// /documentation/swiftui/view/overlay(alignment:content:) — iOS 15 (page read):
  /// `nonisolated func overlay<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V)
  /// -> some View where V : View` (`@ViewBuilder` in the SDKs InputKit targets).
  nonisolated public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { _SurfaceView() }

  /// /documentation/swiftui/view/background(alignment:content:) — iOS 15: `nonisolated func
  /// background<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V) -> some View
  /// where V : View` (`@ViewBuilder` in the SDKs InputKit targets).
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { _SurfaceView() }

  /// /documentation/swiftui/view/padding(_:)-68shk — `nonisolated func padding(_ length:
  /// CGFloat) -> some View` (page read)
  nonisolated public func padding(_ length: CGFloat) -> some View { _SurfaceView() }

  /// /documentation/swiftui/view/font(_:) — `nonisolated func font(_ font: Font?) -> some View`,
  /// which sets the environment's `font` for the view and its descendants (the 16.5 SDK's
  /// SwiftUI.swiftinterface: `public func font(_ font: SwiftUI.Font?) -> some SwiftUI.View`).
  nonisolated public func font(_ font: Font?) -> some View { _SurfaceView() }

  /// /documentation/swiftui/view/onappear(perform:) — `nonisolated func onAppear(perform action:
  /// (() -> Void)? = nil) -> some View` (page read): the action completes before the view's
  /// first rendered frame.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    _SurfaceView()
  }

  /// /documentation/swiftui/view/opacity(_:) — `nonisolated func opacity(_ opacity: Double) -> some
  /// View` (page read)
  nonisolated public func opacity(_ opacity: Double) -> some View { _SurfaceView() }

  /// /documentation/swiftui/view/allowshittesting(_:) — `nonisolated func allowsHitTesting(_
  /// enabled: Bool) -> some View` (page read)
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { _SurfaceView() }

  /// /documentation/swiftui/view/disabled(_:) — `nonisolated func disabled(_ disabled: Bool) ->
  /// some View` (page read; the 16.5 SDK's SwiftUI.swiftinterface turns the environment's
  /// `isEnabled` off: `transform: { $0 = $0 && !disabled }`)
  nonisolated public func disabled(_ disabled: Bool) -> some View { _SurfaceView() }

  /// /documentation/swiftui/view/foregroundcolor(_:) — `nonisolated func foregroundColor(_ color:
  /// Color?) -> some View` (iOS 13.0–27.0: deprecated only from iOS 27; InputKit targets iOS 16).
  nonisolated public func foregroundColor(_ color: Color?) -> some View { _SurfaceView() }

  /// /documentation/swiftui/view/tint(_:)-93mfq — `nonisolated func tint(_ tint: Color?) -> some
  /// View` (iOS 15; the 16.5 SDK's SwiftUI.swiftinterface: `@_disfavoredOverload public func
  /// tint(_ tint: SwiftUI.Color?) -> some SwiftUI.View`)
  nonisolated public func tint(_ tint: Color?) -> some View { _SurfaceView() }

  /// /documentation/swiftui/view/accessibilityhidden(_:) — iOS 14: `nonisolated func
  /// accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { _SurfaceView() }

  /// /documentation/swiftui/view/accessibilityaddtraits(_:) — iOS 14: `nonisolated func
  /// accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self,
  /// AccessibilityAttachmentModifier>` (the 16.5 SDK's SwiftUI.swiftinterface, same shape)
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    _SurfaceView()
  }
}

/// /documentation/swiftui/accessibilitytraits — iOS 13: `struct AccessibilityTraits` conforming
/// to `SetAlgebra` (the 16.5 SDK's SwiftUI.swiftinterface: `public struct AccessibilityTraits :
/// Swift.SetAlgebra`); only the trait InputKit uses is declared.
public struct AccessibilityTraits: SetAlgebra, Sendable {
  /// /documentation/swiftui/accessibilitytraits/ismodal — `static let isModal:
  /// AccessibilityTraits`
  public static let isModal = AccessibilityTraits()

  /// `SetAlgebra` (declared for the conformance only).
  public init() {}
  /// `SetAlgebra` (declared for the conformance only).
  public func contains(_ member: AccessibilityTraits) -> Bool { fatalError() }
  /// `SetAlgebra` (declared for the conformance only).
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
  /// `SetAlgebra` (declared for the conformance only).
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
  /// `SetAlgebra` (declared for the conformance only).
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    fatalError()
  }
  /// `SetAlgebra` (declared for the conformance only).
  @discardableResult
  public mutating func insert(
    _ newMember: AccessibilityTraits
  ) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) { fatalError() }
  /// `SetAlgebra` (declared for the conformance only).
  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    fatalError()
  }
  /// `SetAlgebra` (declared for the conformance only).
  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    fatalError()
  }
  /// `SetAlgebra` (declared for the conformance only).
  public mutating func formUnion(_ other: AccessibilityTraits) { fatalError() }
  /// `SetAlgebra` (declared for the conformance only).
  public mutating func formIntersection(_ other: AccessibilityTraits) { fatalError() }
  /// `SetAlgebra` (declared for the conformance only).
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { fatalError() }
}

/// /documentation/swiftui/alignment — `@frozen struct Alignment` (page read)
public struct Alignment: Equatable, Sendable {
  /// /documentation/swiftui/alignment/center — `static let center: Alignment` (page read)
  public static let center = Alignment()
}

/// /documentation/swiftui/animation — `@frozen struct Animation`
public struct Animation: Equatable, Sendable {
  /// /documentation/swiftui/animation/default — static let `default`: Animation
  public static let `default` = Animation()

  /// /documentation/swiftui/animation/easeinout(duration:) — `static func easeInOut(duration:
  /// TimeInterval) -> Animation`
  public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
}

/// /documentation/swiftui/withanimation(_:_:) — `func withAnimation<Result>(_ animation:
/// Animation? = .default, _ body: () throws -> Result) rethrows -> Result`: not main-actor
/// isolated (`nil` means no animation).
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result { fatalError() }
