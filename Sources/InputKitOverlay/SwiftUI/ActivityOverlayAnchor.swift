#if canImport(UIKit)
  import SwiftUI
  import UIKit
  import InputKitOverlayCore
  @_spi(InputKitInternal) import InputKitUI

  /// Every update attaches again; the session decides what changed.
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
      overlay.attach(to: anchor, coverage: coverage)
    }
  }

  extension ActivityOverlay {
    func host(_ indicator: AnyView?) {
      let previous = indicatorController
      indicatorController = indicator.map { root in
        let controller = previous ?? UIHostingController(rootView: root)
        controller.rootView = root
        controller.view.backgroundColor = .clear
        return controller
      }
      guard previous !== indicatorController else { return adoptIndicator() }
      previous?.view.removeFromSuperview()
      previous.map { Self.leaveParent($0) }
      adoptIndicator()
      content.map(show)
    }

    /// Makes SwiftUI's indicator a child of the covered screen's view controller while its host is
    /// in a window, as a contained hosting controller must be ("addChild(_:)", UIViewController.h).
    func adoptIndicator() {
      guard let controller = indicatorController else { return }
      let parent = host?.window.flatMap { _ in host?.nearestViewController }
      guard controller.parent !== parent else { return }
      Self.leaveParent(controller)
      parent.map { parent in
        parent.addChild(controller)
        controller.didMove(toParent: parent)
      }
    }

    private static func leaveParent(_ controller: UIViewController) {
      guard controller.parent != nil else { return }
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
  }
#endif
