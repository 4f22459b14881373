import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// CoreGraphics declares `CGPoint`, `CGSize` and `CGRect` `Hashable` only from iOS 18 and
// macOS 15, so the core's geometry types cannot synthesise `Hashable` over them for iOS 16 and
// macOS 13. They hash the numbers instead; equality is still synthesised (the types have been
// `Equatable` all along).
extension Hasher {
  /// Feeds a point's coordinates to the hasher.
  package mutating func combine(point: CGPoint) {
    combine(point.x)
    combine(point.y)
  }

  /// Feeds a size's width and height to the hasher.
  package mutating func combine(size: CGSize) {
    combine(size.width)
    combine(size.height)
  }

  /// Feeds a rectangle to the hasher as its equality sees it: standardized (a rectangle with a
  /// negative width equals its mirror image with a positive one), and every null rectangle
  /// alike.
  package mutating func combine(rect: CGRect) {
    guard !rect.isNull else {
      combine(0 as UInt8)
      return
    }
    let standardized = rect.standardized
    combine(1 as UInt8)
    combine(point: standardized.origin)
    combine(size: standardized.size)
  }
}
