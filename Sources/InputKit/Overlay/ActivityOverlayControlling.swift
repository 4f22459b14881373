#if canImport(UIKit)
  import InputKitCore

  /// Something that shows activities through an `ActivityOverlayDriver` — the UIKit
  /// `ActivityOverlay` and SwiftUI's `ActivityOverlayModel` — and so offers the driver's
  /// begin, end, message and progress calls as its own.
  @MainActor
  public protocol ActivityOverlayControlling: AnyObject {
    /// The driver that owns the overlay's state and its timer.
    var driver: ActivityOverlayDriver { get }
  }

  extension ActivityOverlayControlling {
    /// The timing, look and texts in use.
    public var configuration: ActivityOverlayConfiguration { driver.configuration }

    /// Starts an activity showing `message` (the localised "Loading…" when `nil`); see
    /// `ActivityOverlayDriver.begin(message:)`.
    public func begin(message: String? = nil) -> ActivityToken {
      driver.begin(message: message)
    }

    /// Ends `token`'s activity with `outcome`; see
    /// `ActivityOverlayDriver.end(_:outcome:dismissAfter:)`.
    public func end(
      _ token: ActivityToken, outcome: ActivityOutcome = .finished, dismissAfter: Duration? = nil
    ) {
      driver.end(token, outcome: outcome, dismissAfter: dismissAfter)
    }

    /// Changes the message of `token`'s activity.
    public func setMessage(_ message: String, for token: ActivityToken) {
      driver.setMessage(message, for: token)
    }

    /// Sets the progress of `token`'s activity; NaN is refused with
    /// `ActivityOverlayError.progressIsNotANumber`.
    public func setProgress(
      _ progress: Double?, for token: ActivityToken
    ) throws(ActivityOverlayError) {
      try driver.setProgress(progress, for: token)
    }
  }
#endif
