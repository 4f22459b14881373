import Foundation
import Testing

@testable import InputKitCore

/// An overlay session driven as a renderer drives it: events in at given times, with the host's
/// facts of that moment, and the exact effects out.
struct OverlayScript {
  var session: Session
  var host: OverlayHost
  var now = 0

  init(
    _ coverage: OverlayCoverage, host: OverlayHost,
    configuration: ActivityOverlayConfiguration = .testing(grace: 0)
  ) {
    session = Session(coverage: coverage, configuration: configuration)
    self.host = host
  }

  mutating func begin(
    _ message: String? = nil, cancellable: Bool = false, at time: Int? = nil
  ) -> (ActivityToken, [Session.Effect]) {
    now = time ?? now
    return session.begin(message: message, cancellable: cancellable, at: ms(now), in: host)
  }

  @discardableResult
  mutating func send(_ event: Session.Event, at time: Int? = nil) -> [Session.Effect] {
    now = time ?? now
    return session.handle(event, at: ms(now), in: host)
  }
}

/// The device stories of the overlay, each a script that failed against the previous overlay
/// (its UIKit `place()` asked the core six questions and combined the answers itself).
@Suite("Overlay device stories")
struct OverlayDeviceStoryTests {
  static let fade = KeyboardAnimation(duration: 0.25, curveOptions: 0)
  static let aboveDocked = CGRect(x: 0, y: 0, width: 390, height: 508)
  static let aboveOwn = CGRect(x: 0, y: 0, width: 390, height: 517)

  @Test("Sending… over the system keyboard: above it, in the window over the keyboard, announced")
  func sendingOverSystemKeyboard() {
    var script = OverlayScript(.keyboard, host: Phone.host(field: Phone.field))
    script.send(.keyboardWillChange(Phone.change(to: Phone.docked)))
    let (token, appear) = script.begin("Sending…")
    #expect(
      appear == [
        .show(.working("Sending…")), .placeAboveKeyboard(Phone.docked), .fadeIn(Self.fade),
        .announce("Sending…"),
      ])
    _ = token
  }

  @Test(
    "a screen overlay while typing with the system keyboard never relies on the window level: the field ends editing"
  )
  func screenOverSystemKeyboard() {
    var script = OverlayScript(.screen, host: Phone.host(field: Phone.field))
    script.send(.keyboardWillChange(Phone.change(to: Phone.docked)))
    let (_, appear) = script.begin()
    #expect(appear.contains(.endEditing))
    #expect(appear.contains(.placeInWindow(Self.aboveDocked)))
    #expect(!appear.contains { if case .placeAboveKeyboard = $0 { true } else { false } })
    // The keyboard leaves; the overlay grows over the whole window with it.
    script.host.editingField = nil
    let leaving = script.send(
      .keyboardWillChange(Phone.change(from: Phone.docked, to: Phone.below)))
    #expect(leaving.first == .placeInWindow(Phone.window, animation: Phone.animation))
    #expect(!leaving.contains(.endEditing))
  }

  @Test(
    "a view overlay over a field typing with the system keyboard ends its editing, no window needed"
  )
  func viewOverSystemKeyboard() {
    var script = OverlayScript(.view, host: Phone.host(field: Phone.field))
    script.send(.keyboardWillChange(Phone.change(to: Phone.docked)))
    let (_, appear) = script.begin()
    #expect(
      appear == [
        .show(.working()), .placeInHost(Self.aboveDocked), .endEditing, .coverContent(true),
        .fadeIn(Self.fade), .focusMessage,
      ])
  }

  @Test("a screen overlay over InputKit's keyboard shields its keys and its bar from inside")
  func screenOverOwnKeyboard() {
    var script = OverlayScript(.screen, host: Phone.host(field: Phone.field, own: true))
    script.send(.keyboardWillChange(Phone.change(to: Phone.ownOnScreen)))
    let (_, appear) = script.begin()
    #expect(
      appear == [
        .show(.working()), .placeInWindow(Self.aboveOwn), .blockKeyboard(true),
        .shieldKeyboard(keys: Phone.ownFrame, bar: Phone.barFrame), .coverContent(true),
        .fadeIn(Self.fade), .focusMessage,
      ])
  }

  @Test(
    "a view the host adds later does not cover the overlay: every placement brings it to the front")
  func raisedOnEveryPlacement() {
    var script = OverlayScript(.view, host: Phone.host())
    let (token, appear) = script.begin()
    #expect(appear.contains(.placeInHost(Phone.window)))
    // Nothing moved, yet each change the overlay hears places it again, in front.
    #expect(script.send(.layoutChanged, at: 100) == [.placeInHost(Phone.window)])
    #expect(script.send(.editingChanged, at: 200) == [.placeInHost(Phone.window)])
    // A hidden overlay is placed nowhere.
    script.send(.end(token), at: 1000)
    script.send(.tick, at: 1250)
    #expect(script.send(.layoutChanged, at: 1300) == [])
  }

  @Test(
    "VoiceOver cannot walk onto the system keyboard under a keyboard overlay: the field ends editing, and edits again after"
  )
  func voiceOverAndSystemKeyboard() {
    var script = OverlayScript(.keyboard, host: Phone.host(field: Phone.field))
    script.send(.keyboardWillChange(Phone.change(to: Phone.docked)))
    let (token, appear) = script.begin("Sending…")
    #expect(appear.contains(.placeAboveKeyboard(Phone.docked)))
    // VoiceOver is turned on while the overlay shows.
    script.host.assistiveTechnologyIsRunning = true
    let turnedOn = script.send(.layoutChanged, at: 100)
    #expect(
      turnedOn == [.takeOut, .placeInHost(Self.aboveDocked), .endEditing, .coverContent(true)])
    // The keyboard goes; the overlay covers the host.
    script.host.editingField = nil
    script.send(.editingChanged, at: 110)
    let gone = script.send(
      .keyboardDidChange(Phone.change(from: Phone.docked, to: Phone.below)), at: 400)
    #expect(gone == [.placeInHost(Phone.window, animation: Phone.animation)])
    script.send(.end(token), at: 1000)
    let after = script.send(.tick, at: 1250)
    #expect(after.contains(.resumeEditing))
  }

  @Test(
    "a keyboard overlay on a SwiftUI field with no keyboard up covers the window, not the field")
  func swiftUIFieldWithoutKeyboard() {
    var script = OverlayScript(.keyboard, host: Phone.host(frame: Phone.field))
    let (_, appear) = script.begin()
    #expect(appear.contains(.placeInWindow(Phone.window)))
  }

  @Test("the window above the keyboard follows a resize that no keyboard notification reports")
  func followsResize() {
    var script = OverlayScript(.keyboard, host: Phone.host(field: Phone.field))
    script.send(.keyboardWillChange(Phone.change(to: Phone.docked)))
    _ = script.begin()
    // Stage Manager moves the window 100 pt up: the keyboard is lower in it.
    script.host.convertFromScreen = { $0.offsetBy(dx: 0, dy: 100) }
    script.host.windowBounds = CGRect(x: 0, y: 0, width: 390, height: 944)
    script.host.frameInWindow = script.host.windowBounds
    let resized = script.send(.layoutChanged, at: 50)
    #expect(
      resized == [.placeAboveKeyboard(CGRect(x: 0, y: 608, width: 390, height: 336))])
  }

  @Test("a keyboard overlay grows from the keyboard into the host as the keyboard hides, in step")
  func animatesWhenKeyboardHides() {
    var script = OverlayScript(.keyboard, host: Phone.host(field: Phone.field))
    script.send(.keyboardWillChange(Phone.change(to: Phone.docked)))
    _ = script.begin()
    let hiding = script.send(
      .keyboardWillChange(Phone.change(from: Phone.docked, to: Phone.below)), at: 100)
    #expect(
      hiding.prefix(2) == [
        .takeOut, .placeInHost(Phone.window, from: Phone.docked, animation: Phone.animation),
      ])
  }

  @Test(
    "an overlay hosted in InputKit's keyboard leaves it, and gives it back, once it has faded out")
  func leavesKeyboardWhenHidden() {
    var script = OverlayScript(.keyboard, host: Phone.host(field: Phone.field, own: true))
    script.send(.keyboardWillChange(Phone.change(to: Phone.ownOnScreen)))
    let (token, appear) = script.begin("Sending…")
    #expect(
      appear == [
        .show(.working("Sending…")), .placeInKeyboard(Phone.ownFrame), .blockKeyboard(true),
        .shieldKeyboard(keys: nil, bar: Phone.barFrame), .fadeIn(Self.fade),
        .announce("Sending…"),
      ])
    #expect(script.send(.end(token), at: 1000) == [.fadeOut(Self.fade)])
    #expect(
      script.send(.tick, at: 1250) == [
        .takeOut, .blockKeyboard(false), .shieldKeyboard(keys: nil, bar: nil), .complete(token),
      ])
  }

  @Test(
    "an overlay over the screen takes VoiceOver's focus; one the size of the keyboard announces")
  func focusOrAnnounce() {
    var screen = OverlayScript(.screen, host: Phone.host())
    let (token, appear) = screen.begin("Saving…")
    #expect(appear.suffix(3) == [.coverContent(true), .fadeIn(Self.fade), .focusMessage])
    #expect(
      screen.send(.end(token), at: 1000) == [
        .fadeOut(Self.fade), .coverContent(false), .releaseFocus,
      ])
    var keyboard = OverlayScript(.keyboard, host: Phone.host(field: Phone.field))
    keyboard.send(.keyboardWillChange(Phone.change(to: Phone.docked)))
    let (other, shown) = keyboard.begin("Sending…")
    #expect(shown.last == .announce("Sending…"))
    #expect(!shown.contains(.coverContent(true)))
    #expect(keyboard.send(.end(other), at: 1000) == [.fadeOut(Self.fade)])
  }

  @Test("over the keyboard the content it does not cover keeps its touches and VoiceOver")
  func contentUncoveredOverKeyboard() {
    var script = OverlayScript(.keyboard, host: Phone.host(field: Phone.field, own: true))
    script.send(.keyboardWillChange(Phone.change(to: Phone.ownOnScreen)))
    let (_, appear) = script.begin()
    #expect(!appear.contains { if case .coverContent = $0 { true } else { false } })
  }

  @Test("an overlay in the host leaves and comes back with it; anywhere else it is taken out")
  func hostLeavingWindow() {
    var inHost = OverlayScript(.view, host: Phone.host())
    _ = inHost.begin()
    inHost.host.frameInWindow = nil
    #expect(inHost.send(.hostWindowChanged, at: 10) == [])
    inHost.host.frameInWindow = Phone.window
    #expect(inHost.send(.hostWindowChanged, at: 20) == [.placeInHost(Phone.window)])

    var aboveKeyboard = OverlayScript(.keyboard, host: Phone.host(field: Phone.field, own: true))
    aboveKeyboard.send(.keyboardWillChange(Phone.change(to: Phone.ownOnScreen)))
    _ = aboveKeyboard.begin()
    aboveKeyboard.host.frameInWindow = nil
    #expect(
      aboveKeyboard.send(.hostWindowChanged, at: 10) == [
        .takeOut, .blockKeyboard(false), .shieldKeyboard(keys: nil, bar: nil),
      ])

    var screen = OverlayScript(.screen, host: Phone.host())
    _ = screen.begin()
    screen.host.frameInWindow = nil
    #expect(screen.send(.hostWindowChanged, at: 10) == [.takeOut, .coverContent(false)])

    var besideTable = OverlayScript(.view, host: Phone.host(scrollView: true))
    let (_, beside) = besideTable.begin()
    #expect(beside.contains(.hideHostFromVoiceOver(true)))
    besideTable.host.frameInWindow = nil
    #expect(
      besideTable.send(.hostWindowChanged, at: 10) == [.takeOut, .hideHostFromVoiceOver(false)])
  }

  @Test(
    "a shared keyboard moving to another field: the new keyboard is blocked, the old given back")
  func anotherKeyboard() {
    var script = OverlayScript(.view, host: Phone.host(field: Phone.field, own: true))
    script.send(.keyboardWillChange(Phone.change(to: Phone.ownOnScreen)))
    _ = script.begin()
    script.host.ownKeyboard = (ObjectIdentifier(NSString.self), Phone.ownSize, 36)
    let moved = script.send(.editingChanged, at: 10)
    #expect(
      moved == [
        .placeInHost(Self.aboveOwn), .blockKeyboard(false), .blockKeyboard(true),
        .shieldKeyboard(keys: Phone.ownFrame, bar: Phone.barFrame),
      ])
  }

  // MARK: What HUD users ask for

  @Test(
    "success dismisses itself after its delay, and the completion runs once the overlay is gone")
  func completionAfterSuccess() {
    var script = OverlayScript(.view, host: Phone.host())
    let (token, _) = script.begin()
    let ended = script.send(.end(token, .succeeded(), dismissAfter: .milliseconds(800)), at: 100)
    #expect(ended == [.show(.done()), .announce("Done")])
    #expect(script.session.nextDeadline == ms(1000))
    #expect(
      script.send(.tick, at: 1000) == [.fadeOut(Self.fade), .coverContent(false), .releaseFocus])
    #expect(script.send(.tick, at: 1250) == [.takeOut, .complete(token)])
  }

  @Test("work that ends within the grace time completes at once: nothing was shown")
  func completionWithinGrace() {
    var script = OverlayScript(.view, host: Phone.host(), configuration: .testing())
    let (token, _) = script.begin()
    #expect(script.send(.end(token), at: 100) == [.complete(token)])
  }

  @Test("the cancel button cancels the activity on display, once, and the overlay leaves")
  func cancelButton() {
    var script = OverlayScript(.view, host: Phone.host())
    let (token, appear) = script.begin("Uploading…", cancellable: true)
    #expect(
      appear.first == .show(ActivityOverlayContent(message: "Uploading…", isCancellable: true)))
    let tapped = script.send(.cancelTapped, at: 1200)
    #expect(tapped.first == .cancel(token))
    #expect(tapped.contains(.fadeOut(Self.fade)))
    #expect(script.send(.cancelTapped, at: 1210) == [])
  }

  @Test("an activity that cannot be cancelled ignores the button; an outcome shows none")
  func notCancellable() {
    var script = OverlayScript(.view, host: Phone.host())
    let (token, _) = script.begin()
    #expect(script.send(.cancelTapped, at: 10) == [])
    let (second, _) = script.begin(cancellable: true, at: 20)
    script.send(.end(token), at: 30)
    let outcome = script.send(.end(second, .failed()), at: 40)
    #expect(outcome.first == .show(.failed()))
  }

  @Test("a Progress that reports no changes is read on the session's clock while it shows")
  func followsProgress() {
    var script = OverlayScript(.view, host: Phone.host())
    let (token, _) = script.begin()
    #expect(script.session.nextDeadline == nil)
    script.send(.followsProgress(token), at: 10)
    #expect(script.session.nextDeadline == ms(110))
    #expect(script.send(.progress(0.4, for: token), at: 110) == [.show(.working(progress: 0.4))])
    script.send(.tick, at: 110)
    #expect(script.session.nextDeadline == ms(210))
    script.send(.end(token), at: 2000)
    #expect(script.session.nextDeadline == ms(2250))
  }
}
