#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// A hidden view in a screen's view that shows the navigation gate's refusals in alerts when
  /// the screen can: the core's `PendingAlerts` decides when (in a window, no presentation
  /// running, one alert at a time); this view forwards what UIKit observed and presents.
  ///
  /// Living in the screen's view, it learns by itself when the screen joins a window
  /// (`didMoveToWindow`), so no screen has to forward its `viewDidAppear`.
  final class PendingAlertsView: UIView {
    private var alerts = PendingAlerts()
    /// The screen whose refusals these are.
    private weak var screen: UIViewController?
    /// The alert's button title, in the gate's language.
    private var okayTitle = ""

    /// The queue of `screen`, added to its view the first time.
    static func queue(of screen: UIViewController) -> PendingAlertsView {
      if let queue = screen.view.subviews.lazy.compactMap({ $0 as? PendingAlertsView }).first {
        return queue
      }
      let queue = PendingAlertsView(frame: .zero)
      queue.isHidden = true
      queue.screen = screen
      screen.view.addSubview(queue)
      return queue
    }

    /// Shows `message` in an alert with a button titled `okayTitle`, now or when it can.
    func show(_ message: String, okayTitle: String) {
      self.okayTitle = okayTitle
      forward(.message(message))
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      forward(.joinedWindow)
    }

    /// What the screen can do now: alerts are presented over whatever it presents.
    private var facts: PendingAlerts.Screen {
      PendingAlerts.Screen(
        isInWindow: screen?.viewIfLoaded?.window != nil,
        isTransitioning: screen?.topmostPresented.transitionCoordinator != nil)
    }

    private func forward(_ event: PendingAlerts.Event) {
      for effect in alerts.handle(event, screen: facts) { apply(effect) }
    }

    private func apply(_ effect: PendingAlerts.Effect) {
      switch effect {
      case .show(let message):
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(
          UIAlertAction(title: okayTitle, style: .default) { [weak self] _ in
            self?.forward(.alertDismissed)
          })
        screen?.topmostPresented.present(alert, animated: true, completion: nil)
      case .waitForTransition:
        let coordinator = screen?.topmostPresented.transitionCoordinator
        let waits = coordinator?.animate(alongsideTransition: nil) { [weak self] _ in
          self?.transitionEnded()
        }
        // No transition to wait for after all: it ended in between.
        if waits != true { transitionEnded() }
      }
    }

    /// Reports the end of the transition on the main queue's next turn, once UIKit has
    /// finished it and will present again.
    private func transitionEnded() {
      Task { @MainActor [weak self] in self?.forward(.transitionEnded) }
    }
  }
#endif
