#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit

  /// The "Gating navigation" article's routes: the raw values are the storyboard's segue
  /// identifiers.
  enum Route: String {
    case showDetail, editDetail
  }

  /// What the entry screen holds, handed on whole to the next screen.
  struct Entry: Hashable {
    var text = ""
    var amount = ""
  }

  /// The "Gating navigation" article: a screen that refuses to show the detail screen while a
  /// field is empty, and hands the entry on when they are not, from
  /// a storyboard segue and from code.
  @MainActor
  final class EntryViewController: UIViewController {
    let textField = UITextField(frame: .zero)
    let amountField = UITextField(frame: .zero)
    let gate = NavigationGate<Route, Entry>([
      .showDetail: [.required(\.text), .required(\.amount, message: "Enter an amount.")],
      .editDetail: [.required(\.text)],
    ])

    private var entry: Entry { Entry(text: textField.text ?? "", amount: amountField.text ?? "") }
    private var store: [String] = []
    private let file = StoreFile()

    // Your own message, shown once the screen can present an alert.
    override func viewDidLoad() {
      super.viewDidLoad()
      do { store = try file.load() } catch {
        NavigationGate.showAlert(error.localizedDescription, on: self)
      }
    }

    // A storyboard segue: UIKit asks first.
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
      gate.shouldPerform(segue: identifier, values: entry, presentingAlertOn: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
      gate.prepare(segue, values: entry)
    }

    // Navigation in code: pushed or presented only when the gate allows.
    func showDetail() {
      gate.push(.showDetail, values: entry, from: self) { entry in
        DetailViewController(heading: entry.text)
      }
    }

    func editDetail() {
      gate.present(.editDetail, values: entry, from: self) { entry in
        UINavigationController(rootViewController: DetailViewController(heading: entry.text))
      }
    }

    // Every wrong field marked at once.
    func markWrongFields() {
      guard case .refuse(_, let failures) = gate.decide(.showDetail, values: entry) else { return }
      let wrong = Set(failures.map(\.field))
      textField.layer.borderWidth = wrong.contains(\Entry.text) ? 1 : 0
      amountField.layer.borderWidth = wrong.contains(\Entry.amount) ? 1 : 0
    }
  }

  /// A file the entry screen reads its list from.
  struct StoreFile {
    func load() throws -> [String] { [] }
  }

  /// The detail screen: its title is the text typed on the entry screen.
  @MainActor
  final class DetailViewController: UIViewController, NavigationPayloadReceiving {
    private(set) var heading: String

    init(heading: String = "") {
      self.heading = heading
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      heading = ""
      super.init(coder: coder)
    }

    func receive(_ entry: Entry) {
      heading = entry.text
    }
  }

  /// The gate in SwiftUI: a navigation stack whose gated link and button are refused with the
  /// same alert while the field is empty.
  struct EntryView: View {
    let gate = NavigationGate<Route, Entry>([.showDetail: [.required(\.text)]])
    @State private var entry = Entry()
    @State private var path: [Route] = []

    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          TextField("Text", text: $entry.text)
          GatedNavigationLink("Show detail", value: Route.showDetail)
          ShowDetailButton()
        }
        .navigationDestination(for: Route.self) { _ in Text(entry.text) }
      }
      .navigationGate(gate, values: entry, path: $path)
    }
  }

  /// A button that pushes through the gate.
  struct ShowDetailButton: View {
    @Environment(\.gatedNavigation) private var navigate

    var body: some View {
      Button("Show detail") { navigate(Route.showDetail) }
    }
  }

  /// The payload on the path: each pushed screen shows the entry as the gate let it through,
  /// and a list's rows each push their own.
  struct EntryHistoryView: View {
    let gate = NavigationGate<Route, Entry>([.showDetail: [.required(\.text)]])
    @State private var entry = Entry()
    @State private var shown: [Entry] = []

    var body: some View {
      NavigationStack(path: $shown) {
        List {
          TextField("Text", text: $entry.text)
          GatedNavigationLink(value: Route.showDetail) {
            Text("Show detail")
          }
        }
        .navigationDestination(for: Entry.self) { shown in Text(shown.text) }
      }
      .navigationGate(gate, values: entry, path: $shown) { _, payload in payload }
    }
  }
#endif
