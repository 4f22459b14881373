#if canImport(UIKit)
  import InputKitCore
  import UIKit

  extension EdgeInsets {
    /// The core's insets for UIKit's.
    init(_ insets: UIEdgeInsets) {
      self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
  }
#endif
