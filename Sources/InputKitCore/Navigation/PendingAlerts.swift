/// Alert messages waiting for a screen that can show them: when an alert may show, as a value.
///
/// UIKit presents an alert only from a view controller whose view is in a window, and not
/// while a presentation or dismissal is running; asked then (a load error found in
/// `viewDidLoad`, a refusal while a sheet is still sliding in), it logs a warning and the
/// message is lost. So each message comes here with the screen's ``Screen`` facts, and the
/// answer says when to show it: now (``Effect/show(_:)``), once the running transition has
/// ended (``Effect/waitForTransition``), or once the screen joins a window (the screen reports
/// ``Event/joinedWindow``). Messages come out once each, in the order they arrived, one at a
/// time: an alert on screen must be dismissed before the next is presented.
///
/// ```swift
/// var alerts = PendingAlerts()
/// alerts.handle(.message("The file is damaged"), screen: .init(isInWindow: false))  // []
/// alerts.handle(.joinedWindow, screen: .init(isInWindow: true))  // [.show("The file is damaged")]
/// ```
public struct PendingAlerts: Hashable, Sendable {
  /// What the screen that shows the alerts can do now.
  public struct Screen: Hashable, Sendable {
    /// Whether its view is in a window.
    public var isInWindow: Bool
    /// Whether a presentation or dismissal is running over it (UIKit: a
    /// `transitionCoordinator`).
    public var isTransitioning: Bool

    /// A screen in a window or not, transitioning or not.
    public init(isInWindow: Bool, isTransitioning: Bool = false) {
      self.isInWindow = isInWindow
      self.isTransitioning = isTransitioning
    }

    /// Whether an alert can be presented now: in a window, with no transition running.
    public var canPresentAlert: Bool { isInWindow && !isTransitioning }
  }

  /// What happened.
  public enum Event: Hashable, Sendable {
    /// A message is to be shown.
    case message(String)
    /// The screen joined a window (`didMoveToWindow`, `viewDidAppear`).
    case joinedWindow
    /// The transition that was running has ended.
    case transitionEnded
    /// The alert on screen was dismissed.
    case alertDismissed
  }

  /// What the screen must do.
  public enum Effect: Hashable, Sendable {
    /// Present an alert with this message.
    case show(String)
    /// Report ``Event/transitionEnded`` once the running transition has ended (UIKit: the
    /// transition coordinator's completion).
    case waitForTransition
  }

  /// The messages not yet shown, oldest first.
  public private(set) var waiting: [String] = []
  /// Whether an alert is on screen now.
  public private(set) var isShowing = false
  /// Whether the screen was asked to report the end of a transition and has not yet.
  public private(set) var isWaitingForTransition = false

  /// No message waiting.
  public init() {}

  /// What the screen must do after `event`, given what it can do now.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - screen: Whether the screen is in a window and whether a transition runs, now.
  /// - Returns: The alert to present now, or the request to wait for the transition; nothing
  ///   while the screen is in no window, an alert is on screen, or no message waits.
  public mutating func handle(_ event: Event, screen: Screen) -> [Effect] {
    switch event {
    case .message(let message): waiting.append(message)
    case .joinedWindow: break
    case .transitionEnded: isWaitingForTransition = false
    case .alertDismissed: isShowing = false
    }
    guard !isShowing, !waiting.isEmpty, screen.isInWindow else { return [] }
    guard !screen.isTransitioning else {
      guard !isWaitingForTransition else { return [] }
      isWaitingForTransition = true
      return [.waitForTransition]
    }
    isShowing = true
    return [.show(waiting.removeFirst())]
  }
}
