/// Which part of the interface the overlay covers, and so blocks.
public enum OverlayCoverage: Hashable, Sendable {
  /// The whole window: the overlay is attached to the host's window.
  case screen
  /// One view and everything inside it, the field being edited in it included.
  case view
  /// Exactly the keyboard's area, as Messages does while sending, so the text above stays
  /// readable but nobody can type into the work in flight.
  case keyboard
}
