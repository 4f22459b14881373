#if canImport(UIKit)
  import InputKitGate
  import UIKit

  /// The InputKitGate landing page: the gate product on its own, with no other import.
  @MainActor
  final class NoteViewController: UIViewController {
    final class DetailViewController: UIViewController {
      init(text: String) { super.init(nibName: nil, bundle: nil) }
      required init?(coder: NSCoder) { nil }
    }

    let field = UITextField(frame: .zero)
    let gate = NavigationGate(["showDetail": NavigationRequirement(requiredFields: ["text"])])

    func showDetail() {
      // Before a storyboard segue, or instead of pushing in code:
      gate.push("showDetail", values: ["text": field.text ?? ""], from: self) { values in
        DetailViewController(text: values["text"] ?? "")
      }
    }
  }
#endif
