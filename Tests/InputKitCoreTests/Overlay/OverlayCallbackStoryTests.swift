import Foundation
import InputKitTestSupport
import Testing

@testable import InputKitCore
@testable import InputKitGateCore
@testable import InputKitKeyboardCore
@testable import InputKitKeyboardFrame
@testable import InputKitOverlayCore
@testable import InputKitPromptCore

/// What UIKit shows after the session's effects are applied one at a time, as `ActivityOverlay`
/// applies them: effects returned while a batch is being applied (by an app's callback, or by an
/// event UIKit posts inside an effect's call) wait until the batch is done.
struct OverlayStage {
  var script: OverlayScript
  /// The field the overlay covers; it types with the system keyboard.
  var field: CGRect
  /// The panel's opacity: 1 after a fade-in, 0 after a fade-out.
  var opacity = 0
  /// Where the overlay is: its last placement, `nil` once taken out.
  var placement: Session.Effect?
  /// How many times the field was given back.
  var resumed = 0
  /// The tokens of the activities begun, in order.
  var begun: [ActivityToken] = []
  /// What the app does when a cancel handler or a completion is called.
  var onCancel: ((inout OverlayStage, ActivityToken) -> Void)?
  var onComplete: ((inout OverlayStage, ActivityToken) -> Void)?
  private var queued: [Session.Effect] = []
  private var isApplying = false

  init(_ script: OverlayScript, field: CGRect) {
    self.script = script
    self.field = field
  }

  /// The field being edited now.
  var editing: CGRect? { script.host.editingField?.frame }

  mutating func begin(cancellable: Bool = false) -> ActivityToken {
    let (token, effects) = script.begin(cancellable: cancellable)
    begun.append(token)
    play(effects)
    return token
  }

  mutating func send(_ event: Session.Event, at time: Int? = nil) {
    play(script.send(event, at: time))
  }

  /// Applies `effects` after the batch in flight, if any; then, as `ActivityOverlay`'s wake-up
  /// does on the main queue's next turn, sends the tick of a deadline already due.
  mutating func play(_ effects: [Session.Effect]) {
    queued += effects
    guard !isApplying else { return }
    isApplying = true
    while !queued.isEmpty { apply(queued.removeFirst()) }
    isApplying = false
    if let due = script.session.nextDeadline, due <= ms(script.now) { send(.tick) }
  }

  private mutating func apply(_ effect: Session.Effect) {
    switch effect {
    case .fadeIn: opacity = 1
    case .fadeOut: opacity = 0
    case .place:
      placement = effect
    case .takeOut: placement = nil
    case .endEditing:
      // UIKit posts that editing ended inside resignFirstResponder(), then it returns true.
      script.host.editingField = nil
      send(.editingChanged)
      send(.fieldResigned(true))
    case .resumeEditing:
      resumed += 1
      script.host.editingField = (field, true)
      send(.editingChanged)
    case .cancel(let token):
      let handler = onCancel
      handler?(&self, token)
    case .complete(let token):
      let handler = onComplete
      handler?(&self, token)
    default:
      break
    }
  }
}

@Suite("Overlay callbacks, tokens and progress")
struct OverlayCallbackStoryTests {
  static let quick = ActivityOverlayConfiguration.testing(grace: 0, minimumShow: 0)

  @Test(
    "a retry begun from the cancel handler is on screen, even under Reduce Motion: nothing of the cancelled work's leaving comes after it"
  )
  func retryFromCancelHandler() {
    var host = Phone.host()
    host.reducesMotion = true
    var stage = OverlayStage(
      OverlayScript(.view, host: host, configuration: Self.quick), field: Phone.field)
    stage.onCancel = { stage, token in
      stage.send(.end(token))
      _ = stage.begin()
    }
    _ = stage.begin(cancellable: true)
    stage.send(.cancelTapped, at: 10)
    #expect(stage.opacity == 1)
    #expect(stage.placement == .place(.host, Phone.window))
    #expect(stage.script.session.isVisible)
  }

  /// A stage whose overlay covers the field typing with the system keyboard, at `configuration`.
  static func overField(
    _ configuration: ActivityOverlayConfiguration = quick
  ) -> OverlayStage {
    var script = OverlayScript(
      .view, host: Phone.host(field: Phone.field), configuration: configuration)
    script.send(.keyboardChanged(Phone.change(to: Phone.docked)))
    return OverlayStage(script, field: Phone.field)
  }

  @Test(
    "the field the overlay stopped edits again after the completion has run, on the overlay's next tick, never in the middle of it"
  )
  func fieldBackAfterCompletion() {
    var stage = Self.overField()
    var editingDuringCompletion: [CGRect?] = []
    stage.onComplete = { stage, _ in editingDuringCompletion.append(stage.editing) }
    let token = stage.begin()
    #expect(stage.editing == nil)
    stage.send(.end(token), at: 10)
    stage.send(.tick, at: 260)
    #expect(editingDuringCompletion == [nil], "the keyboard must not come back mid-completion")
    #expect(stage.editing == Phone.field)
    #expect(stage.resumed == 1)
  }

  @Test(
    "a completion that dismisses or pops the field's screen, or takes the field out of its window: the field is not given back",
    arguments: [(true, true), (false, false)])
  func completionClosesTheScreen(inWindow: Bool, leaving: Bool) {
    var stage = Self.overField()
    stage.onComplete = { stage, _ in
      stage.script.host.resignedField = (isInWindow: inWindow, screenIsLeaving: leaving)
    }
    let token = stage.begin()
    stage.send(.end(token), at: 10)
    stage.send(.tick, at: 260)
    #expect(stage.resumed == 0)
    #expect(stage.editing == nil)
    #expect(stage.script.session.nextDeadline == nil)
  }

  @Test(
    "a completion that begins new work over the field the overlay stopped: the field is not given back in between, and is once the new work has gone"
  )
  func completionBeginsWorkOverField() {
    var stage = Self.overField()
    stage.onComplete = { stage, _ in
      stage.onComplete = nil
      _ = stage.begin()
    }
    let token = stage.begin()
    stage.send(.end(token), at: 10)
    stage.send(.tick, at: 260)
    #expect(stage.opacity == 1)
    #expect(stage.editing == nil, "the field must not type under the new work")
    #expect(stage.resumed == 0, "nor come back for a moment")
    stage.send(.end(stage.begun[1]), at: 300)
    stage.send(.tick, at: 550)
    #expect(stage.editing == Phone.field)
    #expect(stage.resumed == 1)
  }

  @Test(
    "new work a completion begins that ends within its grace time: the field waits through it and edits again once"
  )
  func completionBeginsQuickWork() {
    var stage = Self.overField(.testing(grace: 500, minimumShow: 0))
    stage.onComplete = { stage, _ in
      stage.onComplete = nil
      _ = stage.begin()
    }
    let token = stage.begin()
    stage.send(.tick, at: 500)
    #expect(stage.editing == nil)
    stage.send(.end(token), at: 600)
    stage.send(.tick, at: 850)
    #expect(stage.resumed == 0, "the new work may still show")
    stage.send(.end(stage.begun[1]), at: 900)
    #expect(stage.resumed == 1)
    #expect(stage.editing == Phone.field)
  }

  @Test(
    "a completion that moves editing to the next field keeps it there: the old field is not given back after it"
  )
  func completionFocusesNextField() {
    let next = CGRect(x: 20, y: 300, width: 350, height: 34)
    var stage = Self.overField()
    stage.onComplete = { stage, _ in
      stage.script.host.editingField = (next, true)
      stage.send(.editingChanged)
    }
    let token = stage.begin()
    stage.send(.end(token), at: 10)
    stage.send(.tick, at: 260)
    #expect(stage.editing == next)
    #expect(stage.resumed == 0)
  }

  @Test(
    "in every batch the app's callbacks come last: 2,000 random scripts",
    arguments: 0..<4)
  func callbacksLast(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<500 {
      var script = OverlayScript(
        [.view, .screen, .keyboard].randomElement(using: &generator)!,
        host: Phone.host(field: Phone.field, own: Bool.random(using: &generator)),
        configuration: .testing(grace: Int.random(in: 0...1, using: &generator) * 500))
      var tokens: [ActivityToken] = []
      var time = 0
      for _ in 0..<20 {
        time += Int.random(in: 0...600, using: &generator)
        let effects: [Session.Effect]
        switch Int.random(in: 0..<7, using: &generator) {
        case 0, 1:
          let (token, begun) = script.begin(
            cancellable: Bool.random(using: &generator), at: time)
          tokens.append(token)
          effects = begun
        case 2 where !tokens.isEmpty:
          let outcomes: [ActivityOutcome] = [.finished, .succeeded(), .failed()]
          effects = script.send(
            .end(
              tokens.randomElement(using: &generator)!,
              outcomes.randomElement(using: &generator)!),
            at: time)
        case 3: effects = script.send(.cancelTapped, at: time)
        case 4:
          script.host.frameInWindow = Bool.random(using: &generator) ? Phone.window : nil
          effects = script.send(.hostWindowChanged, at: time)
        case 5:
          script.host.editingField = Bool.random(using: &generator) ? (Phone.field, true) : nil
          effects = script.send(.editingChanged, at: time)
        default: effects = script.send(.tick, at: time)
        }
        let firstCallback = effects.firstIndex { $0.callsApp } ?? effects.endIndex
        let afterCallbacks = effects[firstCallback...].filter { !$0.callsApp }
        #expect(afterCallbacks.isEmpty, "\(effects)")
      }
    }
  }

  @Test(
    "one overlay's token ends nothing in another: two overlays each keep their own work on screen")
  func tokensOfAnotherOverlay() {
    var sheet = OverlayScript(.view, host: Phone.host())
    var card = OverlayScript(.view, host: Phone.host())
    let (mine, _) = sheet.begin()
    let (theirs, _) = card.begin()
    #expect(sheet.send(.end(theirs), at: 2000) == [])
    #expect(sheet.session.activities.count == 1)
    #expect(sheet.session.isVisible)
    #expect(sheet.send(.end(mine), at: 2000) != [])
    #expect(mine != theirs)
  }

  @Test("tokens of one overlay never repeat, and carry its identity")
  func tokenIdentity() {
    var one = Session(coverage: .view, configuration: .testing(), identity: 7)
    var other = Session(coverage: .view, configuration: .testing(), identity: 8)
    let first = one.begin(at: ms(0), in: Phone.host()).token
    let second = one.begin(at: ms(0), in: Phone.host()).token
    let elsewhere = other.begin(at: ms(0), in: Phone.host()).token
    #expect(first != second)
    #expect(first != elsewhere)
    #expect(first == ActivityToken(session: 7, id: 0))
  }

  @Test(
    "a Progress is followed only while its activity runs: not after a cancel and end, not for a token never issued"
  )
  func followedTokens() {
    var script = OverlayScript(.view, host: Phone.host())
    let (token, _) = script.begin(cancellable: true)
    script.send(.followsProgress(token), at: 10)
    #expect(script.session.followedTokens == [token])
    script.send(.cancelTapped, at: 20)
    #expect(script.session.followedTokens == [token], "the activity runs until it is ended")
    script.send(.end(token, .failed(message: "Cancelled")), at: 30)
    #expect(script.session.followedTokens.isEmpty)
    let stranger = ActivityToken(session: .max, id: 3)
    script.send(.followsProgress(stranger), at: 40)
    #expect(script.session.followedTokens.isEmpty)
  }

  @Test(
    "an indeterminate Progress shows the indicator, not a bar stuck at 0; a determinate one its fraction"
  )
  func indeterminateProgress() {
    var script = OverlayScript(.view, host: Phone.host())
    let (token, _) = script.begin()
    script.send(.followsProgress(token), at: 10)
    let unknown = Progress(totalUnitCount: -1)
    #expect(unknown.isIndeterminate)
    #expect(
      script.send(
        .progressRead(
          fractionCompleted: unknown.fractionCompleted, isIndeterminate: true, for: token),
        at: 20) == [])
    #expect(script.session.displayedContent == .working())
    let half = Progress(totalUnitCount: 4)
    half.completedUnitCount = 2
    #expect(
      script.send(
        .progressRead(
          fractionCompleted: half.fractionCompleted, isIndeterminate: half.isIndeterminate,
          for: token), at: 30) == [.show(.working(progress: 0.5))])
    // Back to indeterminate, and a NaN fraction: the indicator again.
    #expect(
      script.send(
        .progressRead(fractionCompleted: .nan, isIndeterminate: false, for: token), at: 40)
        == [.show(.working())])
  }

  @Test(
    "a Progress is not read while the overlay's host is in no window, whether the overlay was taken out or went with its host",
    arguments: [OverlayCoverage.screen, .view])
  func progressNotReadOffScreen(coverage: OverlayCoverage) {
    var script = OverlayScript(coverage, host: Phone.host())
    let (token, _) = script.begin()
    script.send(.followsProgress(token), at: 10)
    #expect(script.session.nextDeadline == ms(110))
    script.host.frameInWindow = nil
    script.send(.hostWindowChanged, at: 20)
    #expect(script.session.nextDeadline == nil)
    script.host.frameInWindow = Phone.window
    script.send(.hostWindowChanged, at: 30)
    #expect(script.session.nextDeadline == ms(130))
  }

  @Test("a later configuration change applies to the next transition")
  func configurationChange() {
    var script = OverlayScript(.view, host: Phone.host())
    let (token, _) = script.begin()
    script.session.configuration.appearance.fadeDuration = .milliseconds(100)
    script.session.configuration.succeededMessage = "Sent"
    #expect(
      script.send(.end(token, .succeeded(), dismissAfter: .zero), at: 1000) == [
        .show(.done("Sent")), .announce("Sent"),
        .fadeOut(KeyboardAnimation(duration: 0.1, curveOptions: 0)), .coverContent(false),
        .releaseFocus,
      ])
  }
}
