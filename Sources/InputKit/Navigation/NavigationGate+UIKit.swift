#if canImport(UIKit)
  import InputKitCore
  import UIKit

  extension NavigationGate {
    /// Answers `shouldPerformSegue(withIdentifier:sender:)` for a segue:
    /// `true` when the gate lets the transition proceed; otherwise `false`, after showing the
    /// refusal message in an alert with an Okay button on `viewController`.
    ///
    /// ```swift
    /// override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    ///   gate.shouldPerform(segue: identifier, values: ["text": field.text ?? ""],
    ///                      presentingAlertOn: self)
    /// }
    /// ```
    ///
    /// The alert shows as soon as `viewController` can present one, as
    /// ``showAlert(_:on:language:)`` shows it: at once when it is in a window with no
    /// presentation running, otherwise once it joins a window or the running presentation or
    /// dismissal has ended; several refusals show one after another.
    ///
    /// - Parameters:
    ///   - identifier: The segue's identifier, as the gate's requirements name it.
    ///   - values: The current text of the fields (field name → text).
    ///   - viewController: The screen that shows the refusal.
    /// - Returns: Whether the segue may be performed.
    @MainActor
    public func shouldPerform(
      segue identifier: String, values: [String: String],
      presentingAlertOn viewController: UIViewController
    ) -> Bool {
      payload(for: identifier, values: values, refusingOn: viewController) != nil
    }

    /// Performs the segue `identifier` from `viewController` only if the gate lets it proceed,
    /// showing the refusal message otherwise.
    ///
    /// UIKit does not ask `shouldPerformSegue(withIdentifier:sender:)` for segues started in
    /// code ("This method is not invoked when -performSegueWithIdentifier:sender: is used"), so
    /// code that starts a segue calls this instead of `performSegue(withIdentifier:sender:)`.
    ///
    /// - Parameters:
    ///   - identifier: The segue's identifier, as the gate's requirements and the storyboard
    ///     name it.
    ///   - values: The current text of the fields (field name → text).
    ///   - viewController: The screen the segue starts from, which shows the refusal.
    ///   - sender: The object that starts the segue, passed on to `prepare(for:sender:)`.
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

    /// Hands the gate's payload to the segue's destination in `prepare(for:sender:)`: when the
    /// destination adopts `NavigationPayloadReceiving` and the gate lets the segue proceed, it
    /// receives the values the transition reads. A segue without an identifier is not one the
    /// gate can guard, so nothing is handed on.
    ///
    /// - Parameters:
    ///   - segue: The segue `prepare(for:sender:)` was given.
    ///   - values: The current text of the fields (field name → text).
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

    /// Pushes the screen `destination` makes from the payload onto `source`'s navigation
    /// controller, only if the gate lets `transition` proceed; otherwise shows the refusal
    /// message in an alert, as ``shouldPerform(segue:values:presentingAlertOn:)`` does.
    ///
    /// ```swift
    /// gate.push("showDetail", values: ["text": field.text ?? ""], from: self) { payload in
    ///   DetailViewController(title: payload["text"])
    /// }
    /// ```
    ///
    /// `source` must be in a navigation controller: from a screen that is not, nothing is
    /// pushed, the gate is not asked, and no alert shows (`false`). Nor from a screen another is
    /// already pushed over, or while a push or pop runs: a second tap on the button that pushed
    /// pushes no second screen.
    ///
    /// - Parameters:
    ///   - transition: The transition's name, as the gate's requirements name it.
    ///   - values: The current text of the fields (field name → text).
    ///   - source: The screen the transition starts from, in a navigation controller.
    ///   - animated: Whether the push animates.
    ///   - destination: Makes the next screen from the payload: the values the transition
    ///     reads. Called only when the gate lets the transition proceed.
    /// - Returns: Whether the screen was pushed: `false` when the gate refused, when `source`
    ///   is in no navigation controller, or when it is covered or in a transition.
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
      guard let payload = payload(for: transition, values: values, from: from, refusingOn: source)
      else { return false }
      navigation.pushViewController(destination(payload), animated: animated)
      return true
    }

    /// Presents the screen `destination` makes from the payload over `source`, only if the gate
    /// lets `transition` proceed; otherwise shows the refusal message in an alert, as
    /// ``shouldPerform(segue:values:presentingAlertOn:)`` does.
    ///
    /// - Parameters:
    ///   - transition: The transition's name, as the gate's requirements name it.
    ///   - values: The current text of the fields (field name → text).
    ///   - source: The screen to present from.
    ///   - animated: Whether the presentation animates.
    ///   - destination: Makes the next screen from the payload: the values the transition
    ///     reads. Called only when the gate lets the transition proceed.
    /// - Returns: Whether the screen is presented: `false` when the gate refused, when
    ///   `source` already presents something or is in a transition (the gate is not asked then,
    ///   and nothing is made: a second tap presents nothing), or when UIKit refused the
    ///   presentation.
    @MainActor
    @discardableResult
    public func present(
      _ transition: String, values: [String: String], from source: UIViewController,
      animated: Bool = true, destination: (_ payload: [String: String]) -> UIViewController
    ) -> Bool {
      let from = Source(
        isCovered: source.presentedViewController != nil,
        isInTransition: source.transitionCoordinator != nil)
      guard let payload = payload(for: transition, values: values, from: from, refusingOn: source)
      else { return false }
      let screen = destination(payload)
      source.present(screen, animated: animated, completion: nil)
      // UIKit sets `presentingViewController` when it takes a presentation, before returning.
      return screen.presentingViewController != nil
    }

    /// Shows `message` in an alert with an Okay button once `screen` can present one, on the
    /// path the gate's refusals take.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///   super.viewDidLoad()
    ///   do { store = try file.load() } catch {
    ///     NavigationGate.showAlert(error.localizedDescription, on: self)
    ///   }
    /// }
    /// ```
    ///
    /// The alert shows at once when `screen`'s view is in a window and no presentation or
    /// dismissal is running; otherwise when the screen joins a window or the running
    /// transition ends. Messages and refusals show one at a time, in the order they came, each
    /// over whatever the screen presents then. A message found in `viewDidLoad`, or while a
    /// sheet slides in, is not lost as it is when `present(_:animated:completion:)` is called
    /// too early.
    ///
    /// - Parameters:
    ///   - message: The alert's message.
    ///   - screen: The screen that shows the alert.
    ///   - language: The language of the Okay button; by default the app's.
    @MainActor
    public static func showAlert(
      _ message: String, on screen: UIViewController, language: InterfaceLanguage = .current
    ) {
      PendingAlertsView.queue(of: screen).show(message, language: language)
    }

    /// The payload when the gate lets `transition` proceed; otherwise `nil`, after queuing the
    /// refusal message on `screen`, which shows it when it can; `nil` without asking when the
    /// transition starts from a covered or moving screen (`from`).
    @MainActor
    private func payload(
      for transition: String, values: [String: String], from source: Source? = nil,
      refusingOn screen: UIViewController
    ) -> [String: String]? {
      let decision: NavigationDecision? =
        if let source {
          decide(transition, values: values, from: source)
        } else {
          decide(transition, values: values)
        }
      switch decision {
      case .proceed(let payload)?:
        return payload
      case .refuse(let message, _)?:
        Self.showAlert(message, on: screen, language: language)
        return nil
      case nil:
        return nil
      }
    }
  }
#endif
