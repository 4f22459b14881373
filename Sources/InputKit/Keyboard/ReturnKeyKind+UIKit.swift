#if canImport(UIKit)
  import InputKitCore
  import UIKit

  extension ReturnKeyKind {
    /// The kind for a field's `returnKeyType`.
    init(_ type: UIReturnKeyType) {
      self.init(uiKitRawValue: type.rawValue)
    }
  }
#endif
