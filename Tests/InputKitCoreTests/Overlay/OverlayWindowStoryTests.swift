import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitGateCore
@testable import InputKitKeyboardCore
@testable import InputKitKeyboardFrame
@testable import InputKitOverlayCore
@testable import InputKitPromptCore

/// Device stories of where the overlay sits in its window: an iPad window narrower than the
/// keyboard, a table under the keyboard, a sheet presented over a screen overlay.
@Suite("Overlay window stories")
struct OverlayWindowStoryTests {
  /// An iPad (10th generation) in landscape, 1180 × 820 points.
  static let screen = CGRect(x: 0, y: 0, width: 1180, height: 820)
  /// The docked system keyboard across the whole screen, as UIKit announces it.
  static let keyboard = CGRect(x: 0, y: 422, width: 1180, height: 398)
  static let field = CGRect(x: 20, y: 200, width: 300, height: 34)

  /// The app in a window `width` wide at `x` on the screen (Split View, Slide Over, Stage
  /// Manager), a host filling it, a field in the host typing with the system keyboard.
  static func splitView(x: CGFloat, width: CGFloat) -> OverlaySurroundings {
    let window = CGRect(x: 0, y: 0, width: width, height: 820)
    var host = OverlaySurroundings(
      frameInWindow: window, windowBounds: window, screenBounds: screen)
    host.editingField = (field, true)
    host.convertFromScreen = { $0.offsetBy(dx: -x, dy: 0) }
    host.resignedField = (isInWindow: true, screenIsLeaving: false)
    return host
  }

  static func change(to end: CGRect) -> KeyboardFrameChange {
    KeyboardFrameChange(
      beginFrame: end.offsetBy(dx: 0, dy: end.height), endFrame: end, animationDuration: 0.25,
      animationCurve: 7, isLocal: true)
  }

  static func isAboveKeyboard(_ effect: Session.Effect) -> Bool {
    if case .place(.aboveKeyboard, _, _, _) = effect { true } else { false }
  }

  @Test(
    "iPad Split View, either side: a keyboard overlay cannot cover keys outside the app's window, so the field ends editing as under the other coverages",
    arguments: [CGFloat(0), 590])
  func splitViewEndsEditing(x: CGFloat) {
    var script = OverlayScript(.keyboard, host: Self.splitView(x: x, width: 590))
    script.send(.keyboardChanged(Self.change(to: Self.keyboard)))
    let (_, appear) = script.begin()
    #expect(appear.contains(.endEditing))
    #expect(!appear.contains(where: Self.isAboveKeyboard))
    // The app's part of the keyboard is what it covers down to.
    #expect(appear.contains(.place(.host, CGRect(x: 0, y: 0, width: 590, height: 422))))
  }

  @Test(
    "the same keyboard under a full-screen window lies inside it: the overlay covers the keys from the window above them, and the field keeps editing"
  )
  func fullScreenCoversTheKeys() {
    var script = OverlayScript(.keyboard, host: Self.splitView(x: 0, width: 1180))
    script.send(.keyboardChanged(Self.change(to: Self.keyboard)))
    let (_, appear) = script.begin()
    #expect(appear.contains(.place(.aboveKeyboard, Self.keyboard)))
    #expect(!appear.contains(.endEditing))
  }

  @Test(
    "a window resized into Split View while the overlay covers the keys: the field ends editing then"
  )
  func resizedIntoSplitView() {
    var script = OverlayScript(.keyboard, host: Self.splitView(x: 0, width: 1180))
    script.send(.keyboardChanged(Self.change(to: Self.keyboard)))
    _ = script.begin()
    script.host = Self.splitView(x: 0, width: 590)
    let resized = script.send(.layoutChanged, at: 100)
    #expect(resized.contains(.endEditing))
    #expect(resized.first == .takeOut)
  }

  @Test(
    "a phone in landscape, a table under the keyboard: the overlay beside the table stops at the keys' top, where the panel stays in sight"
  )
  func tableUnderTheKeyboard() {
    // A 844 × 390 window; the table fills it, scrolled 300 points down; the keyboard's top at 170.
    let window = CGRect(x: 0, y: 0, width: 844, height: 390)
    var table = OverlaySurroundings(
      frameInWindow: window, bounds: CGRect(x: 0, y: 300, width: 844, height: 390),
      windowBounds: window)
    table.isScrollView = true
    table.editingField = (Self.field, false)
    var script = OverlayScript(.view, host: table)
    script.send(
      .keyboardChanged(Self.change(to: CGRect(x: 0, y: 170, width: 844, height: 220))))
    let (_, appear) = script.begin()
    // In the table's coordinates, which move with its content.
    #expect(
      appear.contains(.place(.besideScrollView, CGRect(x: 0, y: 300, width: 844, height: 170))))
  }

  @Test("a table with no keyboard up is covered from beside it whole")
  func tableWithoutKeyboard() {
    let window = CGRect(x: 0, y: 0, width: 390, height: 844)
    var table = OverlaySurroundings(
      frameInWindow: window, bounds: CGRect(x: 0, y: -91, width: 390, height: 844),
      windowBounds: window)
    table.isScrollView = true
    var script = OverlayScript(.view, host: table)
    let (_, appear) = script.begin()
    #expect(
      appear.contains(.place(.besideScrollView, CGRect(x: 0, y: -91, width: 390, height: 844))))
  }

  @Test(
    "a sheet presented over a screen overlay stays in front of it: a field there edits, and the overlay moves without coming in front"
  )
  func sheetPresentedLater() {
    var script = OverlayScript(.screen, host: Phone.host())
    let (_, appear) = script.begin()
    #expect(appear.contains(.place(.window, Phone.window)))
    // The sheet's field begins editing with the system keyboard; UIKit put the sheet in front.
    script.host.editingField = (Phone.field, false)
    script.host.editingFieldIsInFront = true
    #expect(script.send(.editingChanged, at: 100) == [.moveInWindow(Phone.window)])
    let keyboard = script.send(.keyboardChanged(Phone.change(to: Phone.docked)), at: 200)
    #expect(
      keyboard == [
        .moveInWindow(OverlayDeviceStoryTests.aboveDocked, animation: Phone.animation)
      ])
  }

  @Test(
    "a field behind a screen overlay, in what the window showed when it appeared, still ends editing"
  )
  func fieldBehindEndsEditing() {
    var script = OverlayScript(.screen, host: Phone.host())
    _ = script.begin()
    script.send(.keyboardChanged(Phone.change(to: Phone.docked)), at: 50)
    script.host.editingField = (Phone.field, true)
    #expect(
      script.send(.editingChanged, at: 100) == [
        .moveInWindow(OverlayDeviceStoryTests.aboveDocked), .endEditing,
      ])
  }

  @Test(
    "the keyboard layout guide is read only until the first keyboard notification, which is the truth from then on"
  )
  func layoutGuideReadUntilFirstNotification() {
    var script = OverlayScript(.view, host: Phone.host())
    #expect(script.session.readsKeyboardLayoutGuide)
    _ = script.begin()
    #expect(script.session.readsKeyboardLayoutGuide)
    script.send(.keyboardChanged(Phone.change(to: Phone.docked)), at: 10)
    #expect(!script.session.readsKeyboardLayoutGuide)
  }
}
