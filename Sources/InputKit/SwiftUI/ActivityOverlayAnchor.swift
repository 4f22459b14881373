#if canImport(UIKit)
  import InputKitCore
  import SwiftUI
  import UIKit

  /// The invisible view laid over the modified view, to which the overlay is attached: the
  /// overlay gathers the keyboard, the field being edited and the window from there, and goes
  /// where its session says.
  struct ActivityOverlayAnchor: UIViewRepresentable {
    let overlay: ActivityOverlay
    let coverage: OverlayCoverage
    let indicator: AnyView?

    func makeUIView(context: Context) -> OverlayAnchorView {
      let anchor = OverlayAnchorView(frame: .zero)
      overlay.attach(to: anchor, coverage: coverage)
      return anchor
    }

    func updateUIView(_ anchor: OverlayAnchorView, context: Context) {
      overlay.host(indicator)
      guard overlay.host !== anchor || overlay.coverage != coverage else { return }
      overlay.attach(to: anchor, coverage: coverage)
    }
  }

  extension ActivityOverlay {
    /// Draws `indicator` (a SwiftUI view) as the overlay's `indicatorView`; `nil` takes back a
    /// SwiftUI indicator drawn before.
    func host(_ indicator: AnyView?) {
      guard let indicator else {
        // Only a SwiftUI indicator is taken back: a view the app set in UIKit stays.
        if let controller = indicatorController, indicatorView === controller.view {
          indicatorView = nil
        }
        indicatorController = nil
        return
      }
      let controller =
        indicatorController as? UIHostingController<AnyView>
        ?? UIHostingController(rootView: indicator)
      controller.rootView = indicator
      controller.view.backgroundColor = .clear
      indicatorController = controller
      if indicatorView !== controller.view { indicatorView = controller.view }
    }
  }
#endif
