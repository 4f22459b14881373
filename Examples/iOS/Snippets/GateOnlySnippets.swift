#if canImport(UIKit)
  import InputKitGate
  import SwiftUI
  import UIKit

  // The InputKitGate landing page: the gate product on its own, with no other InputKit import.
  // Each screen blocks navigation while its field is empty.
  enum NoteRoute: String { case showDetail }
  struct Note { var text = "" }

  @MainActor
  final class NoteViewController: UIViewController {
    let field = UITextField(frame: .zero)
    let gate = NavigationGate<NoteRoute, Note>([.showDetail: [.required(\.text)]])

    func showDetail() {
      gate.push(.showDetail, values: Note(text: field.text ?? ""), from: self) { note in
        NoteDetailViewController(text: note.text)
      }
    }
  }

  struct NoteView: View {
    let gate = NavigationGate<NoteRoute, Note>([.showDetail: [.required(\.text)]])
    @State private var note = Note()
    @State private var path: [NoteRoute] = []

    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          TextField("Note", text: $note.text)
          GatedNavigationLink("Show detail", value: NoteRoute.showDetail)
        }
        .navigationDestination(for: NoteRoute.self) { _ in Text(note.text) }
      }
      .navigationGate(gate, values: note, path: $path)
    }
  }

  /// The screen the note's text goes to.
  final class NoteDetailViewController: UIViewController {
    init(text: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
  }
#endif
