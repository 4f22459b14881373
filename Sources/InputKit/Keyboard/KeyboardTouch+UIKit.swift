#if canImport(UIKit)
  import InputKitCore
  import UIKit

  extension KeyboardTouch {
    /// A `UITouch` in `view`'s coordinates; UIKit keeps one `UITouch` object per finger for as
    /// long as the finger is down, so its identity tells fingers apart.
    @MainActor
    init(_ touch: UITouch, in view: UIView) {
      self.init(
        Int(bitPattern: ObjectIdentifier(touch)), at: touch.location(in: view),
        timestamp: touch.timestamp)
    }
  }
#endif
