/// Alert messages waiting for a screen that can show them, one at a time, in order.
///
/// UIKit drops an alert presented from a view controller in no window or during a transition, so
/// each event comes with the screen's ``Screen`` facts and the effects say when to show.
package struct PendingAlerts: Hashable, Sendable {
  /// What the screen that shows the alerts can do now.
  package struct Screen: Hashable, Sendable {
    package var isInWindow: Bool
    /// Whether a presentation or dismissal runs over it (UIKit: a `transitionCoordinator`).
    package var isTransitioning: Bool
    /// Whether UIKit presents the alert shown last (its `presentingViewController` is set).
    package var isAlertPresented: Bool

    package init(isInWindow: Bool, isTransitioning: Bool = false, isAlertPresented: Bool = false) {
      self.isInWindow = isInWindow
      self.isTransitioning = isTransitioning
      self.isAlertPresented = isAlertPresented
    }
  }

  /// An alert's message and the title of its one button.
  package struct Alert: Hashable, Sendable {
    package var message: String
    package var okay: String
  }

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

  package enum Effect: Hashable, Sendable {
    /// Present an alert with this message and button title; report ``Event/presentCallReturned``.
    case show(String, okay: String = "")
    /// Report ``Event/transitionEnded`` once the running transition coordinator completes.
    case waitForTransition
    /// Start reading the screen's facts again and again, each reading reported as ``Event/checked``.
    case startWatchingAlert
    case stopWatchingAlert
  }

  /// The alerts not yet shown, oldest first.
  package private(set) var waiting: [Alert] = []
  package private(set) var showing: Alert?
  private var isWaitingForTransition = false
  /// Whether UIKit refused the last alert for no reason the facts tell: it is tried again on
  /// the next event that may change that, not on every reading.
  private var isRefused = false

  package init() {}

  /// What the screen must do after `event`, given what it can do now: nothing while it is in
  /// no window, an alert is on screen, or no message waits.
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
    let effects = next(screen: screen)
    return wasShowing == (showing != nil)
      ? effects : effects + [showing != nil ? .startWatchingAlert : .stopWatchingAlert]
  }

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

  /// The window alerts show in, or `nil`: the queue's own; for SwiftUI's gate (no screen), the
  /// one it was last in while that is shown, since a pushed screen takes the gate's view out.
  package static func window<Window>(
    own: Window?, last: (window: Window, isShown: Bool)?, hasScreen: Bool
  ) -> Window? {
    guard own == nil, !hasScreen, let last, last.isShown else { return own }
    return last.window
  }
}
