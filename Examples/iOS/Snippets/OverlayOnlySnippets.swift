#if canImport(UIKit)
  import InputKitOverlay
  import SwiftUI
  import UIKit

  /// The InputKitOverlay landing page: the overlay product on its own, with no other import.
  @MainActor
  final class OrderViewController: UIViewController {
    struct Order {}
    private lazy var overlay = ActivityOverlay(attachedTo: view, coverage: .keyboard)

    func submit(_ order: Order) async {
      let token = overlay.begin(message: overlay.configuration.sendingMessage)
      let delivered = await send(order)
      overlay.end(token, outcome: delivered ? .succeeded() : .failed())
    }

    /// The same in one call: a thrown error shows its cross, cancelling the task ends it.
    func submitInOneCall(_ order: Order) async throws {
      try await overlay.perform(message: "Sending…") { try await upload(order) }
    }

    /// An outcome on its own, at once, with the system's haptic.
    func saved() {
      overlay.configuration.playsHaptics = true
      overlay.flash(.succeeded(message: "Saved"))
    }

    private func send(_ order: Order) async -> Bool { true }
    private func upload(_ order: Order) async throws {}
  }

  /// SwiftUI: the views an overlay covers run their work under it through the environment.
  struct SendButton: View {
    @Environment(\.performActivity) private var performActivity

    var body: some View {
      Button("Send") {
        Task {
          try await performActivity(message: "Sending…") { try await Task.sleep(for: .seconds(1)) }
        }
      }
    }
  }

  struct OrderView: View {
    @StateObject private var overlay = ActivityOverlay()

    var body: some View {
      List { SendButton() }.activityOverlay(overlay, coverage: .keyboard)
    }
  }

  /// Saving in the background: a small panel at the top that lets the screen under it be used.
  @MainActor
  final class NotesViewController: UIViewController {
    private lazy var overlay = ActivityOverlay(attachedTo: view, coverage: .view)

    override func viewDidLoad() {
      super.viewDidLoad()
      overlay.configuration = ActivityOverlayConfiguration(
        interaction: .passesTouches, placement: .top, offset: CGPoint(x: 0, y: 12))
    }

    func save(_ save: @escaping @MainActor () async -> Void) async {
      let token = overlay.begin(message: "Saving…")
      await save()
      overlay.end(token)
    }
  }

  /// "Sending…" over the keys that keeps them typing: the next message can be written meanwhile.
  @MainActor
  func sendingOverTypingKeys(in view: UIView) -> ActivityOverlay {
    ActivityOverlay(
      attachedTo: view, coverage: .keyboard,
      configuration: ActivityOverlayConfiguration(interaction: .passesTouches))
  }
#endif
