#if canImport(UIKit)
  import InputKit
  import UIKit

  /// The detail screen: its title is the text the gate handed on.
  final class TextDetailViewController: UIViewController, NavigationPayloadReceiving {
    /// The gated transition's name.
    static let transition = "showDetail"

    func receive(_ payload: [String: String], for identifier: String) {
      title = payload["text"]
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
    }
  }
#endif
