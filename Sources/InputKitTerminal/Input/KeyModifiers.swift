/// Modifier keys held during a key press or mouse event, as far as the terminal reports
/// them (terminals report Alt for an Escape prefix, and all three for arrows and mouse
/// events).
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt8

  /// Creates modifiers from raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Alt (Option, Meta).
  public static let alt = KeyModifiers(rawValue: 2)
  /// Control.
  public static let control = KeyModifiers(rawValue: 4)
}
