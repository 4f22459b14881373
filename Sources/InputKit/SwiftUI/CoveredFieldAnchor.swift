#if canImport(UIKit)
  import InputKitCore
  import SwiftUI
  import UIKit

  /// An invisible view behind the view a `.view` overlay covers, which knows where that view is
  /// in its window: when the overlay appears, the field being edited under the panel ends
  /// editing, as `OverlayModifierRendering.endsEditing(ofFieldAt:contentFrame:)` decides, so a
  /// keyboard that a disabled field kept on screen cannot go on typing into it.
  struct CoveredFieldAnchor: UIViewRepresentable {
    let rendering: OverlayModifierRendering
    let overlayIsVisible: Bool

    func makeUIView(context: Context) -> CoveredFieldAnchorView {
      CoveredFieldAnchorView(frame: .zero)
    }

    func updateUIView(_ anchor: CoveredFieldAnchorView, context: Context) {
      anchor.rendering = rendering
      anchor.overlayIsVisible = overlayIsVisible
    }
  }

  /// The anchor's view: it takes no touch, and acts only when the overlay appears.
  final class CoveredFieldAnchorView: UIView {
    var rendering = OverlayModifierRendering.overContent
    var overlayIsVisible = false {
      didSet {
        if overlayIsVisible, !oldValue { endCoveredEditing() }
      }
    }

    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
    }

    /// Anchors are made by SwiftUI: an archived one is refused (`nil`).
    required init?(coder: NSCoder) {
      return nil
    }

    private func endCoveredEditing() {
      guard let window, let field = ActivityOverlay.firstResponder(in: window) else { return }
      let covered = rendering.endsEditing(
        ofFieldAt: field.convert(field.bounds, to: window),
        contentFrame: convert(bounds, to: window))
      if covered { field.resignFirstResponder() }
    }
  }
#endif
