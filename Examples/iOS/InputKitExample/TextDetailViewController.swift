#if canImport(UIKit)
  import InputKit
  import UIKit

  /// The detail screen: its title is the text the gate handed on.
  final class TextDetailViewController: UIViewController, NavigationPayloadReceiving {
    /// Where a gated screen goes: here.
    enum Route: String { case showDetail }

    /// What the screen before held: the text that becomes the title.
    struct Entry { var text = "" }

    func receive(_ entry: Entry) {
      title = entry.text
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
    }
  }
#endif
