import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardFrame
@testable import InputKitOverlayCore

/// The device stories of an overlay that lets touches through: the panel shows, and what lies
/// under it stays usable.
@Suite("Overlay passing touches")
struct OverlayPassThroughStoryTests {
  static let fade = OverlayDeviceStoryTests.fade
  static let aboveDocked = OverlayDeviceStoryTests.aboveDocked

  static func passing() -> ActivityOverlayConfiguration {
    var configuration = ActivityOverlayConfiguration.testing(grace: 0)
    configuration.interaction = .passesTouches
    return configuration
  }

  @Test(
    "a view overlay passing touches leaves the field typing, lets touches through, and announces instead of taking VoiceOver's focus"
  )
  func viewOverTypingField() {
    var script = OverlayScript(
      .view, host: Phone.host(field: Phone.field), configuration: Self.passing())
    script.send(.keyboardChanged(Phone.change(to: Phone.docked)))
    let (_, appear) = script.begin()
    #expect(
      appear == [
        .show(.working()), .takeTouches(false), .place(.host, Self.aboveDocked),
        .fadeIn(Self.fade), .announce("Loading…"),
      ])
    #expect(!script.session.takesHostTouches, "SwiftUI's anchor lets touches through too")
  }

  @Test("a blocking view overlay takes the touches in its host, where SwiftUI's anchor must too")
  func blockingTakesHostTouches() {
    var script = OverlayScript(.view, host: Phone.host())
    _ = script.begin()
    #expect(script.session.takesHostTouches)
    var screen = OverlayScript(.screen, host: Phone.host())
    _ = screen.begin()
    #expect(!screen.session.takesHostTouches, "in the window, the host's anchor takes nothing")
  }

  @Test("a screen overlay passing touches over InputKit's keyboard leaves its keys usable")
  func screenOverOwnKeyboard() {
    var script = OverlayScript(
      .screen, host: Phone.host(field: Phone.field, own: true), configuration: Self.passing())
    script.send(.keyboardChanged(Phone.change(to: Phone.ownOnScreen)))
    let (_, appear) = script.begin()
    #expect(
      appear == [
        .show(.working()), .takeTouches(false),
        .place(.window, OverlayDeviceStoryTests.aboveOwn), .fadeIn(Self.fade),
        .announce("Loading…"),
      ])
  }

  @Test("a blocking overlay inside InputKit's keyboard fills the keys it blocks")
  func blockingFillsTheKeys() {
    var script = OverlayScript(
      .keyboard, host: Phone.host(field: Phone.field, own: true), configuration: .testing())
    script.send(.keyboardChanged(Phone.change(to: Phone.ownOnScreen)))
    _ = script.begin("Sending…")
    script.send(.tick, at: 500)
    #expect(script.session.isKeyboardSized && script.session.panelFillsOverlay)
  }

  @Test("Sending… inside InputKit's keyboard passing touches: hosted there, the keys still type")
  func keyboardOverOwnKeyboard() {
    var script = OverlayScript(
      .keyboard, host: Phone.host(field: Phone.field, own: true), configuration: Self.passing())
    script.send(.keyboardChanged(Phone.change(to: Phone.ownOnScreen)))
    let (token, appear) = script.begin("Sending…")
    #expect(
      appear == [
        .show(.working("Sending…")), .blockKeyboard(Phone.ownID, blocksInput: false),
        .takeTouches(false), .place(.keyboard, Phone.ownFrame),
        .shieldKeyboard(keys: nil, bar: nil), .fadeIn(Self.fade), .announce("Sending…"),
      ])
    // A compact panel: keys that still type stay visible around it.
    #expect(script.session.isKeyboardSized && !script.session.panelFillsOverlay)
    script.send(.end(token), at: 1000)
    let gone = script.send(.tick, at: 1250)
    #expect(gone.contains(.blockKeyboard(nil)))
  }

  @Test(
    "an overlay switched to pass touches while it shows lets go of the keyboard, the field and VoiceOver at its next change"
  )
  func switchedWhileShowing() {
    var script = OverlayScript(.screen, host: Phone.host(field: Phone.field, own: true))
    script.send(.keyboardChanged(Phone.change(to: Phone.ownOnScreen)))
    let (_, appear) = script.begin()
    #expect(appear.contains(.blockKeyboard(Phone.ownID)))
    script.session.configuration.interaction = .passesTouches
    #expect(
      script.send(.layoutChanged, at: 100) == [
        .blockKeyboard(nil), .takeTouches(false), .moveInWindow(OverlayDeviceStoryTests.aboveOwn),
        .shieldKeyboard(keys: nil, bar: nil), .coverContent(false),
      ])
  }

  @Test("a field gone before it could be asked to end editing counts as having ended it")
  func noFieldToAsk() {
    var script = OverlayScript(.view, host: Phone.host(field: Phone.field))
    script.send(.keyboardChanged(Phone.change(to: Phone.docked)))
    let (_, appear) = script.begin()
    #expect(appear.contains(.endEditing))
    var other = script
    #expect(script.send(.fieldResigned(nil), at: 10) == other.send(.fieldResigned(true), at: 10))
    #expect(
      !script.send(.fieldResigned(nil), at: 20).contains { effect in
        if case .shieldAboveKeyboard(_?) = effect { true } else { false }
      })
  }
}
