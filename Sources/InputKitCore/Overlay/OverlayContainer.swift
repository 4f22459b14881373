/// The view an overlay's coverage is measured against: the one it covers when it is not
/// hosted over the keyboard.
public enum OverlayContainer: Hashable, Sendable {
  /// The view the overlay was attached to.
  case hostView
  /// The window of that view.
  case hostWindow
}

extension OverlayCoverage {
  /// The container: the host's window for ``screen``, the host itself otherwise. Until the
  /// host is in a window the overlay covers nothing.
  public var container: OverlayContainer {
    self == .screen ? .hostWindow : .hostView
  }
}
