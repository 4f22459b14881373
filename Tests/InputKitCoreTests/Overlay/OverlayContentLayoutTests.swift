import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitOverlayCore
@testable import InputKitShared

/// The panel's content laid out inside the panel, whatever its size: the device story of a
/// landscape keyboard (a panel about 146 pt high), huge Dynamic Type and a progress bar.
@Suite("Overlay content inside its panel")
struct OverlayContentLayoutTests {
  static let look = OverlayAppearance.standard
  static let spinner = CGSize(width: 37, height: 37)

  /// A message `length` points long in one line, wrapping into 22 pt lines at narrower widths.
  static func message(length: CGFloat, lineHeight: CGFloat = 22) -> (CGFloat) -> CGSize {
    { width in
      guard width > 0 else { return .zero }
      let lines = (length / width).rounded(.up)
      return CGSize(width: min(length, width), height: lines * lineHeight)
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var panel: CGRect
    var indicator = OverlayContentLayoutTests.spinner
    var progress: CGFloat?
    var button: CGSize?
    var messageLength: CGFloat = 80
    var lineHeight: CGFloat = 22
  }

  static let cases: [Case] = [
    Case(
      testDescription: "a portrait keyboard's panel",
      panel: CGRect(x: 8, y: 8, width: 374, height: 320)),
    Case(
      testDescription: "a landscape keyboard's panel with a progress bar and a cancel button",
      panel: CGRect(x: 8, y: 8, width: 828, height: 146), progress: 4,
      button: CGSize(width: 60, height: 30)),
    Case(
      testDescription: "a landscape keyboard's panel at the largest accessibility text size",
      panel: CGRect(x: 8, y: 8, width: 828, height: 146), progress: 4,
      button: CGSize(width: 120, height: 60), messageLength: 900, lineHeight: 60),
    Case(
      testDescription: "a panel smaller than the spinner",
      panel: CGRect(x: 8, y: 8, width: 30, height: 20), progress: 4,
      button: CGSize(width: 60, height: 30)),
    Case(
      testDescription: "a panel of no size", panel: CGRect(x: 8, y: 8, width: 0, height: 0)),
    Case(
      testDescription: "sizes that are negative or not finite",
      panel: CGRect(x: 8, y: 8, width: 200, height: 120),
      indicator: CGSize(width: -5, height: CGFloat.nan), progress: CGFloat.infinity,
      button: CGSize(width: CGFloat.infinity, height: -3)),
  ]

  @Test("nothing the panel shows reaches outside it", arguments: cases)
  func insidePanel(_ example: Case) {
    let inner = example.panel.insetBy(dx: 12, dy: 12)
    let frames = Self.look.layOutContent(
      inPanel: example.panel, indicator: example.indicator, progressHeight: example.progress,
      button: example.button,
      messageSize: Self.message(length: example.messageLength, lineHeight: example.lineHeight))
    let all =
      [frames.indicator, frames.message] + [frames.progress, frames.button].compactMap { $0 }
    for frame in all {
      #expect(!frame.isNull && frame.width >= 0 && frame.height >= 0)
      if inner.width > 0, inner.height > 0 {
        #expect(inner.contains(frame) || frame.isEmpty, "\(frame) outside \(inner)")
      }
    }
  }

  @Test("the layout gets a cancel button only while the content offers Cancel")
  func cancelButtonOnlyWhenCancellable() {
    let measured = CGSize(width: 80, height: 44)
    let working = ActivityOverlayContent(message: "Uploading…")
    #expect(working.cancelButton(measuring: measured) == nil)
    var cancellable = working
    cancellable.isCancellable = true
    #expect(cancellable.cancelButton(measuring: measured) == measured)
  }

  @Test("a tall panel stacks the spinner above the message, centred")
  func column() {
    let panel = CGRect(x: 8, y: 8, width: 374, height: 320)
    let frames = Self.look.layOutContent(
      inPanel: panel, indicator: Self.spinner, progressHeight: nil, button: nil,
      messageSize: Self.message(length: 80))
    #expect(frames.indicator.maxY + 12 == frames.message.minY)
    #expect(frames.indicator.midX == panel.midX)
    #expect(frames.message.midX == panel.midX)
    // The column (37 + 12 + 22 = 71 pt) is centred in the panel.
    #expect(frames.indicator.minY == panel.midY - 71 / 2)
  }

  @Test("a landscape keyboard's short panel puts the spinner beside the message")
  func rowWhenShort() {
    let panel = CGRect(x: 8, y: 8, width: 828, height: 146)
    let frames = Self.look.layOutContent(
      inPanel: panel, indicator: Self.spinner, progressHeight: 4,
      button: CGSize(width: 60, height: 30), messageSize: Self.message(length: 80))
    #expect(frames.indicator.maxX + 12 == frames.message.minX)
    #expect(frames.indicator.midY == frames.message.midY)
    #expect(frames.progress.map { $0.minY > frames.message.maxY } == true)
    #expect(frames.button.map { $0.minY > (frames.progress?.maxY ?? 0) } == true)
  }

  @Test("text too long for the panel is cut to the height left, the button stays reachable")
  func hugeText() {
    let panel = CGRect(x: 8, y: 8, width: 828, height: 146)
    let frames = Self.look.layOutContent(
      inPanel: panel, indicator: Self.spinner, progressHeight: nil,
      button: CGSize(width: 60, height: 30), messageSize: Self.message(length: 4000))
    #expect(frames.message.height == CGFloat(146 - 24 - 12 - 30))
    #expect(frames.button.map { $0.height == 30 && $0.maxY <= panel.maxY - 12 } == true)
  }

  @Test("text only: no indicator, the message alone in the middle")
  func textOnly() {
    let panel = CGRect(x: 0, y: 0, width: 300, height: 200)
    let frames = Self.look.layOutContent(
      inPanel: panel, indicator: .zero, progressHeight: nil, button: nil,
      messageSize: Self.message(length: 80))
    #expect(frames.indicator.isEmpty)
    #expect(frames.message == CGRect(x: 110, y: 89, width: 80, height: 22))
  }

  // MARK: The panel over a view or the screen: a box that fits

  static let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let notch = EdgeInsets(top: 47, bottom: 34)

  @Test(
    "over a view or the screen the panel is a box that fits its content, centred in the safe area, not a slab"
  )
  func boxFitsContent() {
    let frames = Self.look.layOut(
      in: Self.phone, safeAreaInsets: Self.notch, fillsOverlay: false, indicator: Self.spinner,
      progressHeight: nil, button: nil, messageSize: Self.message(length: 80))
    // 80 pt of text and a 37 pt spinner, 12 pt around: narrower than the 120 pt minimum.
    #expect(frames.panel == CGRect(x: 135, y: 381, width: 120, height: 95))
    #expect(frames.indicator == CGRect(x: 41.5, y: 12, width: 37, height: 37))
    #expect(frames.message == CGRect(x: 20, y: 61, width: 80, height: 22))
  }

  @Test("exactly over the keyboard the panel fills the keyboard's frame, inset")
  func keyboardPanelFills() {
    let keyboard = CGRect(x: 0, y: 0, width: 390, height: 336)
    let frames = Self.look.layOut(
      in: keyboard, safeAreaInsets: EdgeInsets(bottom: 34), fillsOverlay: true,
      indicator: Self.spinner, progressHeight: nil, button: nil,
      messageSize: Self.message(length: 80))
    #expect(frames.panel == CGRect(x: 8, y: 8, width: 374, height: 286))
  }

  @Test("a long message wraps at the width of an alert, and the box grows down, still centred")
  func longMessageWraps() {
    let frames = Self.look.layOut(
      in: Self.phone, safeAreaInsets: Self.notch, fillsOverlay: false, indicator: Self.spinner,
      progressHeight: 4, button: CGSize(width: 60, height: 30),
      messageSize: Self.message(length: 1000))
    #expect(frames.panel.width == 270)
    #expect(frames.panel.midX == 195)
    #expect(abs(frames.panel.midY - 428.5) < 0.001)
    #expect(frames.message.width == 246)
    #expect(abs(frames.message.height - 5 * 22) < 0.001)
    let inside = CGRect(origin: .zero, size: frames.panel.size)
    for frame in [frames.indicator, frames.message, frames.progress, frames.button] {
      #expect(inside.contains(frame ?? .zero))
    }
  }

  @Test("in a small host the box never leaves the host's safe area, nor turns inside out")
  func boxInSmallHost() {
    let card = CGRect(x: 0, y: 0, width: 100, height: 60)
    let frames = Self.look.layOut(
      in: card, safeAreaInsets: EdgeInsets(), fillsOverlay: false, indicator: Self.spinner,
      progressHeight: nil, button: nil, messageSize: Self.message(length: 300))
    #expect(frames.panel == CGRect(x: 8, y: 8, width: 84, height: 44))
    let nothing = Self.look.layOut(
      in: .zero, safeAreaInsets: EdgeInsets(), fillsOverlay: false, indicator: .zero,
      progressHeight: nil, button: nil, messageSize: { _ in .zero })
    #expect(nothing.panel.width >= 0 && nothing.panel.height >= 0)
  }

  // MARK: Placement and offset

  struct Placed: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var placement: ActivityOverlayConfiguration.Placement
    var offset = CGPoint.zero
    var origin: CGPoint
  }

  /// The 120 × 95 pt box of "a box that fits its content", in the phone's safe area less the
  /// inset: x from 8 to 382, y from 55 to 802.
  static let placements: [Placed] = [
    Placed(testDescription: "centred", placement: .center, origin: CGPoint(x: 135, y: 381)),
    Placed(testDescription: "at the top", placement: .top, origin: CGPoint(x: 135, y: 55)),
    Placed(testDescription: "at the bottom", placement: .bottom, origin: CGPoint(x: 135, y: 707)),
    Placed(
      testDescription: "moved down from the top", placement: .top, offset: CGPoint(x: 0, y: 30),
      origin: CGPoint(x: 135, y: 85)),
    Placed(
      testDescription: "moved up from the bottom", placement: .bottom,
      offset: CGPoint(x: 0, y: -100), origin: CGPoint(x: 135, y: 607)),
    Placed(
      testDescription: "moved within the area from the centre", placement: .center,
      offset: CGPoint(x: 20, y: -40), origin: CGPoint(x: 155, y: 341)),
    Placed(
      testDescription: "moved above the top edge: held at the top", placement: .top,
      offset: CGPoint(x: 0, y: -30), origin: CGPoint(x: 135, y: 55)),
    Placed(
      testDescription: "moved below the bottom edge: held at the bottom", placement: .bottom,
      offset: CGPoint(x: 0, y: 100), origin: CGPoint(x: 135, y: 707)),
    Placed(
      testDescription: "moved past the right edge: held at the right", placement: .center,
      offset: CGPoint(x: 1000, y: 0), origin: CGPoint(x: 262, y: 381)),
    Placed(
      testDescription: "moved past the top left corner: held in it", placement: .center,
      offset: CGPoint(x: -1000, y: -1000), origin: CGPoint(x: 8, y: 55)),
    Placed(
      testDescription: "an offset that is no number moves nothing", placement: .center,
      offset: CGPoint(x: CGFloat.nan, y: .infinity), origin: CGPoint(x: 135, y: 381)),
  ]

  @Test(
    "the box sits at its placement moved by its offset, never out of the safe area less the inset",
    arguments: placements)
  func placed(_ example: Placed) {
    let frames = Self.look.layOut(
      in: Self.phone, safeAreaInsets: Self.notch, fillsOverlay: false,
      placement: example.placement, offset: example.offset, indicator: Self.spinner,
      progressHeight: nil, button: nil, messageSize: Self.message(length: 80))
    #expect(frames.panel == CGRect(origin: example.origin, size: CGSize(width: 120, height: 95)))
    #expect(CGRect(x: 8, y: 55, width: 374, height: 747).contains(frames.panel))
  }

  @Test(
    "in a container too small to move in, or over the keyboard, placement and offset change nothing",
    arguments: [ActivityOverlayConfiguration.Placement.top, .center, .bottom])
  func placedWithNoRoom(_ placement: ActivityOverlayConfiguration.Placement) {
    let card = Self.look.layOut(
      in: CGRect(x: 0, y: 0, width: 100, height: 60), safeAreaInsets: EdgeInsets(),
      fillsOverlay: false, placement: placement, offset: CGPoint(x: 50, y: -50),
      indicator: Self.spinner, progressHeight: nil, button: nil,
      messageSize: Self.message(length: 300))
    #expect(card.panel == CGRect(x: 8, y: 8, width: 84, height: 44))
    let keyboard = Self.look.layOut(
      in: CGRect(x: 0, y: 0, width: 390, height: 336), safeAreaInsets: EdgeInsets(bottom: 34),
      fillsOverlay: true, placement: placement, offset: CGPoint(x: 0, y: 50),
      indicator: Self.spinner, progressHeight: nil, button: nil,
      messageSize: Self.message(length: 80))
    #expect(keyboard.panel == CGRect(x: 8, y: 8, width: 374, height: 286))
  }
}
