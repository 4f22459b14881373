#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit

  /// The "Gating navigation" article: a screen that refuses to show the detail screen while the
  /// text field is empty and hands the text on when it is not, from a storyboard segue and from
  /// code.
  @MainActor
  final class EntryViewController: UIViewController {
    let field = UITextField(frame: .zero)
    let gate = NavigationGate([
      "showDetail": NavigationRequirement(requiredFields: ["text"]),
      "editDetail": NavigationRequirement(requiredFields: ["text"]),
    ])

    private var values: [String: String] { ["text": field.text ?? ""] }
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
      gate.shouldPerform(segue: identifier, values: values, presentingAlertOn: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
      gate.prepare(segue, values: values)
    }

    // Navigation in code: pushed or presented only when the gate allows.
    func showDetail() {
      gate.push("showDetail", values: values, from: self) { payload in
        DetailViewController(heading: payload["text"] ?? "")
      }
    }

    func editDetail() {
      gate.present("editDetail", values: values, from: self) { payload in
        UINavigationController(
          rootViewController: DetailViewController(heading: payload["text"] ?? ""))
      }
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

    func receive(_ payload: [String: String], for identifier: String) {
      heading = payload["text"] ?? ""
    }
  }

  /// The gate in SwiftUI: a navigation stack, a link and a sheet, each refused with the same
  /// alert while the field is empty.
  struct EntryView: View {
    let gate = NavigationGate([
      "showDetail": NavigationRequirement(requiredFields: ["text"]),
      "editDetail": NavigationRequirement(requiredFields: ["text"]),
    ])
    @State private var text = ""
    @State private var path: [String] = []

    var body: some View {
      NavigationStack(path: $path) {
        EntryForm(text: $text, path: $path)
          .navigationDestination(for: String.self) { heading in Text(heading) }
          // Inside the stack, so that gated links push from here, lists included.
          .navigationGate(gate)
      }
    }
  }

  struct EntryForm: View {
    @Binding var text: String
    @Binding var path: [String]
    @Environment(\.gatedNavigation) private var navigate
    @State private var editing: EditedText?

    var body: some View {
      VStack {
        TextField("Text", text: $text)
        // The payload goes onto the stack's path, for navigationDestination(for:).
        Button("Show detail") {
          navigate("showDetail", values: ["text": text]) { payload in
            path.append(payload["text"] ?? "")
          }
        }
        // A link that asks the gate first.
        GatedNavigationLink("showDetail", values: ["text": text]) { payload in
          Text(payload["text"] ?? "")
        } label: {
          Text("Show detail (link)")
        }
        // A sheet whose item is the payload.
        Button("Edit detail") {
          navigate("editDetail", values: ["text": text]) { payload in
            editing = EditedText(text: payload["text"] ?? "")
          }
        }
      }
      .sheet(item: $editing) { edited in Text(edited.text) }
    }
  }

  /// Gated links in a list: each row asks the gate before it pushes its amount's screen. The
  /// gate sits on the list, inside the stack and outside the rows.
  struct AmountList: View {
    let gate = NavigationGate(["showAmount": NavigationRequirement(requiredFields: ["amount"])])
    let first: String
    let second: String

    var body: some View {
      NavigationStack {
        List {
          GatedNavigationLink("showAmount", values: ["amount": first]) { payload in
            Text(payload["amount"] ?? "")
          } label: {
            Text("First")
          }
          GatedNavigationLink("showAmount", values: ["amount": second]) { payload in
            Text(payload["amount"] ?? "")
          } label: {
            Text("Second")
          }
        }
        .navigationGate(gate)
      }
    }
  }

  /// A sheet's item made from the gate's payload.
  struct EditedText: Identifiable {
    let text: String
    var id: String { text }
  }
#endif
