import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension LaidOutKeyboard {
  /// The index in `layout.keys` of the key a touch at `point` presses.
  ///
  /// A point inside a key's frame hits it. A point in the spacing between keys hits the
  /// nearest key (the first in layout order when two are equally near). A point outside
  /// the bounds, or farther than the key spacing from every key (a hole in the grid, the
  /// safe-area insets), hits nothing.
  ///
  /// - Complexity: O(log *n*) for a point inside a key; O(*n*) in the spacing.
  public func keyIndex(at point: CGPoint) -> Int? {
    hitTestIndex.keyIndex(at: point)
  }

  /// The key a touch at `point` presses, as `keyIndex(at:)` decides.
  public func key(at point: CGPoint) -> Key? {
    keyIndex(at: point).map { index in layout.keys[index] }
  }
}
