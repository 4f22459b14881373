/// The timing rules and look of an ``ActivityOverlayState``.
///
/// Durations that are zero or negative mean "no wait", the way a timer with a deadline in
/// the past fires at once.
public struct ActivityOverlayConfiguration: Hashable, Sendable {
  /// How long work must run before the overlay appears at all; work that ends sooner shows
  /// nothing, so quick operations do not flash a spinner.
  public var graceTime: Duration
  /// How long the overlay stays at least, counted from the start of its fade-in, so that it
  /// never flickers on and off.
  public var minimumShowTime: Duration
  /// How long a success stays on screen before the overlay leaves by itself.
  public var successDisplayTime: Duration
  /// How long a failure stays on screen before the overlay leaves by itself.
  public var failureDisplayTime: Duration
  /// Colours, geometry and fade duration.
  public var appearance: OverlayAppearance
  /// Whether the person asked for reduced motion (Reduce Motion in Settings); the overlay
  /// then appears and disappears without fading.
  public var reducesMotion: Bool
  /// Default texts, already localised.
  public var messages: ActivityOverlayMessages

  /// Creates a configuration; every argument has the value InputKit recommends.
  public init(
    graceTime: Duration = .milliseconds(500),
    minimumShowTime: Duration = .milliseconds(500),
    successDisplayTime: Duration = .milliseconds(1500),
    failureDisplayTime: Duration = .seconds(2),
    appearance: OverlayAppearance = .standard,
    reducesMotion: Bool = false,
    messages: ActivityOverlayMessages = ActivityOverlayMessages(language: .current)
  ) {
    self.graceTime = graceTime
    self.minimumShowTime = minimumShowTime
    self.successDisplayTime = successDisplayTime
    self.failureDisplayTime = failureDisplayTime
    self.appearance = appearance
    self.reducesMotion = reducesMotion
    self.messages = messages
  }

  /// Whether appearing and disappearing fade: not under Reduce Motion, nor with a zero fade.
  public var fades: Bool {
    !reducesMotion && appearance.fadeDuration > .zero
  }
}
