#if canImport(UIKit)
  import UIKit
  import InputKitGateCore
  import InputKitShared

  extension NavigationGate {
    /// Pushes the screen `destination` makes if the gate lets `route` proceed, else shows the
    /// refusal; from a screen in no navigation controller, covered or moving, does nothing.
    ///
    /// - Parameters:
    ///   - route: Where the screen goes.
    ///   - values: What the screen holds now.
    ///   - source: The screen to push from.
    ///   - animated: Whether the push animates.
    ///   - destination: Makes the next screen from the payload.
    /// - Returns: Whether it pushed.
    @MainActor
    @discardableResult
    public func push(
      _ route: Route, values: Values, from source: UIViewController, animated: Bool = true,
      destination: (_ payload: Values) -> UIViewController
    ) -> Bool {
      guard let navigation = source.navigationController else { return false }
      let onStack = sequence(first: source, next: \.parent).first { $0.parent === navigation }
      let from = Source(
        isCovered: navigation.topViewController !== onStack,
        isInTransition: navigation.transitionCoordinator != nil)
      return perform(
        decide(route, values: values, from: from), refusingOn: PendingAlertsView.queue(of: source)
      ) {
        navigation.pushViewController(destination($0), animated: animated)
        return true
      }
    }

    /// Presents the screen `destination` makes if the gate lets `route` proceed, else shows the
    /// refusal; a screen already presenting or in a transition does nothing.
    ///
    /// - Parameters:
    ///   - route: Where the screen goes.
    ///   - values: What the screen holds now.
    ///   - source: The screen to present from.
    ///   - animated: Whether the presentation animates.
    ///   - destination: Makes the next screen from the payload.
    /// - Returns: Whether UIKit took the presentation.
    @MainActor
    @discardableResult
    public func present(
      _ route: Route, values: Values, from source: UIViewController, animated: Bool = true,
      destination: (_ payload: Values) -> UIViewController
    ) -> Bool {
      let from = Source(
        isCovered: source.presentedViewController != nil,
        isInTransition: source.transitionCoordinator != nil)
      return perform(
        decide(route, values: values, from: from), refusingOn: PendingAlertsView.queue(of: source)
      ) {
        let next = destination($0)
        source.present(next, animated: animated, completion: nil)
        // UIKit sets `presentingViewController` when it takes a presentation, before returning.
        return next.presentingViewController != nil
      }
    }

    /// Carries out `decision` with `show`, or shows its refusal with `alerts`, made only then (a
    /// queue adds a view to its screen); `nil`, from a covered or moving screen, does nothing.
    @MainActor
    func perform(
      _ decision: Decision?, refusingOn alerts: @autoclosure () -> PendingAlertsView,
      show: (_ payload: Values) -> Bool
    ) -> Bool {
      switch decision {
      case .proceed(let payload)?:
        return show(payload)
      case .refuse(let message, _)?:
        alerts().show(message, language: language)
        return false
      case nil:
        return false
      }
    }
  }

  extension NavigationGate where Route: RawRepresentable, Route.RawValue == String {
    /// Answers `shouldPerformSegue(withIdentifier:sender:)`, showing the refusal in an alert on
    /// `viewController`; a segue whose identifier is no route proceeds.
    ///
    /// - Parameters:
    ///   - identifier: The segue's identifier: a route's raw value.
    ///   - values: What the screen holds now.
    ///   - viewController: The screen that shows the refusal.
    /// - Returns: Whether the segue may be performed.
    @MainActor
    public func shouldPerform(
      segue identifier: String, values: Values, presentingAlertOn viewController: UIViewController
    ) -> Bool {
      perform(
        decide(segue: identifier, values: values),
        refusingOn: PendingAlertsView.queue(of: viewController)
      ) { _ in true }
    }

    /// Performs the segue of `route` if the gate lets it proceed, showing the refusal otherwise:
    /// UIKit does not ask `shouldPerformSegue` for segues started in code.
    ///
    /// - Parameters:
    ///   - route: The route whose raw value is the segue's identifier.
    ///   - values: What the screen holds now.
    ///   - viewController: The screen the segue starts from.
    ///   - sender: Passed on to `prepare(for:sender:)`.
    /// - Returns: Whether the segue was performed.
    @MainActor
    @discardableResult
    public func performSegue(
      _ route: Route, values: Values, from viewController: UIViewController, sender: Any? = nil
    ) -> Bool {
      perform(
        decide(route, values: values), refusingOn: PendingAlertsView.queue(of: viewController)
      ) { _ in
        viewController.performSegue(withIdentifier: route.rawValue, sender: sender)
        return true
      }
    }

    /// Hands the payload to a segue's destination that adopts `NavigationPayloadReceiving`,
    /// from `prepare(for:sender:)`, when the gate lets the segue's route proceed.
    ///
    /// - Parameters:
    ///   - segue: The segue `prepare(for:sender:)` was given.
    ///   - values: What the screen holds now.
    /// - Returns: The payload, or `nil` when the gate refuses the segue.
    @MainActor
    @discardableResult
    public func prepare(_ segue: UIStoryboardSegue, values: Values) -> Values? {
      guard case .proceed(let payload) = decide(segue: segue.identifier, values: values) else {
        return nil
      }
      (segue.destination as? any NavigationPayloadReceiving<Values>)?.receive(payload)
      return payload
    }
  }

  extension NavigationGate where Route == Never, Values == Never {
    /// Shows `message` in an alert with an Okay button as soon as `screen` can present one.
    ///
    /// UIKit drops an alert presented from a screen in no window or in a transition; this one
    /// waits, in the queue the gate's refusals use.
    ///
    /// - Parameters:
    ///   - message: The alert's message.
    ///   - screen: The screen that shows the alert.
    ///   - language: The Okay button's language.
    @MainActor
    public static func showAlert(
      _ message: String, on screen: UIViewController, language: InterfaceLanguage = .current
    ) {
      PendingAlertsView.queue(of: screen).show(message, language: language)
    }
  }
#endif
