#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// The overlay's indicator when the look names a symbol this system lacks, and an overlay
  /// attached to a visual-effect view.
  @MainActor
  final class ActivityOverlayIndicatorAndHostTests: XCTestCase {
    /// Breaks if a symbol that does not load leaves the panel with no indicator at all: the
    /// spinner must show that work is in flight.
    func testASymbolTheSystemLacksShowsTheSpinnerInstead() throws {
      let name = "inputkit.no.such.symbol"
      XCTAssertNil(UIImage(systemName: name), "UIKit loads no image for an unknown symbol")
      let window = try TestWindow(in: self)
      var look = OverlayAppearance.standard
      look.indicator = .symbol(name)
      let overlay = ActivityOverlay(
        attachedTo: try XCTUnwrap(window.root.view), coverage: .view,
        configuration: .immediate(appearance: look))
      let token = overlay.begin()
      defer { overlay.end(token) }
      waitUntil("the overlay shows") { overlay.isVisible && overlay.window != nil }

      let shown = Self.drawnViews(in: overlay)
      let spinner = shown.compactMap { $0 as? UIActivityIndicatorView }.first
      XCTAssertNotNil(spinner, "no spinner is shown")
      XCTAssertEqual(spinner?.isAnimating, true)
      XCTAssertFalse(
        shown.contains { ($0 as? UIImageView)?.image != nil }, "an image is shown: \(shown)")
    }

    /// The views on screen inside `view`: each with no hidden view between it and `view`,
    /// without looking into UIKit's own views (a spinner, a progress bar, a button, a label, a
    /// blur), whose private subviews may carry images of their own.
    private static func drawnViews(in view: UIView) -> [UIView] {
      guard !view.isHidden else { return [] }
      let opaque =
        view is UIActivityIndicatorView || view is UIProgressView || view is UIControl
        || view is UILabel || view is UIVisualEffectView
      return [view] + (opaque ? [] : view.subviews.flatMap(drawnViews(in:)))
    }

    /// Breaks if `attach(to:)` adds the overlay or its anchor to a visual-effect view itself
    /// rather than to its `contentView` ("Do not add subviews directly to UIVisualEffectView",
    /// UIVisualEffectView.h).
    func testAnOverlayOnAVisualEffectViewGoesIntoItsContentView() throws {
      let window = try TestWindow(in: self)
      let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
      effectView.frame = CGRect(x: 0, y: 100, width: 320, height: 300)
      window.root.view.addSubview(effectView)
      effectView.layoutIfNeeded()
      let ownSubviews = effectView.subviews.count

      let overlay = ActivityOverlay(
        attachedTo: effectView, coverage: .view, configuration: .immediate())
      XCTAssertEqual(effectView.subviews.count, ownSubviews, "attach added a view to it")
      let token = overlay.begin()
      defer { overlay.end(token) }

      waitUntil("the overlay is placed") { overlay.superview != nil }
      XCTAssertTrue(
        overlay.superview === effectView.contentView, "\(String(describing: overlay.superview))")
      XCTAssertEqual(overlay.frame, effectView.contentView.bounds)
    }
  }
#endif
