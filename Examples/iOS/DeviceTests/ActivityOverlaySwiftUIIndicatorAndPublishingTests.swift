#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit
  import XCTest

  /// SwiftUI's `.activityOverlay` with an indicator of its own, and how soon SwiftUI hears that
  /// the overlay covers its view: the indicator's hosting controller is a child of the covered
  /// screen's view controller, and the covered view is hidden from VoiceOver from SwiftUI's next
  /// layout, before the main queue turns.
  @MainActor
  final class ActivityOverlaySwiftUIIndicatorAndPublishingTests: XCTestCase {
    /// Fails if the hosting controller of a SwiftUI indicator is added to the panel without
    /// containment (not among the screen's children while it shows, so UIKit forwards it no
    /// appearance callbacks or traits), or stays a child once the indicator is taken away.
    func testASwiftUIIndicatorIsAChildOfTheCoveredScreen() throws {
      let overlay = ActivityOverlay(configuration: .immediate())
      let model = IndicatorModel()
      let hosting = UIHostingController(rootView: CardWithIndicator(overlay: overlay, model: model))
      _ = try TestWindow(root: hosting, in: self)
      hosting.view.layoutIfNeeded()

      let token = overlay.begin(message: "Uploading")
      defer { overlay.end(token) }
      waitUntil("the overlay shows") { overlay.isVisible && overlay.window != nil }
      func indicatorChildren() -> [UIViewController] {
        hosting.children.filter { child in
          child.viewIfLoaded.map { $0.isDescendant(of: overlay) } ?? false
        }
      }
      waitUntil("the screen has the indicator's controller among its children") {
        indicatorChildren().count == 1
      }

      model.showsIndicator = false
      waitUntil("the indicator's controller has left the screen") { indicatorChildren().isEmpty }
    }

    /// Fails if SwiftUI hears that the overlay covers its view only a main-actor turn after the
    /// overlay appeared: for that long VoiceOver (and a touch) could reach the covered button.
    func testTheCoveredViewIsHiddenFromVoiceOverFromSwiftUIsNextLayout() throws {
      let overlay = ActivityOverlay(configuration: .immediate())
      let model = IndicatorModel()
      model.showsIndicator = false
      let hosting = UIHostingController(rootView: CardWithIndicator(overlay: overlay, model: model))
      _ = try TestWindow(root: hosting, in: self)
      waitUntilSwiftUIExposesAccessibility(of: hosting.view)
      waitUntil("VoiceOver reaches the card's button") {
        voiceOverLabels(in: hosting.view).contains(CardWithIndicator.title)
      }
      waitUntilUIKitHasSettled(in: hosting.view.window)

      let token = overlay.begin(message: "Uploading")
      defer { overlay.end(token) }
      // SwiftUI's own update, with no turn of the main queue in between.
      hosting.view.setNeedsLayout()
      hosting.view.layoutIfNeeded()
      XCTAssertFalse(
        voiceOverLabels(in: hosting.view).contains(CardWithIndicator.title),
        "VoiceOver can reach the covered button until the main queue turns")
    }
  }

  /// Whether the card's overlay shows its SwiftUI indicator.
  @MainActor
  private final class IndicatorModel: ObservableObject {
    @Published var showsIndicator = true
  }

  /// A card covered by an overlay with a SwiftUI indicator, while the model says so.
  private struct CardWithIndicator: View {
    static let title = "Upload photos"
    @ObservedObject var overlay: ActivityOverlay
    @ObservedObject var model: IndicatorModel

    var body: some View {
      VStack {
        if model.showsIndicator {
          card.activityOverlay(overlay) { Text("⏳") }
        } else {
          card.activityOverlay(overlay)
        }
        Spacer()
      }
    }

    private var card: some View {
      Button(Self.title) {}.frame(width: 280, height: 200)
    }
  }
#endif
