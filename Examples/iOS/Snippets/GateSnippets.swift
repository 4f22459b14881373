#if canImport(UIKit)
  import InputKit
  import UIKit

  /// The "Using InputKit on iOS" article, "Navigation gate": a screen that refuses to show the
  /// detail screen while the text field is empty and hands the text on when it is not.
  @MainActor
  final class EntryViewController: UIViewController {
    let field = UITextField(frame: .zero)
    let gate = NavigationGate(["showDetail": NavigationRequirement(requiredFields: ["text"])])

    private var values: [String: String] { ["text": field.text ?? ""] }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
      gate.shouldPerform(segue: identifier, values: values, presentingAlertOn: self)
    }

    /// A segue started in code: UIKit does not ask `shouldPerformSegue` for it, so the gate is
    /// asked here.
    func showDetail() {
      gate.performSegue("showDetail", values: values, from: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
      gate.prepare(segue, values: values)
    }
  }

  /// The detail screen: its title is the text typed on the entry screen.
  @MainActor
  final class DetailViewController: UIViewController, NavigationPayloadReceiving {
    private(set) var heading = ""

    func receive(_ payload: [String: String], for identifier: String) {
      heading = payload["text"] ?? ""
    }
  }
#endif
