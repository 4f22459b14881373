#if canImport(UIKit)
  import InputKitCore
  import SwiftUI

  /// Lays the activity overlay over the modified view (the `.view` coverage), rendering an
  /// `ActivityOverlayModel`. While hidden it lets touches through; while shown it blocks them.
  public struct ActivityOverlayModifier: ViewModifier {
    @ObservedObject private var model: ActivityOverlayModel

    /// A modifier rendering `model`.
    public init(model: ActivityOverlayModel) {
      self.model = model
    }

    /// The modified view with the panel over it.
    public func body(content: Content) -> some View {
      content.overlay(alignment: .center) {
        if let shown = model.content {
          ActivityOverlayPanel(content: shown, appearance: model.appearance)
            .opacity(model.isVisible ? 1 : 0)
            .allowsHitTesting(model.isVisible)
            // Modal for VoiceOver while it shows, as the UIKit overlay is; a fading panel is
            // hidden from it.
            .accessibilityAddTraits(.isModal)
            .accessibilityHidden(!model.isVisible)
        }
      }
    }
  }

  extension View {
    /// Covers this view with the activity overlay that `model` runs.
    @MainActor
    public func activityOverlay(_ model: ActivityOverlayModel) -> some View {
      modifier(ActivityOverlayModifier(model: model))
    }
  }
#endif
