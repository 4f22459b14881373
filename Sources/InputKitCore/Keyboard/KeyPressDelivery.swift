/// What a keyboard does once it has carried out a key press: the feedback to play, what to tell
/// its delegate, and whether the press commits the field's value.
///
/// `KeyPressProcessor.delivery(of:pressing:from:outcome:fieldAllowsReturn:feedback:)` decides
/// it from the press's `KeyPressResult`, what happened when the edit was put into the field
/// (`TextDeliveryOutcome`) and whether the field let Return act, so the UIKit keyboard, the
/// SwiftUI field and the tests share one answer:
///
/// | the press | feedback | delegate events | commits |
/// | --- | --- | --- | --- |
/// | an edit the field took | none | pressed | after Return, unless Return inserts a line break |
/// | an edit the field's delegate applied itself, answering `false` | none | pressed | as above |
/// | an edit the field's delegate refused | error haptic | rejected (`refusedByFieldDelegate`), pressed (rejected) | no |
/// | an edit whose field went away or changed under it | none | pressed (unchanged) | no |
/// | refused by an input rule or evaluation | error haptic | rejected, pressed | no |
/// | Return the field refused | none | pressed (unchanged) | no |
/// | anything else | none | pressed | after Return, unless Return inserts a line break |
///
/// A field or a text range that vanished refuses nothing, so it does not buzz: the keyboard
/// simply shows the field as it now is.
public struct KeyPressDelivery: Hashable, Sendable {
  /// The feedback to play, in order (the press's own click and tap played on key-down).
  public var feedback: [KeyboardFeedback.Effect]
  /// What to tell the keyboard's delegate, in order.
  public var delegateEvents: [DelegateEvent]
  /// Whether Return finished its work (the value replaced the expression, or editing ends), so
  /// an app's commit action runs.
  public var commits: Bool
  /// Whether the field resigns now, after the delegate heard of the press and before the
  /// commit: Return with ``ReturnBehavior/evaluateThenResign`` whose value the field took.
  public var resigns: Bool

  /// A delivery with the given parts.
  public init(
    feedback: [KeyboardFeedback.Effect], delegateEvents: [DelegateEvent], commits: Bool,
    resigns: Bool = false
  ) {
    self.feedback = feedback
    self.delegateEvents = delegateEvents
    self.commits = commits
    self.resigns = resigns
  }
}
