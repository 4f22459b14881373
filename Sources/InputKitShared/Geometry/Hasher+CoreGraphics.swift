import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// CoreGraphics types are `Hashable` only from iOS 18 and macOS 15, so the core's geometry types
// hash their numbers instead; equality is still synthesised.
extension Hasher {
  package mutating func combine(size: CGSize) {
    combine(size.width)
    combine(size.height)
  }

  /// Hashes a rectangle as its equality sees it: standardized, and every null rectangle alike.
  package mutating func combine(rect: CGRect) {
    guard !rect.isNull else {
      combine(0 as UInt8)
      return
    }
    let standardized = rect.standardized
    combine(1 as UInt8)
    combine(standardized.origin.x)
    combine(standardized.origin.y)
    combine(size: standardized.size)
  }
}
