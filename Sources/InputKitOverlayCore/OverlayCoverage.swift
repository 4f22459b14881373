/// Which part of the interface the overlay covers, and so blocks.
public enum OverlayCoverage: Hashable, Sendable {
  /// The host's whole window.
  case screen
  /// One view and everything inside it, the field being edited in it included.
  case view
  /// Exactly the keyboard's area, as Messages does while sending: the text above stays readable.
  case keyboard
}
