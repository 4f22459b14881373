import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitGateCore
@testable import InputKitKeyboardCore
@testable import InputKitKeyboardFrame
@testable import InputKitOverlayCore
@testable import InputKitPromptCore

/// A phone's window, its keyboards and fields, as an overlay's host sees them.
enum Phone {
  static let window = CGRect(x: 0, y: 0, width: 390, height: 844)
  static let ownSize = CGSize(width: 390, height: 291)
  static let ownFrame = CGRect(origin: .zero, size: ownSize)
  static let barFrame = CGRect(x: 0, y: 0, width: 390, height: 36)
  /// InputKit's keyboard and its bar, as the keyboard notification reports them.
  static let ownOnScreen = CGRect(x: 0, y: 517, width: 390, height: 327)
  static let docked = CGRect(x: 0, y: 508, width: 390, height: 336)
  static let floating = CGRect(x: 40, y: 300, width: 320, height: 250)
  static let below = CGRect(x: 0, y: 844, width: 390, height: 336)
  static let field = CGRect(x: 20, y: 200, width: 350, height: 34)
  static let ownID = ObjectIdentifier(NSObject.self)

  /// The keyboard moving from `begin` to `end`, as UIKit's notification reports it.
  static func change(
    from begin: CGRect = below, to end: CGRect, isLocal: Bool = true
  ) -> KeyboardFrameChange {
    KeyboardFrameChange(
      beginFrame: begin, endFrame: end, animationDuration: 0.25, animationCurve: 7,
      isLocal: isLocal)
  }

  /// The animation every keyboard move of ``change(from:to:isLocal:)`` follows.
  static let animation = KeyboardAnimation(duration: 0.25, curveOptions: 7 << 16)

  /// A host filling the window (or at `frame`), with the field being edited inside it (or
  /// elsewhere in the window, or none), typing with InputKit's keyboard or the system's; a field
  /// the overlay stops editing stays on its screen, in the window.
  static func host(
    frame: CGRect = window, field: CGRect? = nil, fieldInHost: Bool = true, own: Bool = false,
    bar: CGFloat = 36, scene: Bool = true, scrollView: Bool = false, superview: Bool = true,
    assistiveTechnology: Bool = false, reducesMotion: Bool = false, inWindow: Bool = true
  ) -> OverlaySurroundings {
    var host = OverlaySurroundings(frameInWindow: inWindow ? frame : nil, windowBounds: window)
    host.windowHasScene = scene
    host.isScrollView = scrollView
    host.hasSuperview = superview
    host.editingField = field.map { ($0, fieldInHost) }
    host.keyboards = own ? [(ownID, ownSize, bar)] : []
    host.reducesMotion = reducesMotion
    host.assistiveTechnologyIsRunning = assistiveTechnology
    host.resignedField = (isInWindow: true, screenIsLeaving: false)
    return host
  }
}

@Suite("Overlay arrangement")
struct OverlaySessionArrangementTests {
  /// What an arrangement says, compared as a whole.
  struct Expected: Equatable, Sendable, CustomStringConvertible {
    var placement: Session.Effect
    var keys: CGRect? = nil
    var bar: CGRect? = nil
    var blocks = false
    var endsEditing = false
    var coversContent = true
    var hidesHost = false

    var description: String {
      "\(placement) keys \(String(describing: keys)) bar \(String(describing: bar)) blocks \(blocks) ends \(endsEditing) covers \(coversContent) hides \(hidesHost)"
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var coverage: OverlayCoverage
    var keyboard: KeyboardFrameChange?
    var host: @Sendable () -> OverlaySurroundings
    var expected: Expected?
  }

  static let aboveOwn = CGRect(x: 0, y: 0, width: 390, height: 517)
  static let aboveDocked = CGRect(x: 0, y: 0, width: 390, height: 508)
  static let ownArrives = Phone.change(to: Phone.ownOnScreen)
  static let dockedArrives = Phone.change(to: Phone.docked)

  static let cases: [Case] = [
    // `.keyboard`: exactly the keyboard, blocked from inside when it is InputKit's.
    Case(
      testDescription:
        "InputKit's keyboard hosts the overlay in its bounds, blocked, its bar shielded",
      coverage: .keyboard, keyboard: ownArrives,
      host: { Phone.host(field: Phone.field, own: true) },
      expected: Expected(
        placement: .place(.keyboard, Phone.ownFrame), bar: Phone.barFrame, blocks: true,
        coversContent: false)),
    Case(
      testDescription: "a keyboard overlay covers InputKit's keyboard wherever the field is",
      coverage: .keyboard, keyboard: ownArrives,
      host: { Phone.host(field: Phone.field, fieldInHost: false, own: true) },
      expected: Expected(
        placement: .place(.keyboard, Phone.ownFrame), bar: Phone.barFrame, blocks: true,
        coversContent: false)),
    Case(
      testDescription: "InputKit's keyboard without an accessory bar gets no bar shield",
      coverage: .keyboard, keyboard: ownArrives,
      host: { Phone.host(field: Phone.field, own: true, bar: 0) },
      expected: Expected(
        placement: .place(.keyboard, Phone.ownFrame), blocks: true, coversContent: false)),
    Case(
      testDescription: "a nonsense accessory height covers no bar",
      coverage: .keyboard, keyboard: ownArrives,
      host: { Phone.host(field: Phone.field, own: true, bar: -.infinity) },
      expected: Expected(
        placement: .place(.keyboard, Phone.ownFrame), blocks: true, coversContent: false)),
    Case(
      testDescription:
        "InputKit's keyboard announced leaving: the container, the keys shielded until it has gone",
      coverage: .keyboard, keyboard: Phone.change(from: Phone.ownOnScreen, to: Phone.below),
      host: { Phone.host(field: Phone.field, own: true) },
      expected: Expected(
        placement: .place(.host, Phone.window, from: Phone.ownOnScreen, animation: Phone.animation),
        keys: Phone.ownFrame, bar: Phone.barFrame, blocks: true)),
    Case(
      testDescription: "this app's docked system keyboard gets the overlay in a window above it",
      coverage: .keyboard, keyboard: dockedArrives, host: { Phone.host(field: Phone.field) },
      expected: Expected(
        placement: .place(.aboveKeyboard, Phone.docked, animation: Phone.animation),
        coversContent: false)),
    Case(
      testDescription: "with no window scene the field ends editing instead",
      coverage: .keyboard, keyboard: dockedArrives,
      host: { Phone.host(field: Phone.field, scene: false) },
      expected: Expected(
        placement: .place(.host, aboveDocked, from: Phone.below, animation: Phone.animation),
        endsEditing: true)),
    Case(
      testDescription:
        "under VoiceOver the system keyboard's field ends editing: no key is reachable",
      coverage: .keyboard, keyboard: dockedArrives,
      host: { Phone.host(field: Phone.field, assistiveTechnology: true) },
      expected: Expected(
        placement: .place(.host, aboveDocked, from: Phone.below, animation: Phone.animation),
        endsEditing: true)),
    Case(
      testDescription: "a floating keyboard cannot be covered exactly: its field ends editing",
      coverage: .keyboard, keyboard: Phone.change(to: Phone.floating),
      host: { Phone.host(field: Phone.field) },
      expected: Expected(
        placement: .place(.host, Phone.window, from: Phone.below, animation: Phone.animation),
        endsEditing: true)),
    Case(
      testDescription: "with no keyboard a keyboard overlay falls back to the container",
      coverage: .keyboard, keyboard: nil, host: { Phone.host() },
      expected: Expected(placement: .place(.host, Phone.window))),
    Case(
      testDescription: "another app's keyboard is not this app's to cover or end",
      coverage: .keyboard, keyboard: Phone.change(to: Phone.docked, isLocal: false),
      host: { Phone.host(field: Phone.field) },
      expected: Expected(
        placement: .place(.host, Phone.window, from: Phone.below, animation: Phone.animation))),
    Case(
      testDescription:
        "a keyboard overlay with no keyboard on a field-sized SwiftUI anchor covers the window",
      coverage: .keyboard, keyboard: nil, host: { Phone.host(frame: Phone.field) },
      expected: Expected(placement: .place(.window, Phone.window))),
    // `.screen`: the window, and InputKit's keys blocked from inside.
    Case(
      testDescription:
        "a screen overlay over InputKit's keyboard: the window above it, keys and bar shielded",
      coverage: .screen, keyboard: ownArrives, host: { Phone.host(field: Phone.field, own: true) },
      expected: Expected(
        placement: .place(.window, aboveOwn, from: Phone.below, animation: Phone.animation),
        keys: Phone.ownFrame, bar: Phone.barFrame, blocks: true)),
    Case(
      testDescription: "a screen overlay ends the system keyboard's editing instead of covering it",
      coverage: .screen, keyboard: dockedArrives, host: { Phone.host(field: Phone.field) },
      expected: Expected(
        placement: .place(.window, aboveDocked, from: Phone.below, animation: Phone.animation),
        endsEditing: true)),
    Case(
      testDescription: "with no window scene a screen overlay still shields InputKit's keys",
      coverage: .screen, keyboard: ownArrives,
      host: { Phone.host(field: Phone.field, own: true, scene: false) },
      expected: Expected(
        placement: .place(.window, aboveOwn, from: Phone.below, animation: Phone.animation),
        keys: Phone.ownFrame, bar: Phone.barFrame, blocks: true)),
    Case(
      testDescription: "a screen overlay with no field being edited blocks nothing",
      coverage: .screen, keyboard: dockedArrives, host: { Phone.host() },
      expected: Expected(
        placement: .place(.window, aboveDocked, from: Phone.below, animation: Phone.animation))),
    Case(
      testDescription: "a screen overlay with no keyboard covers the whole window",
      coverage: .screen, keyboard: nil, host: { Phone.host() },
      expected: Expected(placement: .place(.window, Phone.window))),
    // `.view`: the view, and the keyboard of a field inside it.
    Case(
      testDescription:
        "a view overlay over the field being edited blocks and shields InputKit's keys",
      coverage: .view, keyboard: ownArrives, host: { Phone.host(field: Phone.field, own: true) },
      expected: Expected(
        placement: .place(.host, aboveOwn, from: Phone.below, animation: Phone.animation),
        keys: Phone.ownFrame, bar: Phone.barFrame, blocks: true)),
    Case(
      testDescription: "a view overlay over the field ends the system keyboard's editing",
      coverage: .view, keyboard: dockedArrives, host: { Phone.host(field: Phone.field) },
      expected: Expected(
        placement: .place(.host, aboveDocked, from: Phone.below, animation: Phone.animation),
        endsEditing: true)),
    Case(
      testDescription: "a view overlay leaves a field outside the view typing with InputKit's keys",
      coverage: .view, keyboard: ownArrives,
      host: {
        Phone.host(
          frame: CGRect(x: 0, y: 0, width: 390, height: 150), field: Phone.field,
          fieldInHost: false, own: true)
      },
      expected: Expected(
        placement: .place(
          .host,
          CGRect(x: 0, y: 0, width: 390, height: 150),
          from: CGRect(x: 0, y: 844, width: 390, height: 336),
          animation: Phone.animation))),
    Case(
      testDescription: "a view overlay leaves the system keyboard of a field outside alone",
      coverage: .view, keyboard: dockedArrives,
      host: {
        Phone.host(
          frame: CGRect(x: 0, y: 0, width: 390, height: 150), field: Phone.field,
          fieldInHost: false)
      },
      expected: Expected(
        placement: .place(
          .host,
          CGRect(x: 0, y: 0, width: 390, height: 150), from: Phone.below,
          animation: Phone.animation))),
    Case(
      testDescription:
        "a SwiftUI anchor laid over a field covers it: its centre lies in the anchor",
      coverage: .view, keyboard: dockedArrives,
      host: {
        Phone.host(
          frame: CGRect(x: 0, y: 150, width: 390, height: 200), field: Phone.field,
          fieldInHost: false)
      },
      expected: Expected(
        placement: .place(
          .host,
          CGRect(x: 0, y: 0, width: 390, height: 200),
          from: CGRect(x: 0, y: 694, width: 390, height: 336), animation: Phone.animation),
        endsEditing: true)),
    // Scroll views.
    Case(
      testDescription: "a scroll view is covered from beside it and hidden from VoiceOver",
      coverage: .view, keyboard: nil, host: { Phone.host(scrollView: true) },
      expected: Expected(
        placement: .place(.besideScrollView, Phone.window), coversContent: false, hidesHost: true)),
    Case(
      testDescription: "a scroll view with no superview is covered from inside",
      coverage: .view, keyboard: nil, host: { Phone.host(scrollView: true, superview: false) },
      expected: Expected(placement: .place(.host, Phone.window))),
    Case(
      testDescription:
        "a keyboard overlay with no keyboard over a table view stays out of its content",
      coverage: .keyboard, keyboard: nil, host: { Phone.host(scrollView: true) },
      expected: Expected(
        placement: .place(.besideScrollView, Phone.window), coversContent: false, hidesHost: true)),
    Case(
      testDescription: "a host in no window is arranged nowhere",
      coverage: .view, keyboard: nil, host: { Phone.host(inWindow: false) }, expected: nil),
  ]

  @Test("the overlay covers and blocks what its coverage promises", arguments: cases)
  func arrangement(of example: Case) {
    var session = Session(coverage: example.coverage, configuration: .testing())
    let host = example.host()
    if let change = example.keyboard {
      #expect(session.handle(.keyboardChanged(change), at: ms(0), in: host) == [])
    }
    let arrangement = session.arrangement(in: host, following: example.keyboard)
    let actual = arrangement.map {
      Expected(
        placement: $0.placement, keys: $0.keys, bar: $0.bar, blocks: $0.blocks != nil,
        endsEditing: $0.endsEditing != nil, coversContent: $0.coversContent,
        hidesHost: $0.hidesHost)
    }
    #expect(actual == example.expected)
  }

  @Test(
    "passing touches keeps every placement but blocks, shields and ends nothing, and does not keep VoiceOver inside; InputKit's keyboard still hosts it",
    arguments: cases)
  func passingTouches(of example: Case) {
    var configuration = ActivityOverlayConfiguration.testing()
    configuration.interaction = .passesTouches
    var session = Session(coverage: example.coverage, configuration: configuration)
    let host = example.host()
    example.keyboard.map { _ = session.handle(.keyboardChanged($0), at: ms(0), in: host) }
    let actual = session.arrangement(in: host, following: example.keyboard).map {
      Expected(
        placement: $0.placement, keys: $0.keys, bar: $0.bar, blocks: $0.blocks != nil,
        endsEditing: $0.endsEditing != nil, coversContent: $0.coversContent,
        hidesHost: $0.hidesHost)
    }
    let expected = example.expected.map {
      let hosted = if case .place(.keyboard, _, _, _) = $0.placement { true } else { false }
      return Expected(placement: $0.placement, blocks: hosted, coversContent: false)
    }
    #expect(actual == expected)
  }

  @Test("nothing hosted over InputKit's keyboard reaches outside its bounds or its bar's")
  func ownKeyboardPartsStayInTheirHosts() {
    for coverage in [OverlayCoverage.keyboard, .screen, .view] {
      for scene in [true, false] {
        var session = Session(coverage: coverage)
        let host = Phone.host(field: Phone.field, own: true, scene: scene)
        _ = session.handle(.keyboardChanged(Self.ownArrives), at: ms(0), in: host)
        let arrangement = session.arrangement(in: host, following: nil)
        if case .place(.keyboard, let frame, _, _)? = arrangement?.placement {
          #expect(Phone.ownFrame.contains(frame))
        }
        if let keys = arrangement?.keys { #expect(Phone.ownFrame.contains(keys)) }
        if let bar = arrangement?.bar { #expect(Phone.barFrame.contains(bar)) }
      }
    }
  }

  @Test("before any notification the layout guide shows the keyboard, read by the prompt's rule")
  func layoutGuide() {
    var host = Phone.host(field: Phone.field)
    host.keyboardLayoutGuideFrame = { Phone.docked }
    let session = Session(coverage: .keyboard)
    #expect(
      session.arrangement(in: host, following: nil)?.placement
        == .place(.aboveKeyboard, Phone.docked))
    host.keyboardLayoutGuideFrame = { CGRect(x: 0, y: 844, width: 390, height: 0) }
    #expect(session.arrangement(in: host, following: nil)?.placement == .place(.host, Phone.window))
  }

  @Test("the keyboard is converted by the renderer's conversion, not translated")
  func convertedKeyboard() {
    var host = Phone.host(field: Phone.field)
    // A window scaled to half size at the screen's origin.
    host.convertFromScreen = {
      CGRect(x: $0.minX * 2, y: $0.minY * 2, width: $0.width * 2, height: $0.height * 2)
    }
    host.screenBounds = CGRect(x: 0, y: 0, width: 195, height: 422)
    var session = Session(coverage: .keyboard)
    _ = session.handle(
      .keyboardChanged(Phone.change(to: CGRect(x: 0, y: 254, width: 195, height: 168))),
      at: ms(0), in: host)
    #expect(
      session.arrangement(in: host, following: nil)?.placement
        == .place(.aboveKeyboard, Phone.docked))
  }

  @Test("a scaled host is covered down to the keyboard through its own conversion, not translated")
  func scaledHost() {
    // The window's size, scaled to half about the window's centre.
    var host = Phone.host(frame: CGRect(x: 97.5, y: 211, width: 195, height: 422))
    host.bounds = Phone.window
    host.convertFromWindow = {
      CGRect(
        x: ($0.minX - 97.5) * 2, y: ($0.minY - 211) * 2, width: $0.width * 2,
        height: $0.height * 2)
    }
    var session = Session(coverage: .view)
    _ = session.handle(.keyboardChanged(Phone.change(to: Phone.docked)), at: ms(0), in: host)
    // The keyboard's top, 508 in the window, is (508 − 211) × 2 = 594 in the host.
    #expect(
      session.arrangement(in: host, following: nil)?.placement
        == .place(.host, CGRect(x: 0, y: 0, width: 390, height: 594)))
  }
}
