#if canImport(UIKit)
  import InputKit
  import SwiftUI
  import UIKit
  import XCTest

  /// SwiftUI's `.activityOverlay` in a `UIHostingController` in a window: the overlay covers
  /// exactly the modified view and takes its touches until it has faded out, hides it from
  /// VoiceOver meanwhile, and over a `CalculatorTextField` covers exactly the keys while the
  /// field keeps its focus. Where a touch lands is UIKit's and SwiftUI's own hit test.
  @MainActor
  final class ActivityOverlaySwiftUITests: XCTestCase {
    /// Fails if `.activityOverlay` covers more or less than the modified view, lets a tap on it
    /// through before it has faded out, or blocks it after.
    func testAViewOverlayCoversExactlyTheModifiedViewUntilItHasFadedOut() throws {
      let overlay = ActivityOverlay(configuration: .immediate(fade: .milliseconds(300)))
      let hosting = UIHostingController(rootView: UploadCard(overlay: overlay))
      let window = try TestWindow(root: hosting, in: self)
      let scene = try XCTUnwrap(window.window.windowScene)
      hosting.view.layoutIfNeeded()

      let token = overlay.begin(message: "Uploading")
      waitUntil("the overlay is over the card") { overlay.window === window.window }
      let anchor = try XCTUnwrap(
        overlay.superview, "the overlay lies in the view laid over the card")
      XCTAssertEqual(anchor.bounds.width, UploadCard.size.width, accuracy: 0.5, "the card's width")
      XCTAssertEqual(anchor.bounds.height, UploadCard.size.height, accuracy: 0.5)
      XCTAssertEqual(overlay.frame.width, anchor.bounds.width, accuracy: 0.5, "covers the card")
      XCTAssertEqual(
        overlay.frame.height, anchor.bounds.height, accuracy: 0.5, "no keyboard to stop at")
      let card = anchor.frameOnScreen
      let onCard = CGPoint(x: card.midX, y: card.midY)
      let belowCard = CGPoint(x: card.midX, y: card.maxY + UploadCard.spacing / 2)
      func tapped(_ point: CGPoint) -> UIView? { frontmostHit(atScreenPoint: point, in: scene) }
      waitUntil("a tap on the card lands on the overlay") {
        tapped(onCard)?.isDescendant(of: overlay) == true
      }
      XCTAssertFalse(
        tapped(belowCard)?.isDescendant(of: anchor) == true, "outside the card the screen is usable"
      )

      overlay.end(token)
      XCTAssertFalse(overlay.isVisible, "the fade-out has begun")
      XCTAssertTrue(
        tapped(onCard)?.isDescendant(of: overlay) == true, "the card is blocked while it fades")
      waitUntil("the overlay has gone") { overlay.superview == nil }
      waitUntil("a tap on the card reaches the card again") {
        tapped(onCard).map { !$0.isDescendant(of: anchor) } == true
      }
    }

    /// Fails if VoiceOver can still reach the covered SwiftUI view while the overlay shows, or not
    /// once it has gone.
    func testTheCoveredViewIsHiddenFromVoiceOverUntilTheOverlayHasGone() throws {
      let overlay = ActivityOverlay(configuration: .immediate())
      let hosting = UIHostingController(rootView: UploadCard(overlay: overlay))
      _ = try TestWindow(root: hosting, in: self)
      waitUntilSwiftUIExposesAccessibility(of: hosting.view)
      waitUntil("VoiceOver reaches the card's button") {
        voiceOverLabels(in: hosting.view).contains(UploadCard.title)
      }

      let token = overlay.begin(message: "Uploading")
      waitUntil("VoiceOver cannot reach the covered button") {
        !voiceOverLabels(in: hosting.view).contains(UploadCard.title)
      }

      overlay.end(token)
      waitUntil("the overlay has gone") { overlay.superview == nil }
      waitUntil("VoiceOver reaches the button again") {
        voiceOverLabels(in: hosting.view).contains(UploadCard.title)
      }
    }

    /// Fails if a `.keyboard` overlay on a `CalculatorTextField` does not cover exactly its keys, a
    /// covered key still types, the field loses its focus, or the keys stay blocked after.
    func testAKeyboardOverlayOnACalculatorTextFieldCoversItsKeysAndTheFieldKeepsItsFocus() throws {
      let overlay = ActivityOverlay(configuration: .immediate())
      let model = TipModel()
      let hosting = UIHostingController(rootView: TipField(overlay: overlay, model: model))
      let window = try TestWindow(root: hosting, in: self)
      let scene = try XCTUnwrap(window.window.windowScene)
      hosting.view.layoutIfNeeded()
      let field = try XCTUnwrap(
        hosting.view.allSubviews.lazy.compactMap { $0 as? UITextField }.first)
      let keyboard = try XCTUnwrap(field.inputView as? CalculatorKeyboard)
      let keyboardWindow = try XCTUnwrap(showInputView(of: field))
      keyboard.layoutIfNeeded()
      let seven = try keyboard.keyView("digit7").frameOnScreen
      func tapped() -> UIView? {
        frontmostHit(
          atScreenPoint: CGPoint(x: seven.midX, y: seven.midY), in: scene,
          including: [keyboardWindow])
      }

      let token = overlay.begin()
      waitUntil("the overlay is inside the keyboard") { overlay.superview === keyboard }
      XCTAssertEqual(overlay.frame, keyboard.bounds, "exactly the keyboard")
      XCTAssertTrue(
        tapped()?.isDescendant(of: overlay) == true,
        "a tap on a key lands on the overlay, not \(String(describing: tapped()))")
      try keyboard.tap("digit7")
      finishTheMainQueuesTurn()
      XCTAssertEqual(field.text, "", "a key pressed under the overlay types nothing")
      XCTAssertTrue(field.isFirstResponder, "the field keeps its focus")

      overlay.end(token)
      waitUntil("the overlay has left the keyboard") { overlay.superview == nil }
      XCTAssertTrue(tapped()?.isDescendant(of: overlay) != true)
      try keyboard.tap("digit7")
      finishTheMainQueuesTurn()
      XCTAssertEqual(field.text, "7")
      waitUntil("the text binding holds 7") { model.tip == "7" }
    }
  }

  /// A card with a button, covered by the overlay, and a line of text below it.
  private struct UploadCard: View {
    static let title = "Upload photos"
    static let size = CGSize(width: 280, height: 200)
    static let spacing: CGFloat = 60
    @ObservedObject var overlay: ActivityOverlay

    var body: some View {
      VStack(spacing: Self.spacing) {
        Button(Self.title) {}
          .frame(width: Self.size.width, height: Self.size.height)
          .activityOverlay(overlay)
        Text("Below the card")
        Spacer()
      }
    }
  }

  /// The text typed into the tip field.
  @MainActor
  private final class TipModel: ObservableObject {
    @Published var tip = ""
  }

  /// A calculator field whose keyboard the overlay covers.
  private struct TipField: View {
    @ObservedObject var overlay: ActivityOverlay
    @ObservedObject var model: TipModel

    var body: some View {
      VStack {
        CalculatorTextField("Tip", text: $model.tip)
          .activityOverlay(overlay, coverage: .keyboard)
        Spacer()
      }
    }
  }
#endif
