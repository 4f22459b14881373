#if canImport(UIKit)
  import InputKitCore
  import UIKit

  extension ReturnKeyKind {
    /// The kind for a field's `returnKeyType`.
    public init(_ type: UIReturnKeyType) {
      switch type {
      case .default: self = .default
      case .go: self = .go
      case .google: self = .google
      case .join: self = .join
      case .next: self = .next
      case .route: self = .route
      case .search: self = .search
      case .send: self = .send
      case .yahoo: self = .yahoo
      case .done: self = .done
      case .emergencyCall: self = .emergencyCall
      case .continue: self = .continue
      @unknown default: self = .default
      }
    }
  }
#endif
