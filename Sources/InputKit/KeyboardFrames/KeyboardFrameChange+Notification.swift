#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// The user-info keys of a keyboard frame notification. The iOS 16 SDK isolates them to the
  /// main actor while the notification's block runs outside it, so they are read once, on the
  /// main actor, and carried in.
  struct KeyboardUserInfoKeys: Sendable {
    let beginFrame: String
    let endFrame: String
    let duration: String
    let curve: String
    let isLocal: String

    /// The keys, read on the main actor.
    @MainActor static func read() -> KeyboardUserInfoKeys {
      KeyboardUserInfoKeys(
        beginFrame: UIResponder.keyboardFrameBeginUserInfoKey,
        endFrame: UIResponder.keyboardFrameEndUserInfoKey,
        duration: UIResponder.keyboardAnimationDurationUserInfoKey,
        curve: UIResponder.keyboardAnimationCurveUserInfoKey,
        isLocal: UIResponder.keyboardIsLocalUserInfoKey)
    }
  }

  extension KeyboardFrameChange {
    /// The change a keyboard frame notification's `userInfo` describes; `nil` without an end
    /// frame. Missing timing reads as no animation, and a missing `isLocal` key as this app's
    /// keyboard (UIKit sends the key from iOS 9 on).
    init?(userInfo: [AnyHashable: Any]?, keys: KeyboardUserInfoKeys) {
      guard let end = (userInfo?[keys.endFrame] as? NSValue)?.cgRectValue else { return nil }
      let begin = (userInfo?[keys.beginFrame] as? NSValue)?.cgRectValue
      let duration = userInfo?[keys.duration] as? NSNumber
      let curve = userInfo?[keys.curve] as? NSNumber
      let isLocal = userInfo?[keys.isLocal] as? NSNumber
      self.init(
        beginFrame: begin ?? end, endFrame: end, animationDuration: duration?.doubleValue ?? 0,
        animationCurve: curve?.intValue ?? 0, isLocal: isLocal?.boolValue ?? true)
    }
  }
#endif
