#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit

  /// The "Using InputKit on iOS" article, "Loading overlay": a "Sending…" overlay laid exactly
  /// over the keyboard while a message is sent.
  @MainActor
  final class SendViewController: UIViewController {
    private lazy var overlay = ActivityOverlay.show(in: view, coverage: .keyboard)

    func send(_ text: String, with sender: @escaping @MainActor (String) async -> Bool) async {
      let token = overlay.begin(message: overlay.configuration.messages.sending)
      let delivered = await sender(text)
      overlay.end(token, outcome: delivered ? .succeeded() : .failed())
    }
  }

  /// The same overlay in SwiftUI.
  struct UploadView: View {
    @ObservedObject var overlay: ActivityOverlayModel
    let upload: @MainActor () async -> Void

    var body: some View {
      VStack {
        Text("Uploading photos")
      }
      .activityOverlay(overlay)
    }

    func start() async {
      let token = overlay.begin()
      await upload()
      overlay.end(token)
    }
  }

  /// In SwiftUI too, exactly over the keyboard: the UIKit overlay renders it.
  struct TipField: View {
    @ObservedObject var overlay: ActivityOverlayModel
    @State private var amount = ""

    var body: some View {
      CalculatorTextField("Tip", text: $amount, returnKeyType: .send)
        .activityOverlay(overlay, coverage: .keyboard)
    }
  }
#endif
