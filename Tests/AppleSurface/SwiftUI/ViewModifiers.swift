// View modifiers InputKit applies. Pages not looked up unless a path is given with a quoted
// declaration; these are the SDK's forms. They are `nonisolated`, as in current SDKs, and
// return "some View".
extension View {
  /// /documentation/swiftui/view/modifier(_:) — `func modifier<T>(_ modifier: T) ->
  /// ModifiedContent<Self, T>`
  nonisolated public func modifier<T: ViewModifier>(_ modifier: T) -> some View {
    _SurfaceView()
  }

  /// /documentation/swiftui/view/overlay(alignment:content:) — iOS 15 (page read):
  /// `nonisolated func overlay<V>(alignment: Alignment = .center, @ContentBuilder content: () -> V)
  /// -> some View where V : View` (`@ViewBuilder` in the SDKs InputKit targets).
  nonisolated public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { _SurfaceView() }

  /// /documentation/swiftui/view/background(alignment:content:) — iOS 15:
  /// `func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some
  /// View where V : View`
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { _SurfaceView() }

  /// /documentation/swiftui/view/padding(_:)-68shk — `nonisolated func padding(_ length:
  /// CGFloat) -> some View` (page read)
  nonisolated public func padding(_ length: CGFloat) -> some View { _SurfaceView() }

  /// /documentation/swiftui/view/opacity(_:) — `nonisolated func opacity(_ opacity: Double) -> some
  /// View` (page read)
  nonisolated public func opacity(_ opacity: Double) -> some View { _SurfaceView() }

  /// /documentation/swiftui/view/allowshittesting(_:) — `nonisolated func allowsHitTesting(_
  /// enabled: Bool) -> some View` (page read)
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { _SurfaceView() }

  /// /documentation/swiftui/view/foregroundcolor(_:) — `func foregroundColor(_ color: Color?) ->
  /// some View` (deprecated from iOS 17, available from iOS 13; InputKit targets iOS 16).
  nonisolated public func foregroundColor(_ color: Color?) -> some View { _SurfaceView() }

  /// /documentation/swiftui/view/accessibilityhidden(_:) — `func accessibilityHidden(_ hidden:
  /// Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { _SurfaceView() }
}

/// /documentation/swiftui/alignment — `struct Alignment`
public struct Alignment: Equatable, Sendable {
  /// /documentation/swiftui/alignment/center
  public static let center = Alignment()
}

/// /documentation/swiftui/animation — `struct Animation`
public struct Animation: Equatable, Sendable {
  /// /documentation/swiftui/animation/default — the system's default animation.
  public static let `default` = Animation()

  /// /documentation/swiftui/animation/easeinout(duration:) — `static func easeInOut(duration:
  /// TimeInterval) -> Animation`
  public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
}

/// /documentation/swiftui/withanimation(_:_:) — `func withAnimation<Result>(_ animation:
/// Animation? = .default, _ body: () throws -> Result) rethrows -> Result` (the default argument
/// is `.default`; `nil` means no animation).
@MainActor public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result { fatalError() }
