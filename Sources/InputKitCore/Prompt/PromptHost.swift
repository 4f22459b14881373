/// What a prompt session reads of UIKit while it handles an event: where its parts can go now.
///
/// Read, not reported: the parts must move inside the keyboard's animation, in the same call
/// that announces it. The UIKit layer measures its views; tests answer from a struct.
package protocol PromptHost {
  /// What a layout pass would see now: the container, its safe area, the keyboard layout guide,
  /// the screen, and the parts' heights at the current text size.
  var surroundings: PromptSession.Surroundings { get }
}
