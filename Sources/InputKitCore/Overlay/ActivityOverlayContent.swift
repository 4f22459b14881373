/// Everything the overlay shows at one moment: the status icon, the label and the progress.
public struct ActivityOverlayContent: Hashable, Sendable {
  /// Which indicator to draw.
  public var status: ActivityOverlayStatus
  /// The centred label, already localised.
  public var message: String
  /// Progress from 0 to 1, or `nil` for an indeterminate spinner.
  public var progress: Double?

  /// Creates content.
  public init(status: ActivityOverlayStatus, message: String, progress: Double? = nil) {
    self.status = status
    self.message = message
    self.progress = progress
  }
}
