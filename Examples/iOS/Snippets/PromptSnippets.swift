#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit

  /// Guides/UsingInputKit.md, "Text prompt": adding and editing items with the prompt of seed 000.
  @MainActor
  final class ItemsViewController: UIViewController {
    var store = ItemStore()

    func addItem() async throws {
      let prompt = TextPromptController(prompt: .addingItem())
      let result = await prompt.present(from: self)
      try store.apply(result)
    }

    func edit(_ item: Item) async throws {
      let result = await TextPromptController(prompt: .editing(item)).present(from: self)
      try store.apply(result)
    }
  }

  /// The prompt from SwiftUI.
  struct AddItemButton: View {
    let isPresented: Binding<Bool>
    let add: @MainActor (String) -> Void

    var body: some View {
      Text("Add")
        .textPrompt(isPresented: isPresented, prompt: .addingItem()) { result in
          if case .accepted(let text, _) = result { add(text) }
        }
    }
  }
#endif
