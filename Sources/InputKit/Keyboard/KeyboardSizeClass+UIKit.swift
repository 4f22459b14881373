#if canImport(UIKit)
  import InputKitCore
  import UIKit

  extension KeyboardSizeClass {
    /// The core's size class for UIKit's.
    public init(_ sizeClass: UIUserInterfaceSizeClass) {
      switch sizeClass {
      case .compact: self = .compact
      case .regular: self = .regular
      default: self = .unspecified
      }
    }
  }
#endif
