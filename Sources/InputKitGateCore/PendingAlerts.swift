import InputKitValidation

/// Alert messages waiting for a screen that can show them, one at a time, in order.
///
/// UIKit drops an alert presented from a view controller in no window or during a transition, so
/// each event comes with the screen's ``Screen`` facts and the effects say when to show.
///
/// ```swift
/// var alerts = PendingAlerts()
/// alerts.handle(.message("The file is damaged"), screen: .init(isInWindow: false))  // []
/// alerts.handle(.joinedWindow, screen: .init(isInWindow: true))
/// // [.show("The file is damaged"), .watchAlert(true)]
/// ```
package struct PendingAlerts: Hashable, Sendable {
  /// What the screen that shows the alerts can do now.
  package struct Screen: Hashable, Sendable {
    /// Whether its view is in a window.
    package var isInWindow: Bool
    /// Whether a presentation or dismissal is running over it (UIKit: a
    /// `transitionCoordinator`).
    package var isTransitioning: Bool
    /// Whether UIKit presents the alert shown last (its `presentingViewController` is set).
    package var isAlertPresented: Bool

    /// A screen in a window or not, transitioning or not, presenting the last alert or not.
    ///
    /// - Parameters:
    ///   - isInWindow: Whether the screen's view is in a window.
    ///   - isTransitioning: Whether a presentation or dismissal runs over it.
    ///   - isAlertPresented: Whether UIKit presents the alert shown last.
    package init(isInWindow: Bool, isTransitioning: Bool = false, isAlertPresented: Bool = false) {
      self.isInWindow = isInWindow
      self.isTransitioning = isTransitioning
      self.isAlertPresented = isAlertPresented
    }
  }

  /// An alert's text: the message and its button's title, in the language each was asked in.
  package struct Alert: Hashable, Sendable {
    /// The alert's message.
    package var message: String
    /// The title of its one button.
    package var okay: String
  }

  /// What happened.
  package enum Event: Hashable, Sendable {
    /// A message is to be shown, with an Okay button titled `okay`.
    case message(String, okay: String = "")
    /// The screen joined a window (`didMoveToWindow`, `viewDidAppear`).
    case joinedWindow
    /// The transition that was waited for has ended.
    case transitionEnded
    /// UIKit returned from presenting the alert; the screen's facts say whether it took it.
    case presentCallReturned
    /// The alert's button was tapped.
    case alertDismissed
    /// The screen's facts, read again while an alert shows.
    case checked
  }

  /// What the screen must do.
  package enum Effect: Hashable, Sendable {
    /// Present an alert with this message and this button title, and report
    /// ``Event/presentCallReturned``.
    case show(String, okay: String = "")
    /// Report ``Event/transitionEnded`` once the running transition has ended (UIKit: the
    /// transition coordinator's completion).
    case waitForTransition
    /// Start (`true`) or stop reading the screen's facts again and again, each reading
    /// reported as ``Event/checked``.
    case watchAlert(Bool)
  }

  /// The alerts not yet shown, oldest first.
  package private(set) var waiting: [Alert] = []
  /// The alert on screen, if one shows.
  package private(set) var showing: Alert?
  /// Whether the screen was asked to report the end of a transition and has not yet.
  private var isWaitingForTransition = false
  /// Whether UIKit refused the last alert for no reason the facts tell: it is tried again on
  /// the next event that may change that, not on every reading.
  private var isRefused = false

  /// No message waiting.
  package init() {}

  /// What the screen must do after `event`, given what it can do now.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - screen: Whether the screen is in a window, whether a transition runs, and whether the
  ///     alert shown last is presented, now.
  /// - Returns: The alert to present now, or the request to wait for the transition, and
  ///   whether to watch the alert; nothing while the screen is in no window, an alert is on
  ///   screen, or no message waits.
  package mutating func handle(_ event: Event, screen: Screen) -> [Effect] {
    let wasShowing = showing != nil
    switch event {
    case .message(let message, let okay): waiting.append(Alert(message: message, okay: okay))
    case .transitionEnded: isWaitingForTransition = false
    case .alertDismissed: showing = nil
    case .joinedWindow, .presentCallReturned, .checked: break
    }
    if let shown = showing, !screen.isAlertPresented {
      showing = nil
      // Not taken at all: the message goes back to the front, to be tried again later.
      if event == .presentCallReturned {
        waiting.insert(shown, at: 0)
        isRefused = !screen.isTransitioning
      }
    }
    if event != .checked, event != .presentCallReturned { isRefused = false }
    return next(screen: screen) + watching(from: wasShowing)
  }

  /// The alert to show now, or the wait for a transition; nothing when none may show.
  private mutating func next(screen: Screen) -> [Effect] {
    guard showing == nil, !isRefused, !waiting.isEmpty, screen.isInWindow else { return [] }
    guard !screen.isTransitioning else {
      guard !isWaitingForTransition else { return [] }
      isWaitingForTransition = true
      return [.waitForTransition]
    }
    let alert = waiting.removeFirst()
    showing = alert
    return [.show(alert.message, okay: alert.okay)]
  }

  /// The window alerts show in: the queue's own; for SwiftUI's gate (no screen), the one it was
  /// last in while shown, since a pushed screen takes the gate's view out of it.
  ///
  /// - Parameters:
  ///   - own: The window the queue's view is in.
  ///   - last: The window it was last in, and whether that is shown.
  ///   - hasScreen: Whether the queue belongs to a screen.
  /// - Returns: The window, or `nil` when alerts cannot show now.
  package static func window<Window>(
    own: Window?, last: (window: Window, isShown: Bool)?, hasScreen: Bool
  ) -> Window? {
    guard own == nil, !hasScreen, let last, last.isShown else { return own }
    return last.window
  }

  /// ``Effect/watchAlert(_:)`` when whether an alert shows changed.
  private func watching(from wasShowing: Bool) -> [Effect] {
    wasShowing == (showing != nil) ? [] : [.watchAlert(showing != nil)]
  }
}
