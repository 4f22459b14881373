import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One finger on the keyboard: UIKit keeps one `UITouch` per finger while it is down.
package struct KeyboardTouch: Equatable, Sendable {
  /// The finger's number (the `UITouch`'s identity).
  package var id: Int
  /// Where it is, in the keyboard's coordinates.
  package var point: CGPoint
  /// When it got there (`UITouch.timestamp`), which orders touches delivered together.
  package var timestamp: Double

  /// A finger at `point`.
  package init(_ id: Int = 0, at point: CGPoint, timestamp: Double = 0) {
    self.id = id
    self.point = point
    self.timestamp = timestamp
  }
}
