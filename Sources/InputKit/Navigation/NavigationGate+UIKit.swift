#if canImport(UIKit)
  import InputKitCore
  import UIKit

  extension NavigationGate {
    /// Answers `shouldPerformSegue(withIdentifier:sender:)` for a segue:
    /// `true` when the gate lets the transition proceed; otherwise `false`, after showing the
    /// refusal message in an alert with an OK button on `viewController`.
    ///
    /// ```swift
    /// override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    ///   gate.shouldPerform(segue: identifier, values: ["text": field.text ?? ""],
    ///                      presentingAlertOn: self)
    /// }
    /// ```
    @MainActor
    public func shouldPerform(
      segue identifier: String, values: [String: String],
      presentingAlertOn viewController: UIViewController
    ) -> Bool {
      switch decide(identifier, values: values) {
      case .proceed:
        return true
      case .refuse(let message, _):
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        let okay = LocalizedStrings(table: "Common", language: language).string("okay")
        alert.addAction(UIAlertAction(title: okay, style: .default, handler: nil))
        viewController.present(alert, animated: true, completion: nil)
        return false
      }
    }

    /// Performs the segue `identifier` from `viewController` only if the gate lets it proceed,
    /// showing the refusal message otherwise. UIKit does not ask
    /// `shouldPerformSegue(withIdentifier:sender:)` for segues started in code ("This method is
    /// not invoked when -performSegueWithIdentifier:sender: is used"), so code that starts a
    /// segue calls this instead of `performSegue(withIdentifier:sender:)`.
    ///
    /// - Returns: whether the segue was performed.
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
    /// - Returns: the payload handed on, or `nil` when none was.
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
  }
#endif
