#if canImport(UIKit)
  import InputKitCore
  import UIKit

  extension FieldTextAlignment {
    /// The alignment for a field's `textAlignment`.
    init(_ alignment: NSTextAlignment) {
      switch alignment {
      case .left: self = .left
      case .center: self = .center
      case .right: self = .right
      case .justified: self = .justified
      default: self = .natural
      }
    }
  }

  extension NSTextAlignment {
    /// UIKit's alignment for the session's.
    init(_ alignment: FieldTextAlignment) {
      switch alignment {
      case .left: self = .left
      case .center: self = .center
      case .right: self = .right
      case .justified: self = .justified
      case .natural: self = .natural
      }
    }
  }
#endif
