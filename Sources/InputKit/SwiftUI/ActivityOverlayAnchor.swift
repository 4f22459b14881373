#if canImport(UIKit)
  import InputKitCore
  import SwiftUI
  import UIKit

  /// An invisible view laid over the modified view, to which the model's UIKit overlay is
  /// attached for a coverage only UIKit can render (`.keyboard`, `.screen`): the overlay then
  /// gathers the keyboard, the field being edited and the window from there, and places itself
  /// as `OverlayCoverage.arrangement(in:)` says.
  struct ActivityOverlayAnchor: UIViewRepresentable {
    let model: ActivityOverlayModel
    let coverage: OverlayCoverage

    func makeUIView(context: Context) -> OverlayAnchorView {
      OverlayAnchorView(frame: .zero)
    }

    func updateUIView(_ anchor: OverlayAnchorView, context: Context) {
      anchor.host(model.sharedPlatformOverlay(), coverage: coverage)
    }
  }

  /// The anchor's view: it takes no touch itself, so the content under it stays usable; the
  /// overlay inside it (when it falls back to the modified view's area) takes every touch while
  /// it shows.
  final class OverlayAnchorView: UIView {
    private weak var hosted: ActivityOverlay?
    private var hostedCoverage: OverlayCoverage?

    /// Attaches `overlay` here with `coverage`, unless it already is.
    func host(_ overlay: ActivityOverlay, coverage: OverlayCoverage) {
      guard hosted !== overlay || hostedCoverage != coverage else { return }
      overlay.attach(to: self, coverage: coverage)
      hosted = overlay
      hostedCoverage = coverage
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
  }
#endif
