/// One change a renderer must make to the screen. ``ActivityOverlayState`` emits only these,
/// and never two in a row that leave the screen the same.
public enum ActivityOverlayEvent: Hashable, Sendable {
  /// Put the overlay on screen with this content, fading in when `animated`.
  ///
  /// May arrive while a previous fade-out is still running; the renderer then reverses
  /// that fade from wherever it is.
  case appear(ActivityOverlayContent, animated: Bool)
  /// The overlay is on screen; show this content instead.
  case update(ActivityOverlayContent)
  /// Take the overlay off screen, fading out when `animated`.
  case disappear(animated: Bool)
}
