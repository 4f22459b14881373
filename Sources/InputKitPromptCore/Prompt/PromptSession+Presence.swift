extension PromptSession {
  /// Where the prompt is, as its view controller tells: the facts UIKit gives, read at one
  /// moment, from which the session decides whether the prompt left for good.
  package struct Presence: Equatable, Sendable {
    /// The prompt itself is being dismissed (`isBeingDismissed`).
    package var isBeingDismissed: Bool
    /// The prompt is being removed from a parent view controller (`isMovingFromParent`).
    package var isMovingFromParent: Bool
    /// UIKit holds the prompt as presented (`presentingViewController` is set).
    package var isPresented: Bool
    /// The prompt's view is in a window.
    package var isInWindow: Bool
    /// A view controller is presented over the prompt (`presentedViewController` is set).
    package var isCovered: Bool
    /// The root of the prompt's view controllers (following each one's parent, then the view
    /// controller that presented it) is still the root view controller of the window the
    /// prompt was shown in. False once the app replaced that root or the window went away.
    package var isRootedInWindow: Bool

    /// Facts read at one moment.
    package init(
      isBeingDismissed: Bool = false, isMovingFromParent: Bool = false, isPresented: Bool = true,
      isInWindow: Bool, isCovered: Bool, isRootedInWindow: Bool = true
    ) {
      self.isBeingDismissed = isBeingDismissed
      self.isMovingFromParent = isMovingFromParent
      self.isPresented = isPresented
      self.isInWindow = isInWindow
      self.isCovered = isCovered
      self.isRootedInWindow = isRootedInWindow
    }

    /// On screen, nothing over it.
    static let inSight = Presence(isInWindow: true, isCovered: false)
    /// Covered by a full-screen presentation: its view left the window, it is still presented.
    static let coveredFullScreen = Presence(isInWindow: false, isCovered: true)
    /// Covered by a sheet: its view stays in the window under it.
    static let coveredBySheet = Presence(isInWindow: true, isCovered: true)
    /// Dismissed by its presenter (as `viewDidDisappear` sees it).
    package static let dismissed = Presence(
      isBeingDismissed: true, isInWindow: false, isCovered: false)
    /// No longer presented: its presenter, or a view controller under it, dismissed it with
    /// everything above.
    static let notPresented = Presence(
      isPresented: false, isInWindow: false, isCovered: false)

    /// Whether nothing covers the prompt and its view is in a window.
    var isInSight: Bool { isInWindow && !isCovered }

    /// Whether the prompt is gone for good although nobody dismissed it: no longer presented,
    /// or out of sight in a hierarchy its window no longer shows. A prompt in sight is never
    /// gone by the second rule, so that one presented from a view controller outside the
    /// window's hierarchy still works.
    var isGone: Bool { !isPresented || (!isInSight && !isRootedInWindow) }

    /// Whether a prompt that just disappeared left for good: dismissed, removed from its parent,
    /// or gone; otherwise something covers it and it will come back.
    var hasLeft: Bool { isBeingDismissed || isMovingFromParent || isGone }
  }
}
