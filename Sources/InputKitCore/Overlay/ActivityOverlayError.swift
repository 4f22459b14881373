/// Input an ``ActivityOverlayState`` refuses, leaving itself unchanged.
public enum ActivityOverlayError: Error, Hashable, Sendable {
  /// A progress value was NaN, which is no amount of progress at all.
  case progressIsNotANumber
}
