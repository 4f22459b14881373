#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit

  /// The "Covering with an overlay" article: a "Sending…" overlay laid exactly over the keyboard
  /// while a message is sent.
  @MainActor
  final class SendViewController: UIViewController {
    private lazy var overlay = ActivityOverlay(attachedTo: view, coverage: .keyboard)

    func send(_ text: String, with sender: @escaping @MainActor (String) async -> Bool) async {
      let token = overlay.begin(message: overlay.configuration.sendingMessage)
      let delivered = await sender(text)
      overlay.end(token, outcome: delivered ? .succeeded() : .failed())
    }

    struct Order {}
    struct API {
      func send(_ order: Order) async throws {}
      func deliver(_ order: Order) async -> Bool { true }
    }
    let api = API()

    /// The article's first example: the work in one call.
    func send(_ order: Order) async throws {
      try await overlay.perform(message: "Sending…") { try await api.send(order) }
    }

    /// The article's second: the token kept, to show a success.
    func sendShowingSuccess(_ order: Order) async {
      let token = overlay.begin(message: overlay.configuration.sendingMessage)
      let delivered = await api.deliver(order)
      overlay.end(token, outcome: delivered ? .succeeded() : .failed())
    }

    /// The coverage changed while work runs.
    func coverTheScreen() {
      overlay.attach(to: view, coverage: .screen)  // every field of the window, down to the keys
    }

    /// A view added while the overlay shows lies in front of it until the overlay is placed
    /// again.
    func show(_ banner: UIView) {
      view.addSubview(banner)
      overlay.attach(to: view, coverage: .view)  // the overlay is in front again
    }
  }

  /// The article's customised overlay: a light and a dark look, a symbol for a spinner, a
  /// progress bar following a `Progress`, a cancel button whose activity ends saying it was
  /// cancelled, and a completion.
  @MainActor
  final class UploadViewController: UIViewController {
    private var overlay = ActivityOverlay()

    override func viewDidLoad() {
      super.viewDidLoad()
      var light = OverlayAppearance.light
      light.indicator = .symbol("icloud.and.arrow.up")
      var dark = OverlayAppearance.dark
      dark.indicator = light.indicator
      var configuration = ActivityOverlayConfiguration(appearance: light, darkAppearance: dark)
      configuration.successDisplayTime = .seconds(1)
      overlay = ActivityOverlay(attachedTo: view, coverage: .screen, configuration: configuration)
    }

    func upload(_ photos: [Data], to server: @escaping @Sendable (Data) async throws -> Void) {
      let progress = Progress(totalUnitCount: Int64(photos.count))
      let upload = { @Sendable (progress: Progress) async throws in
        for photo in photos {
          try await server(photo)
          progress.completedUnitCount += 1
        }
      }
      let work = Task { try await upload(progress) }
      let token = overlay.begin(message: "Uploading…", progress: progress) { work.cancel() }
      Task {
        let uploaded = (try? await work.value) != nil
        overlay.end(token, outcome: uploaded ? .succeeded(message: "Uploaded") : .failed()) {
          [weak self] in self?.dismiss(animated: true)
        }
      }
    }

    /// The article's completion that closes the screen: the field the overlay stopped stays
    /// down.
    func finish(_ token: ActivityToken) {
      overlay.end(token) { [weak self] in
        // Moving the focus, or closing the field's screen, keeps the keyboard down.
        self?.navigationController?.popViewController(animated: true)
      }
    }
  }

  /// The same overlay in SwiftUI, over the screen's list: a view big enough for the panel.
  struct UploadView: View {
    @StateObject private var overlay = ActivityOverlay()
    let upload: @MainActor () async throws -> Void

    var body: some View {
      List {
        Text("12 photos to upload")
        UploadButton(upload: upload)
      }
      .activityOverlay(overlay)  // the list, big enough for the panel
    }
  }

  /// The views it covers run work under it without holding it.
  struct UploadButton: View {
    @Environment(\.performActivity) private var performActivity
    let upload: @MainActor () async throws -> Void

    var body: some View {
      Button("Upload photos") {
        Task { try await performActivity(message: "Uploading…") { try await upload() } }
      }
    }
  }

  /// In SwiftUI too, exactly over the keyboard, with a SwiftUI view as the indicator.
  struct TipField: View {
    @ObservedObject var overlay: ActivityOverlay
    @State private var amount = ""

    var body: some View {
      CalculatorTextField("Tip", text: $amount, returnKeyType: .send)
        .activityOverlay(overlay, coverage: .keyboard) {
          Text("💸")
        }
    }
  }

  /// InputKitCore's "The activity overlay's timing rules": its first example, an upload with a
  /// cancel button and a display time, and the calls of its timeline.
  @MainActor
  final class TimingRulesViewController: UIViewController {
    private lazy var overlay = ActivityOverlay(attachedTo: view, coverage: .keyboard)

    func send() {
      let token = overlay.begin(message: overlay.configuration.sendingMessage)
      overlay.end(token, outcome: .succeeded())
    }

    func upload(_ upload: @escaping @Sendable (Progress) async throws -> Void) {
      let progress = Progress(totalUnitCount: 1)
      let work = Task { try await upload(progress) }
      let token = overlay.begin(message: "Uploading…", progress: progress) {
        work.cancel()  // the button goes; the activity still runs
      }
      Task {
        let outcome: ActivityOutcome =
          (try? await work.value) != nil ? .succeeded() : .failed(message: "Cancelled")
        overlay.end(token, outcome: outcome, dismissAfter: .seconds(1)) {
          // The overlay has gone: close the screen, or start the next job.
        }
      }
    }

    func timeline() {
      let a = overlay.begin(message: "Loading…")
      let b = overlay.begin(message: "Sending…")
      overlay.end(b)
      overlay.end(b)
      overlay.end(a, outcome: .succeeded())
      let c = overlay.begin()
      overlay.end(c)
      let d = overlay.begin()
      overlay.end(d)
    }
  }
#endif
