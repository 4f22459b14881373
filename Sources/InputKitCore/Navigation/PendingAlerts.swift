/// Messages waiting for a screen that can show them.
///
/// UIKit presents an alert only from a view controller whose view is in a window; asked
/// earlier (a load error found in `viewDidLoad`), it logs a warning and the message is lost. So
/// a screen hands each message here with whether it can show one now, shows what comes back,
/// and asks again when it appears. Messages come out once each, in the order they arrived,
/// one at a time: an alert on screen must be dismissed before the next can be presented.
public struct PendingAlerts: Hashable, Sendable {
  /// The messages not yet shown, oldest first.
  public private(set) var waiting: [String] = []
  /// Whether an alert is on screen now.
  public private(set) var isShowing = false

  /// No message waiting.
  public init() {}

  /// `message` is to be shown; `canShow` says whether the screen is in a window. Returns the
  /// message to present now, if any.
  public mutating func add(_ message: String, canShow: Bool) -> String? {
    waiting.append(message)
    return next(canShow: canShow)
  }

  /// The screen appeared (or its alert was dismissed, with `alertDismissed`): returns the next
  /// message to present, if any.
  public mutating func next(canShow: Bool, alertDismissed: Bool = false) -> String? {
    if alertDismissed { isShowing = false }
    guard canShow, !isShowing, !waiting.isEmpty else { return nil }
    isShowing = true
    return waiting.removeFirst()
  }
}
