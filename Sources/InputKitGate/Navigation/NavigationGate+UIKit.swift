#if canImport(UIKit)
  import UIKit
  import InputKitGateCore
  import InputKitShared

  extension NavigationGate {
    /// Answers `shouldPerformSegue(withIdentifier:sender:)`, showing the refusal in an alert on
    /// `viewController` as ``showAlert(_:on:language:)`` does.
    ///
    /// - Parameters:
    ///   - identifier: The segue's identifier.
    ///   - values: The fields' current text, by name.
    ///   - viewController: The screen that shows the refusal.
    /// - Returns: Whether the segue may be performed.
    @MainActor
    public func shouldPerform(
      segue identifier: String, values: [String: String],
      presentingAlertOn viewController: UIViewController
    ) -> Bool {
      perform(identifier, values: values, refusingOn: PendingAlertsView.queue(of: viewController)) {
        _ in true
      }
    }

    /// Performs the segue `identifier` if the gate lets it proceed, showing the refusal otherwise:
    /// UIKit does not ask `shouldPerformSegue` for segues started in code.
    ///
    /// - Parameters:
    ///   - identifier: The segue's identifier.
    ///   - values: The fields' current text, by name.
    ///   - viewController: The screen the segue starts from.
    ///   - sender: Passed on to `prepare(for:sender:)`.
    /// - Returns: Whether the segue was performed.
    @MainActor
    @discardableResult
    public func performSegue(
      _ identifier: String, values: [String: String], from viewController: UIViewController,
      sender: Any? = nil
    ) -> Bool {
      guard shouldPerform(segue: identifier, values: values, presentingAlertOn: viewController)
      else { return false }
      viewController.performSegue(withIdentifier: identifier, sender: sender)
      return true
    }

    /// Hands the gate's payload to a segue's destination that adopts
    /// `NavigationPayloadReceiving`, from `prepare(for:sender:)`, when the gate lets it proceed.
    ///
    /// - Parameters:
    ///   - segue: The segue `prepare(for:sender:)` was given.
    ///   - values: The fields' current text, by name.
    /// - Returns: The payload handed on, or `nil` when none was.
    @MainActor
    @discardableResult
    public func prepare(
      _ segue: UIStoryboardSegue, values: [String: String]
    ) -> [String: String]? {
      guard let identifier = segue.identifier,
        case .proceed(let payload) = decide(identifier, values: values),
        let receiver = segue.destination as? NavigationPayloadReceiving
      else { return nil }
      receiver.receive(payload, for: identifier)
      return payload
    }

    /// Pushes the screen `destination` makes if the gate lets `transition` proceed, else shows
    /// the refusal; from a screen in no navigation controller, covered or moving, does nothing.
    ///
    /// - Parameters:
    ///   - transition: The transition's name.
    ///   - values: The fields' current text, by name.
    ///   - source: The screen to push from.
    ///   - animated: Whether the push animates.
    ///   - destination: Makes the next screen from the payload.
    /// - Returns: Whether it pushed.
    @MainActor
    @discardableResult
    public func push(
      _ transition: String, values: [String: String], from source: UIViewController,
      animated: Bool = true, destination: (_ payload: [String: String]) -> UIViewController
    ) -> Bool {
      guard let navigation = source.navigationController else { return false }
      let onStack = sequence(first: source, next: \.parent).first { $0.parent === navigation }
      let from = Source(
        isCovered: navigation.topViewController !== onStack,
        isInTransition: navigation.transitionCoordinator != nil)
      return perform(
        transition, values: values, from: from, refusingOn: PendingAlertsView.queue(of: source)
      ) {
        navigation.pushViewController(destination($0), animated: animated)
        return true
      }
    }

    /// Presents the screen `destination` makes if the gate lets `transition` proceed, else shows
    /// the refusal; a screen already presenting or in a transition does nothing.
    ///
    /// - Parameters:
    ///   - transition: The transition's name.
    ///   - values: The fields' current text, by name.
    ///   - source: The screen to present from.
    ///   - animated: Whether the presentation animates.
    ///   - destination: Makes the next screen from the payload.
    /// - Returns: Whether UIKit took the presentation.
    @MainActor
    @discardableResult
    public func present(
      _ transition: String, values: [String: String], from source: UIViewController,
      animated: Bool = true, destination: (_ payload: [String: String]) -> UIViewController
    ) -> Bool {
      let from = Source(
        isCovered: source.presentedViewController != nil,
        isInTransition: source.transitionCoordinator != nil)
      return perform(
        transition, values: values, from: from, refusingOn: PendingAlertsView.queue(of: source)
      ) {
        let next = destination($0)
        source.present(next, animated: animated, completion: nil)
        // UIKit sets `presentingViewController` when it takes a presentation, before returning.
        return next.presentingViewController != nil
      }
    }

    /// Shows `message` in an alert with an Okay button as soon as `screen` can present one.
    ///
    /// UIKit drops an alert presented from a screen in no window or in a transition; this one
    /// waits.
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

    /// Carries out `transition` with `show` when the gate lets it proceed from `source`, else
    /// shows the refusal with `alerts`, made only then (a queue adds a view to its screen).
    @MainActor
    func perform(
      _ transition: String, values: [String: String],
      from source: Source = Source(isCovered: false, isInTransition: false),
      refusingOn alerts: @autoclosure () -> PendingAlertsView,
      show: (_ payload: [String: String]) -> Bool
    ) -> Bool {
      switch decide(transition, values: values, from: source) {
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
#endif
