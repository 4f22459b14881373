#if canImport(UIKit)
  import InputKitCore
  import UIKit

  extension KeyboardSizeClass {
    /// The core's size class for UIKit's.
    init(_ sizeClass: UIUserInterfaceSizeClass) {
      self.init(uiKitRawValue: sizeClass.rawValue)
    }
  }
#endif
