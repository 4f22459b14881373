#if canImport(UIKit)
  import UIKit
  import InputKitGateCore
  import InputKitShared
  import InputKitPresentation
  import InputKitUI

  /// A hidden view that shows messages in alerts when its screen can, as `PendingAlerts` decides.
  ///
  /// In the screen's view (or SwiftUI's background), it hears the screen join a window by itself.
  /// Alerts go over what the screen, or the window's root, already presents.
  final class PendingAlertsView: UIView {
    private var alerts = PendingAlerts()
    private lazy var driver = SessionDriver<PendingAlerts.Event, PendingAlerts.Effect>(
      handle: { [unowned self] event in
        let facts = facts
        return alerts.handle(event, screen: facts)
      },
      apply: { [unowned self] effect in apply(effect) })
    /// The screen whose messages these are; `nil` for the window's root view controller.
    private weak var screen: UIViewController?
    private weak var shownAlert: UIAlertController?
    private weak var lastWindow: UIWindow?
    private let alertCheck = PollingTimer()
    private let viewCheck = PollingTimer()
    /// The queues of screens whose view UIKit has not loaded yet, kept until they are in it.
    private static var waitingForView: [PendingAlertsView] = []

    override func didMoveToWindow() {
      super.didMoveToWindow()
      lastWindow = window ?? lastWindow
      driver.send(.joinedWindow)
    }

    /// The queue of `screen`, added to its view the first time. A view not loaded yet is not
    /// loaded for it (`viewDidLoad` would run before the app expects it): the queue waits for
    /// UIKit to load it, and a screen without a view is in no window meanwhile.
    static func queue(of screen: UIViewController) -> PendingAlertsView {
      if let waiting = waitingForView.first(where: { $0.screen === screen }) { return waiting }
      let views = screen.viewIfLoaded?.containerForSubviews.subviews
      if let placed = views?.lazy.compactMap({ $0 as? PendingAlertsView }).first { return placed }
      let queue = PendingAlertsView(frame: .zero)
      queue.isHidden = true
      queue.screen = screen
      queue.moveIntoScreen()
      return queue
    }

    /// Moves into the screen's view once UIKit has loaded it; a queue whose screen is gone is
    /// let go.
    private func moveIntoScreen() {
      screen?.viewIfLoaded?.containerForSubviews.addSubview(self)
      Self.waitingForView.removeAll { $0 === self }
      guard screen != nil, superview == nil else { return viewCheck.stop() }
      Self.waitingForView.append(self)
      viewCheck.start { [weak self] in self?.moveIntoScreen() }
    }

    /// Shows `message` in an alert with an Okay button in `language`, now or when it can.
    func show(_ message: String, language: InterfaceLanguage) {
      let okay = LocalizedStrings(table: "Common", language: language).string("okay")
      driver.send(.message(message, okay: okay))
    }

    private var alertWindow: UIWindow? {
      PendingAlerts.window(
        own: window, last: lastWindow.map { ($0, !$0.isHidden) }, hasScreen: screen != nil)
    }

    private var presenter: UIViewController? {
      (screen ?? alertWindow?.rootViewController)?.topmostPresented
    }

    private var facts: PendingAlerts.Screen {
      PendingAlerts.Screen(
        isInWindow: alertWindow != nil, isTransitioning: presenter?.transitionCoordinator != nil,
        isAlertPresented: shownAlert?.presentingViewController != nil)
    }

    private func apply(_ effect: PendingAlerts.Effect) {
      switch effect {
      case .show(let message, let okay):
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(
          UIAlertAction(title: okay, style: .default) { [weak self] _ in
            self?.driver.send(.alertDismissed)
          })
        shownAlert = alert
        presenter?.present(alert, animated: true, completion: nil)
        driver.send(.presentCallReturned)
      case .waitForTransition:
        // Only the completion says the transition ended: `animate(alongsideTransition:…)`
        // answering NO means only that no animation was queued (the completion still runs).
        // It is reported on the main queue's next turn, once UIKit will present again.
        presenter?.transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] _ in
          Task { @MainActor [weak self] in self?.driver.send(.transitionEnded) }
        }
      case .startWatchingAlert:
        alertCheck.start { [weak self] in self?.driver.send(.checked) }
      case .stopWatchingAlert:
        alertCheck.stop()
      }
    }
  }
#endif
