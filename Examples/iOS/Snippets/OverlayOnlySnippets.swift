#if canImport(UIKit)
  import InputKitOverlay
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

    private func send(_ order: Order) async -> Bool { true }
  }
#endif
