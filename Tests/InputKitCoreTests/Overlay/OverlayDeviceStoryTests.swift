import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitGateCore
@testable import InputKitKeyboardCore
@testable import InputKitKeyboardFrame
@testable import InputKitOverlayCore
@testable import InputKitPromptCore

/// An overlay session driven as a renderer drives it: events in at given times, with the host's
/// facts of that moment, and the exact effects out.
struct OverlayScript {
  var session: Session
  var host: OverlaySurroundings
  var now = 0

  init(
    _ coverage: OverlayCoverage, host: OverlaySurroundings,
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

/// The device stories of the overlay, each a script of the events a device reports and the exact
/// effects expected.
@Suite("Overlay device stories")
struct OverlayDeviceStoryTests {
  static let fade = KeyboardAnimation(duration: 0.25, curveOptions: 0)
  static let aboveDocked = CGRect(x: 0, y: 0, width: 390, height: 508)
  static let aboveOwn = CGRect(x: 0, y: 0, width: 390, height: 517)

  /// "Sending…" on screen above the docked system keyboard of a field in the host.
  static func sendingAboveSystemKeyboard(
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> (OverlayScript, ActivityToken) {
    var script = OverlayScript(.keyboard, host: Phone.host(field: Phone.field))
    script.send(.keyboardChanged(Phone.change(to: Phone.docked)))
    let (token, appear) = script.begin("Sending…")
    #expect(appear.contains(.place(.aboveKeyboard, Phone.docked)), sourceLocation: sourceLocation)
    return (script, token)
  }

  @Test("Sending… over the system keyboard: above it, in the window over the keyboard, announced")
  func sendingOverSystemKeyboard() {
    var script = OverlayScript(.keyboard, host: Phone.host(field: Phone.field))
    script.send(.keyboardChanged(Phone.change(to: Phone.docked)))
    let (token, appear) = script.begin("Sending…")
    #expect(
      appear == [
        .show(.working("Sending…")), .place(.aboveKeyboard, Phone.docked), .fadeIn(Self.fade),
        .announce("Sending…"),
      ])
    _ = token
  }

  @Test(
    "a screen overlay while typing with the system keyboard never relies on the window level: the field ends editing"
  )
  func screenOverSystemKeyboard() {
    var script = OverlayScript(.screen, host: Phone.host(field: Phone.field))
    script.send(.keyboardChanged(Phone.change(to: Phone.docked)))
    let (_, appear) = script.begin()
    #expect(appear.contains(.endEditing))
    #expect(appear.contains(.place(.window, Self.aboveDocked)))
    #expect(
      !appear.contains { if case .place(.aboveKeyboard, _, _, _) = $0 { true } else { false } })
    // The keyboard leaves; the overlay grows over the whole window with it.
    script.host.editingField = nil
    let leaving = script.send(
      .keyboardChanged(Phone.change(from: Phone.docked, to: Phone.below)))
    #expect(leaving.first == .moveInWindow(Phone.window, animation: Phone.animation))
    #expect(!leaving.contains(.endEditing))
  }

  @Test(
    "a view overlay over a field typing with the system keyboard ends its editing, no window needed"
  )
  func viewOverSystemKeyboard() {
    var script = OverlayScript(.view, host: Phone.host(field: Phone.field))
    script.send(.keyboardChanged(Phone.change(to: Phone.docked)))
    let (_, appear) = script.begin()
    #expect(
      appear == [
        .show(.working()), .place(.host, Self.aboveDocked), .endEditing, .coverContent(true),
        .fadeIn(Self.fade), .focusMessage(onNewScreen: true),
      ])
  }

  @Test("a screen overlay over InputKit's keyboard shields its keys and its bar from inside")
  func screenOverOwnKeyboard() {
    var script = OverlayScript(.screen, host: Phone.host(field: Phone.field, own: true))
    script.send(.keyboardChanged(Phone.change(to: Phone.ownOnScreen)))
    let (_, appear) = script.begin()
    #expect(
      appear == [
        .show(.working()), .blockKeyboard(Phone.ownID), .place(.window, Self.aboveOwn),
        .shieldKeyboard(keys: Phone.ownFrame, bar: Phone.barFrame), .coverContent(true),
        .fadeIn(Self.fade), .focusMessage(onNewScreen: true),
      ])
  }

  @Test(
    "a view the host adds later does not cover the overlay: every placement brings it to the front")
  func raisedOnEveryPlacement() {
    var script = OverlayScript(.view, host: Phone.host())
    let (token, appear) = script.begin()
    #expect(appear.contains(.place(.host, Phone.window)))
    // Nothing moved, yet each change the overlay hears places it again, in front.
    #expect(script.send(.layoutChanged, at: 100) == [.place(.host, Phone.window)])
    #expect(script.send(.editingChanged, at: 200) == [.place(.host, Phone.window)])
    // A hidden overlay is placed nowhere.
    script.send(.end(token), at: 1000)
    script.send(.tick, at: 1250)
    #expect(script.send(.layoutChanged, at: 1300) == [])
  }

  @Test(
    "VoiceOver cannot walk onto the system keyboard under a keyboard overlay: the field ends editing, VoiceOver's focus moves onto the overlay, and the field edits again after"
  )
  func voiceOverAndSystemKeyboard() {
    var (script, token) = Self.sendingAboveSystemKeyboard()
    // VoiceOver is turned on while the overlay shows: the overlay now covers the app, so
    // VoiceOver's focus moves onto it, not left on what it covers.
    script.host.assistiveTechnologyIsRunning = true
    let turnedOn = script.send(.layoutChanged, at: 100)
    #expect(
      turnedOn == [
        .takeOut, .place(.host, Self.aboveDocked), .endEditing, .coverContent(true),
        .focusMessage(onNewScreen: true),
      ])
    // The field resigned (posting that editing ended); the keyboard goes.
    script.host.editingField = nil
    #expect(script.send(.editingChanged, at: 110) == [.place(.host, Self.aboveDocked)])
    #expect(script.send(.fieldResigned(true), at: 110) == [.place(.host, Self.aboveDocked)])
    let gone = script.send(
      .keyboardChanged(Phone.change(from: Phone.docked, to: Phone.below)), at: 400)
    #expect(gone == [.place(.host, Phone.window, animation: Phone.animation)])
    script.send(.end(token), at: 1000)
    let letGo = script.send(.tick, at: 1250)
    #expect(letGo.contains(.complete(token)))
    #expect(!letGo.contains(.resumeEditing), "the completion comes first")
    #expect(script.send(.tick, at: 1250) == [.resumeEditing])
  }

  @Test(
    "a keyboard overlay on a SwiftUI field with no keyboard up covers the window, not the field")
  func swiftUIFieldWithoutKeyboard() {
    var script = OverlayScript(.keyboard, host: Phone.host(frame: Phone.field))
    let (_, appear) = script.begin()
    #expect(appear.contains(.place(.window, Phone.window)))
  }

  @Test("the window above the keyboard follows a resize that no keyboard notification reports")
  func followsResize() {
    var script = OverlayScript(.keyboard, host: Phone.host(field: Phone.field))
    script.send(.keyboardChanged(Phone.change(to: Phone.docked)))
    _ = script.begin()
    // Stage Manager moves the window 100 pt up: the keyboard is lower in it.
    script.host.convertFromScreen = { $0.offsetBy(dx: 0, dy: 100) }
    script.host.windowBounds = CGRect(x: 0, y: 0, width: 390, height: 944)
    script.host.frameInWindow = script.host.windowBounds
    let resized = script.send(.layoutChanged, at: 50)
    #expect(
      resized == [.place(.aboveKeyboard, CGRect(x: 0, y: 608, width: 390, height: 336))])
  }

  @Test("a keyboard overlay grows from the keyboard into the host as the keyboard hides, in step")
  func animatesWhenKeyboardHides() {
    var script = OverlayScript(.keyboard, host: Phone.host(field: Phone.field))
    script.send(.keyboardChanged(Phone.change(to: Phone.docked)))
    _ = script.begin()
    let hiding = script.send(
      .keyboardChanged(Phone.change(from: Phone.docked, to: Phone.below)), at: 100)
    #expect(
      hiding.prefix(2) == [
        .takeOut, .place(.host, Phone.window, from: Phone.docked, animation: Phone.animation),
      ])
  }

  @Test(
    "an overlay hosted in InputKit's keyboard leaves it, and gives it back, once it has faded out")
  func leavesKeyboardWhenHidden() {
    var script = OverlayScript(.keyboard, host: Phone.host(field: Phone.field, own: true))
    script.send(.keyboardChanged(Phone.change(to: Phone.ownOnScreen)))
    let (token, appear) = script.begin("Sending…")
    #expect(
      appear == [
        .show(.working("Sending…")), .blockKeyboard(Phone.ownID),
        .place(.keyboard, Phone.ownFrame), .shieldKeyboard(keys: nil, bar: Phone.barFrame),
        .fadeIn(Self.fade), .announce("Sending…"),
      ])
    #expect(script.send(.end(token), at: 1000) == [.fadeOut(Self.fade)])
    #expect(
      script.send(.tick, at: 1250) == [
        .takeOut, .blockKeyboard(nil), .shieldKeyboard(keys: nil, bar: nil), .complete(token),
      ])
  }

  @Test(
    "an overlay over the screen takes VoiceOver's focus; one the size of the keyboard announces")
  func focusOrAnnounce() {
    var screen = OverlayScript(.screen, host: Phone.host())
    let (token, appear) = screen.begin("Saving…")
    #expect(
      appear.suffix(3) == [
        .coverContent(true), .fadeIn(Self.fade), .focusMessage(onNewScreen: true),
      ])
    #expect(
      screen.send(.end(token), at: 1000) == [
        .fadeOut(Self.fade), .coverContent(false), .releaseFocus,
      ])
    var keyboard = OverlayScript(.keyboard, host: Phone.host(field: Phone.field))
    keyboard.send(.keyboardChanged(Phone.change(to: Phone.docked)))
    let (other, shown) = keyboard.begin("Sending…")
    #expect(shown.last == .announce("Sending…"))
    #expect(!shown.contains(.coverContent(true)))
    #expect(keyboard.send(.end(other), at: 1000) == [.fadeOut(Self.fade)])
  }

  @Test("over the keyboard the content it does not cover keeps its touches and VoiceOver")
  func contentUncoveredOverKeyboard() {
    var script = OverlayScript(.keyboard, host: Phone.host(field: Phone.field, own: true))
    script.send(.keyboardChanged(Phone.change(to: Phone.ownOnScreen)))
    let (_, appear) = script.begin()
    #expect(!appear.contains { if case .coverContent = $0 { true } else { false } })
  }

  @Test(
    "an overlay in the host leaves and comes back with it; anywhere else it is taken out; either way it lets go of VoiceOver at once"
  )
  func hostLeavingWindow() {
    var inHost = OverlayScript(.view, host: Phone.host())
    _ = inHost.begin()
    inHost.host.frameInWindow = nil
    #expect(inHost.send(.hostWindowChanged, at: 10) == [.coverContent(false)])
    inHost.host.frameInWindow = Phone.window
    #expect(
      inHost.send(.hostWindowChanged, at: 20) == [.place(.host, Phone.window), .coverContent(true)])

    var aboveKeyboard = OverlayScript(.keyboard, host: Phone.host(field: Phone.field, own: true))
    aboveKeyboard.send(.keyboardChanged(Phone.change(to: Phone.ownOnScreen)))
    _ = aboveKeyboard.begin()
    aboveKeyboard.host.frameInWindow = nil
    #expect(
      aboveKeyboard.send(.hostWindowChanged, at: 10) == [
        .blockKeyboard(nil), .shieldKeyboard(keys: nil, bar: nil), .takeOut,
      ])

    var screen = OverlayScript(.screen, host: Phone.host())
    _ = screen.begin()
    screen.host.frameInWindow = nil
    #expect(screen.send(.hostWindowChanged, at: 10) == [.coverContent(false), .takeOut])

    var besideTable = OverlayScript(.view, host: Phone.host(scrollView: true))
    let (_, beside) = besideTable.begin()
    #expect(beside.contains(.hideHostFromVoiceOver(true)))
    besideTable.host.frameInWindow = nil
    #expect(
      besideTable.send(.hostWindowChanged, at: 10) == [.hideHostFromVoiceOver(false), .takeOut])
  }

  @Test(
    "the next screen types on a shared InputKit keyboard at once: a view overlay whose host leaves its window gives the keyboard back, and blocks it again when the host returns"
  )
  func hostLeavingGivesKeyboardBack() {
    var script = OverlayScript(.view, host: Phone.host(field: Phone.field, own: true))
    script.send(.keyboardChanged(Phone.change(to: Phone.ownOnScreen)))
    let (_, appear) = script.begin()
    #expect(appear.contains(.blockKeyboard(Phone.ownID)))
    // The screen is pushed away: the host leaves; the next screen's field has the keyboard.
    script.host.frameInWindow = nil
    #expect(
      script.send(.hostWindowChanged, at: 10) == [
        .blockKeyboard(nil), .shieldKeyboard(keys: nil, bar: nil), .coverContent(false),
      ])
    // Back again, with the field editing in the host: blocked and shielded again.
    script.host.frameInWindow = Phone.window
    #expect(
      script.send(.hostWindowChanged, at: 20) == [
        .blockKeyboard(Phone.ownID), .place(.host, Self.aboveOwn),
        .shieldKeyboard(keys: Phone.ownFrame, bar: Phone.barFrame), .coverContent(true),
      ])
  }

  @Test(
    "a screen overlay whose host leaves during its outcome is gone: the completion runs, and the field that left with it is not given back"
  )
  func hostLeavingDuringOutcome() {
    var script = OverlayScript(.screen, host: Phone.host(field: Phone.field))
    script.send(.keyboardChanged(Phone.change(to: Phone.docked)))
    let (token, appear) = script.begin()
    #expect(appear.contains(.endEditing))
    script.host.editingField = nil
    script.send(.end(token, .succeeded()), at: 1000)
    script.host.frameInWindow = nil
    script.host.resignedField = (isInWindow: false, screenIsLeaving: false)
    #expect(
      script.send(.hostWindowChanged, at: 1100) == [
        .coverContent(false), .takeOut, .complete(token),
      ])
    // Nothing is left to do when the outcome's time is up.
    #expect(script.send(.tick, at: 2500) == [.fadeOut(Self.fade)])
    #expect(script.send(.tick, at: 2750) == [])
    #expect(script.send(.tick, at: 2750) == [], "a field in no window cannot edit")
    #expect(script.session.nextDeadline == nil)
  }

  @Test(
    "a keyboard typing into another scene of the app is not this overlay's: it stops covering it when the person types there, and covers it again when they come back"
  )
  func keyboardOfAnotherScene() {
    var (script, _) = Self.sendingAboveSystemKeyboard()
    // A field in the app's other window begins editing; the keyboard stays where it is.
    script.host.keyboardServesAnotherScene = true
    let elsewhere = script.send(
      .keyboardChanged(Phone.change(from: Phone.docked, to: Phone.docked)), at: 100)
    #expect(
      elsewhere == [
        .takeOut,
        .place(.host, Phone.window, from: Phone.docked, animation: Phone.animation),
        .coverContent(true), .focusMessage(onNewScreen: true),
      ])
    #expect(!elsewhere.contains(.endEditing), "the keys type into the other window")
    script.host.keyboardServesAnotherScene = false
    let back = script.send(
      .keyboardChanged(Phone.change(from: Phone.docked, to: Phone.docked)), at: 200)
    #expect(back == [.takeOut, .place(.aboveKeyboard, Phone.docked), .coverContent(false)])
  }

  @Test(
    "a shared keyboard moving to another field: the new keyboard is blocked, the old given back")
  func anotherKeyboard() {
    var script = OverlayScript(.view, host: Phone.host(field: Phone.field, own: true))
    script.send(.keyboardChanged(Phone.change(to: Phone.ownOnScreen)))
    _ = script.begin()
    let other = ObjectIdentifier(NSString.self)
    script.host.keyboards = [(other, Phone.ownSize, 36)]
    let moved = script.send(.editingChanged, at: 10)
    #expect(
      moved == [
        .blockKeyboard(other), .place(.host, Self.aboveOwn),
        .shieldKeyboard(keys: Phone.ownFrame, bar: Phone.barFrame),
      ])
  }

  @Test("the overlay's own keyboard is covered before the field's, while it is on screen")
  func preferredKeyboard() {
    let assigned = ObjectIdentifier(NSString.self)
    var host = Phone.host(field: Phone.field, own: true)
    host.keyboards.insert((assigned, Phone.ownSize, 0), at: 0)
    var script = OverlayScript(.keyboard, host: host)
    script.send(.keyboardChanged(Phone.change(to: Phone.ownOnScreen)))
    let (_, appear) = script.begin()
    #expect(appear.contains(.blockKeyboard(assigned)))
    // Off screen it is not among the keyboards: the field's is covered.
    script.host.keyboards.removeFirst()
    #expect(script.send(.editingChanged, at: 10).first == .blockKeyboard(Phone.ownID))
  }

  @Test(
    "a field whose delegate refuses to end editing keeps its keyboard: it is shielded from the window above it, and nothing pretends it resumed"
  )
  func fieldRefusesToEndEditing() {
    var script = OverlayScript(.view, host: Phone.host(field: Phone.field))
    script.send(.keyboardChanged(Phone.change(to: Phone.docked)))
    let (token, appear) = script.begin()
    #expect(appear.contains(.endEditing))
    // UIKit: resignFirstResponder() returned false; the field still edits.
    #expect(
      script.send(.fieldResigned(false), at: 10) == [
        .place(.host, Self.aboveDocked), .shieldAboveKeyboard(Phone.docked),
      ])
    // Later changes keep the shield and do not ask again.
    #expect(script.send(.layoutChanged, at: 20) == [.place(.host, Self.aboveDocked)])
    script.send(.end(token), at: 1000)
    // The shield goes with the window above the keyboard; no editing was ended, none resumes.
    #expect(script.send(.tick, at: 1250) == [.takeOut, .complete(token)])
  }

  @Test("a field that stops editing by itself takes the shield above its keyboard with it")
  func refusedFieldStopsEditing() {
    var script = OverlayScript(.screen, host: Phone.host(field: Phone.field))
    script.send(.keyboardChanged(Phone.change(to: Phone.docked)))
    _ = script.begin()
    script.send(.fieldResigned(false), at: 10)
    script.host.editingField = nil
    #expect(
      script.send(.editingChanged, at: 20) == [
        .moveInWindow(Self.aboveDocked), .shieldAboveKeyboard(nil),
      ])
  }

  @Test(
    "an overlay over a small view moves VoiceOver's focus as a layout change; one over most of the window as a new screen"
  )
  func focusBySize() {
    let card = CGRect(x: 20, y: 100, width: 350, height: 120)
    var small = OverlayScript(.view, host: Phone.host(frame: card))
    let (_, appearSmall) = small.begin()
    #expect(appearSmall.last == .focusMessage(onNewScreen: false))
    var half = OverlayScript(
      .view, host: Phone.host(frame: CGRect(x: 0, y: 0, width: 390, height: 422)))
    let (_, appearHalf) = half.begin()
    #expect(appearHalf.last == .focusMessage(onNewScreen: true))
  }

  @Test(
    "a host is laid out when the overlay is attached, before its keyboard layout guide is read; not once a notification is the truth"
  )
  func layOutHostOnAttach() {
    var script = OverlayScript(.keyboard, host: Phone.host())
    #expect(script.send(.attached(.keyboard)) == [.layOutHost])
    script.host.frameInWindow = nil
    #expect(script.send(.attached(.view)) == [])
    script.host.frameInWindow = Phone.window
    script.send(.keyboardChanged(Phone.change(to: Phone.docked)))
    #expect(script.send(.attached(.keyboard)) == [])
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

  @Test(
    "the cancel button calls the handler once and goes; the activity ends with the outcome the app gives it"
  )
  func cancelButton() {
    var script = OverlayScript(.view, host: Phone.host())
    let (token, appear) = script.begin("Uploading…", cancellable: true)
    #expect(
      appear.first == .show(ActivityOverlayContent(message: "Uploading…", isCancellable: true)))
    #expect(
      script.send(.cancelTapped, at: 1200) == [.show(.working("Uploading…")), .cancel(token)])
    #expect(script.send(.cancelTapped, at: 1210) == [])
    // The app stops the work and says so.
    #expect(
      script.send(.end(token, .failed(message: "Cancelled")), at: 1300) == [
        .show(.failed("Cancelled")), .announce("Cancelled"),
      ])
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
