#if canImport(UIKit)
  import InputKitCore
  import SwiftUI

  /// Renders an `ActivityOverlayModel` for a coverage, as the core's
  /// `OverlayCoverage.modifierRendering` says:
  /// - `.view`: the panel is drawn over the modified view, and while it shows the view's content
  ///   is `.disabled`, so no field inside it takes input (a system `TextField` and a
  ///   `CalculatorTextField` alike), and the field being edited under it ends editing, its
  ///   keyboard going away; a field outside the view keeps typing. While hidden it lets touches
  ///   through.
  /// - `.keyboard` and `.screen`: the keyboard is drawn in a window of its own, which no SwiftUI
  ///   view reaches, so the model's UIKit `ActivityOverlay` renders them, attached to an
  ///   invisible anchor over the modified view; it covers and blocks exactly what it does in
  ///   UIKit (exactly the keyboard; the window and the keyboard).
  public struct ActivityOverlayModifier: ViewModifier {
    @ObservedObject private var model: ActivityOverlayModel
    private let coverage: OverlayCoverage

    /// A modifier rendering `model` with `coverage`.
    public init(model: ActivityOverlayModel, coverage: OverlayCoverage = .view) {
      self.model = model
      self.coverage = coverage
    }

    /// The modified view with the overlay over it.
    @ViewBuilder public func body(content: Content) -> some View {
      let rendering = coverage.modifierRendering
      switch rendering {
      case .overContent:
        content
          .disabled(rendering.disablesContent(overlayIsVisible: model.isVisible))
          .background {
            CoveredFieldAnchor(rendering: rendering, overlayIsVisible: model.isVisible)
          }
          .overlay(alignment: .center) {
            if let shown = model.content {
              ActivityOverlayPanel(content: shown, appearance: model.appearance)
                .opacity(model.isVisible ? 1 : 0)
                .allowsHitTesting(model.isVisible)
                // Modal for VoiceOver while it shows, as the UIKit overlay is; a fading panel
                // is hidden from it.
                .accessibilityAddTraits(.isModal)
                .accessibilityHidden(!model.isVisible)
            }
          }
      case .platformOverlay:
        content.overlay(alignment: .center) {
          ActivityOverlayAnchor(model: model, coverage: coverage)
        }
      }
    }
  }

  extension View {
    /// Covers this view with the activity overlay that `model` runs: by default this view
    /// (`.view`: its fields take no input while the overlay shows), or exactly the keyboard
    /// (`.keyboard`), or the whole window and the keyboard (`.screen`). See
    /// `ActivityOverlayModifier`.
    @MainActor
    public func activityOverlay(
      _ model: ActivityOverlayModel, coverage: OverlayCoverage = .view
    ) -> some View {
      modifier(ActivityOverlayModifier(model: model, coverage: coverage))
    }
  }
#endif
