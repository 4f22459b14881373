import Foundation
import InputKitKeyboardFrame

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One activity overlay as a value: renderers forward events with the ``OverlaySurroundings`` of
/// that moment and carry out the ``Effect``s returned, in order; ``nextDeadline`` says when to tick.
package struct OverlaySession<Instant: InstantProtocol>: Sendable
where Instant.Duration == Duration {
  /// Something a renderer observed.
  package enum Event: Equatable, Sendable {
    /// An activity ended, leaving after `dismissAfter` (the outcome's display time for `nil`).
    case end(ActivityToken, ActivityOutcome = .finished, dismissAfter: Duration? = nil)
    /// Show an outcome on its own for `for` (its display time for `nil`), once no work runs.
    case flash(ActivityOutcome, for: Duration? = nil)
    case message(String, for: ActivityToken)
    /// An activity's progress: 0…1 (clamped), or `nil` for unknown; NaN changes nothing.
    case progress(Double?, for: ActivityToken)
    /// An activity follows a `Progress`, which the renderer reads before each ``tick``.
    case followsProgress(ActivityToken)
    /// What a followed progress object reports; an indeterminate one shows the indicator.
    case progressRead(fractionCompleted: Double, isIndeterminate: Bool, for: ActivityToken)
    case cancelTapped
    /// The wake-up at ``nextDeadline``, sent on a later turn than the batch.
    case tick
    case attached(OverlayCoverage)
    /// The keyboard's frame will change or did: one that hosted the overlay has gone only once the
    /// did-change arrives.
    case keyboardChanged(KeyboardFrameChange)
    /// A field began or ended editing, or the overlay's keyboard was set.
    case editingChanged
    /// The answer to ``Effect/endEditing``: `false` when the field's delegate refused, `nil` when
    /// there was no field to ask.
    case fieldResigned(Bool?)
    case hostWindowChanged
    /// The host's or window's size, the traits, or the assistive technologies running changed.
    case layoutChanged
  }

  /// Something a renderer must do, each one to three calls to the platform.
  package enum Effect: Equatable, Sendable {
    case show(ActivityOverlayContent)
    /// Fade the panel and what is drawn behind it in, from where they are.
    case fadeIn(KeyboardAnimation?)
    /// Fade them out; the overlay blocks touches until ``takeOut``.
    case fadeOut(KeyboardAnimation?)
    /// Put the overlay into `container`, in front, starting at `from` when it comes from elsewhere.
    case place(Container, CGRect, from: CGRect? = nil, animation: KeyboardAnimation? = nil)
    /// Move the overlay within the window, keeping its place behind screens presented later.
    case moveInWindow(CGRect, animation: KeyboardAnimation? = nil)
    /// Take the overlay and the shield above the keyboard out, and let that window go.
    case takeOut
    /// Work with this one of ``OverlaySurroundings/keyboards`` (`nil`: none), its input blocked
    /// or not, giving the last one its input back.
    case blockKeyboard(ObjectIdentifier?, blocksInput: Bool = true)
    /// Let touches on the overlay stop there, or reach what lies under it (a control on the
    /// panel still takes its own).
    case takeTouches(Bool)
    /// Lay tinted shields inside the blocked keyboard and its accessory bar; `nil` takes one out.
    case shieldKeyboard(keys: CGRect?, bar: CGRect?)
    /// Shield the system keyboard of a field that refused to end editing, from the window above.
    case shieldAboveKeyboard(CGRect?)
    /// End the field's editing, and report the answer with ``Event/fieldResigned(_:)``.
    case endEditing
    /// Let the field whose editing ``endEditing`` ended edit again.
    case resumeEditing
    /// Keep VoiceOver inside the overlay (SwiftUI: the modified view hidden), or let go.
    case coverContent(Bool)
    /// Hide the scroll view the overlay sits beside from VoiceOver, or give it back as it was.
    case hideHostFromVoiceOver(Bool)
    /// Move VoiceOver's focus onto the message as a change of layout, or as onto a new screen.
    case focusMessage(onNewScreen: Bool)
    case announce(String)
    /// Play the notification haptic of this outcome's mark.
    case haptic(ActivityOverlayContent.Indicator)
    /// Let VoiceOver's focus go back to what the overlay covered.
    case releaseFocus
    /// Lay the host out now, so its keyboard layout guide is solved when read.
    case layOutHost
    /// Call the cancel handler of this token's activity, once.
    case cancel(ActivityToken)
    /// Call the completions waiting for this token's end: the overlay is fully gone.
    case complete(ActivityToken)

    /// Whether the effect calls the app's code, so it comes last in its batch.
    var callsApp: Bool {
      switch self {
      case .cancel, .complete: true
      default: false
      }
    }
  }

  /// Where the overlay is placed: beside the host when it is a scroll view, so it neither scrolls
  /// nor goes under cells; in the blocked keyboard, in front of the keys; in the window above it.
  package enum Container: Equatable, Sendable {
    case host, window, besideScrollView, keyboard, aboveKeyboard
  }

  /// Timing, texts and look; changes apply from the next call on.
  package var configuration: ActivityOverlayConfiguration
  package private(set) var coverage: OverlayCoverage
  package let identity: UInt64

  typealias Activity = (
    token: ActivityToken, message: String, progress: Double?, isCancellable: Bool,
    followsProgress: Bool
  )

  var activities: [Activity] = []
  /// Flashed outcomes waiting for the running work and the outcome shown to leave, in order.
  var flashes: [(content: ActivityOverlayContent, time: Duration)] = []
  var phase: Phase = .hidden
  var nextTokenID: UInt64 = 0
  var latest: Instant?
  /// Ended tokens whose completions wait for the overlay to be fully gone.
  var completions: [ActivityToken] = []
  /// The last keyboard frame notification heard: once one was, it is the truth.
  var lastKeyboardChange: KeyboardFrameChange?
  /// What is applied now, so that only changes are sent.
  var placement: Effect?
  /// The shields sent for the blocked keyboard; `nil` when a new keyboard has none yet.
  var shields: (keys: CGRect?, bar: CGRect?)? = (nil, nil)
  var blockedKeyboard: (id: ObjectIdentifier?, blocksInput: Bool) = (nil, true)
  /// Whether the overlay takes the touches on it, as last sent.
  var takesTouches = true
  var aboveKeyboardShield: CGRect?
  var coversContent = false
  var hidesHost = false
  var focusedMessage = false
  /// A field's editing was ended (``Effect/endEditing``) and is not given back yet.
  var endedEditing = false
  /// The field being edited refused to end editing: its keyboard is shielded instead.
  var editingEndRefused = false
  var hostIsInWindow = true

  enum Phase: Equatable, Sendable {
    case hidden
    /// Work runs but the grace time has not passed yet.
    case waitingForGrace(until: Instant)
    /// On screen since the start of the fade-in; leaves at `dismissAt`.
    case shown(since: Instant, content: ActivityOverlayContent, dismissAt: Instant?)
    /// Fading out until then; still placed and blocking.
    case fadingOut(until: Instant)
  }

  /// An overlay covering `coverage`, nothing running; `identity` is what its tokens carry, so no
  /// other session's token ends its work.
  package init(
    coverage: OverlayCoverage = .view,
    configuration: ActivityOverlayConfiguration = ActivityOverlayConfiguration(),
    identity: UInt64 = .random(in: .min ... .max)
  ) {
    self.coverage = coverage
    self.configuration = configuration
    self.identity = identity
  }

  /// Whether the overlay is on screen, from its fade-in to the start of its fade-out.
  package var isVisible: Bool { displayedContent != nil }

  package var displayedContent: ActivityOverlayContent? {
    if case .shown(_, let content, _) = phase { return content }
    return nil
  }

  /// Whether the session still reads the host's keyboard layout guide: only until a keyboard
  /// notification is heard. A renderer makes the guide only while this holds.
  package var readsKeyboardLayoutGuide: Bool { lastKeyboardChange == nil }

  /// Whether the overlay sits in its host and takes the touches there (SwiftUI's anchor must).
  package var takesHostTouches: Bool {
    guard case .place(.host, _, _, _)? = placement else { return false }
    return takesTouches
  }

  /// Whether touches on the overlay stop there and VoiceOver is kept inside it.
  var blocksTouches: Bool { configuration.interaction == .blocksTouches }

  /// The running activities whose progress the renderer reads before each ``Event/tick``.
  package var followedTokens: Set<ActivityToken> {
    Set(activities.filter(\.followsProgress).map(\.token))
  }

  /// When the renderer must send ``Event/tick`` next, or `nil` when nothing changes until another
  /// event; earlier or more often is harmless.
  package var nextDeadline: Instant? {
    switch phase {
    case .hidden: return endedEditing ? latest : nil
    case .waitingForGrace(let until): return until
    case .fadingOut(let until): return until
    case .shown(_, _, let dismissAt):
      let reads =
        placement != nil && hostIsInWindow && activities.contains { $0.followsProgress }
      let read = reads ? latest?.advanced(by: configuration.progressReadInterval) : nil
      return [dismissAt, read].compactMap { $0 }.min()
    }
  }

  /// Starts an activity showing `message` (the loading message for `nil`), with a cancel button
  /// when `cancellable`; returns the token that ends it, and the effects.
  package mutating func begin(
    message: String? = nil, cancellable: Bool = false, at now: Instant, in host: OverlaySurroundings
  ) -> (token: ActivityToken, effects: [Effect]) {
    var effects = advance(to: now, in: host)
    let now = moveClock(to: now)
    let token = ActivityToken(session: identity, id: nextTokenID)
    nextTokenID &+= 1
    activities.append(
      (token, message ?? configuration.loadingMessage, nil, cancellable, false))
    startShowing(at: now, in: host, effects: &effects)
    return (token, Self.appLast(effects))
  }

  /// Handles one event; returns the effects to carry out, in order, the app's callbacks last.
  package mutating func handle(
    _ event: Event, at now: Instant, in host: OverlaySurroundings
  ) -> [Effect] {
    let wasGone = phase == .hidden
    var effects = advance(to: now, in: host)
    let now = moveClock(to: now)
    switch event {
    case .tick where wasGone:
      resumeEditing(in: host, effects: &effects)
    case .end(let token, let outcome, let delay):
      end(token, outcome: outcome, dismissAfter: delay, at: now, in: host, effects: &effects)
    case .flash(let outcome, let time):
      guard let (content, defaultTime) = display(of: outcome) else { break }
      flashes.append((content, time ?? defaultTime))
      showNextFlash(at: now, in: host, effects: &effects)
    case .message(let message, let token):
      update(token, effects: &effects) { $0.message = message }
    case .progress(let progress, let token) where progress?.isNaN != true:
      update(token, effects: &effects) { $0.progress = progress.map { min(max($0, 0), 1) } }
    case .progressRead(let fraction, let indeterminate, let token):
      let known = indeterminate || fraction.isNaN ? nil : min(max(fraction, 0), 1)
      update(token, effects: &effects) { $0.progress = known }
    case .followsProgress(let token):
      update(token, effects: &effects) { $0.followsProgress = true }
    case .cancelTapped:
      cancel(effects: &effects)
    case .attached(let coverage):
      self.coverage = coverage
      if host.frameInWindow != nil, lastKeyboardChange == nil { effects.append(.layOutHost) }
      rearrange(in: host, effects: &effects)
    case .keyboardChanged(let change):
      lastKeyboardChange = change
      rearrange(in: host, following: change, effects: &effects)
    case .fieldResigned(let resigned):
      editingEndRefused = resigned == false
      endedEditing = endedEditing && !editingEndRefused
      rearrange(in: host, effects: &effects)
    case .editingChanged, .hostWindowChanged, .layoutChanged:
      rearrange(in: host, effects: &effects)
    case .tick, .progress:
      break
    }
    return Self.appLast(effects)
  }

  private static func appLast(_ effects: [Effect]) -> [Effect] {
    effects.filter { !$0.callsApp } + effects.filter(\.callsApp)
  }
}
