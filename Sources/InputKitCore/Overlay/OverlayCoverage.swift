/// Which part of the interface the overlay blocks.
public enum OverlayCoverage: Hashable, Sendable {
  /// The whole screen: the renderer attaches the overlay to the window.
  case screen
  /// One view and everything inside it.
  case view
  /// Exactly the keyboard's area, as Messages does while sending, so the text above stays
  /// readable but nobody can type into the work in flight.
  case keyboard
}
