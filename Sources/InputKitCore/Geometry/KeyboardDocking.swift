/// Where a keyboard frame puts the keyboard relative to the screen, which decides whether it
/// covers anything.
enum KeyboardDocking: Hashable, Sendable {
  /// Attached to the screen's bottom edge: it covers what lies under its visible part. A
  /// hardware keyboard's accessory bar counts too: its frame reaches below the screen and
  /// only the bar is visible.
  case docked
  /// Floating or undocked (an iPad's floating or split keyboard): it does not touch the
  /// bottom edge, floats over the content and covers nothing that layout should avoid.
  case floating
  /// Entirely off screen, or of zero size.
  case hidden
}
