#if canImport(UIKit)
  import SwiftUI
  import InputKitOverlayCore

  struct ActivityOverlayModifier: ViewModifier {
    @ObservedObject var overlay: ActivityOverlay
    let coverage: OverlayCoverage
    let indicator: AnyView?

    func body(content: Content) -> some View {
      content
        .environment(\.performActivity, PerformActivityAction(overlay: overlay))
        .accessibilityHidden(overlay.coversContent)
        .overlay {
          ActivityOverlayAnchor(overlay: overlay, coverage: coverage, indicator: indicator)
            .allowsHitTesting(overlay.takesHostTouches)
        }
    }
  }

  extension View {
    /// Covers this view, exactly the keyboard or the whole window with `overlay`, as
    /// `ActivityOverlay.attach(to:coverage:)` does in UIKit.
    ///
    /// - Parameters:
    ///   - overlay: The overlay, kept in `@StateObject`.
    ///   - coverage: What it covers.
    /// - Returns: This view with the overlay over it.
    @MainActor
    public func activityOverlay(
      _ overlay: ActivityOverlay, coverage: OverlayCoverage = .view
    ) -> some View {
      modifier(ActivityOverlayModifier(overlay: overlay, coverage: coverage, indicator: nil))
    }

    /// Covers this view with `overlay`, drawing `indicator` while work runs in place of the
    /// appearance's spinner, symbol or image.
    ///
    /// - Parameters:
    ///   - overlay: The overlay, kept in `@StateObject`.
    ///   - coverage: What it covers.
    ///   - indicator: Your indicator view.
    /// - Returns: This view with the overlay over it.
    @MainActor
    public func activityOverlay<Indicator: View>(
      _ overlay: ActivityOverlay, coverage: OverlayCoverage = .view,
      @ViewBuilder indicator: () -> Indicator
    ) -> some View {
      modifier(
        ActivityOverlayModifier(
          overlay: overlay, coverage: coverage, indicator: AnyView(indicator())))
    }
  }
#endif
