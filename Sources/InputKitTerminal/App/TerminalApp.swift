/// A full-screen terminal app as a state machine: fed events, drawn into a buffer.
///
/// The app never touches the terminal. `TerminalRunner` reads and decodes input, keeps
/// time, asks the app to draw and sends only what changed, so an app is tested by calling
/// `handle` and `render` directly.
public protocol TerminalApp {
  /// The app's notion of a point in time, that of the clock the runner is given.
  associatedtype Instant: InstantProtocol where Instant.Duration == Duration

  /// Reacts to `event`, which happened at `now`. Returns whether the screen must be drawn
  /// again. The first event of a run is always `.resize` with the terminal's size.
  mutating func handle(_ event: TerminalEvent, at now: Instant) -> Bool

  /// Draws the whole screen into `buffer`, which is blank and of the terminal's size.
  func render(into buffer: inout ScreenBuffer)

  /// When the app next needs a `.tick` (an overlay's grace time ending, a spinner's next
  /// frame), or `nil` when it is waiting for input only.
  var nextDeadline: Instant? { get }

  /// Whether the app has finished; the runner stops before waiting for more input.
  var wantsQuit: Bool { get }
}
