import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension LaidOutKeyboard {
  /// The index in `layout.keys` of the key a touch at `point` presses: in the spacing, the
  /// nearest key (the first of equally near ones); farther than the spacing, none.
  package func keyIndex(at point: CGPoint) -> Int? {
    hitTestIndex.keyIndex(at: point)
  }

  /// The key a finger at `point` presses: ``keyIndex(at:)``, and outside the content frame (the
  /// home indicator's band) the key nearest across that edge, as the system keyboard does.
  package func keyIndex(touchedAt point: CGPoint) -> Int? {
    if let index = keyIndex(at: point) { return index }
    let content = contentFrame
    guard bounds.contains(point), content.width > 0, content.height > 0 else { return nil }
    let inside = CGPoint(
      x: min(max(point.x, content.minX), content.maxX.nextDown),
      y: min(max(point.y, content.minY), content.maxY.nextDown))
    guard inside != point else { return nil }
    return keyIndex(at: inside)
  }

  package func key(at point: CGPoint) -> Key? {
    keyIndex(at: point).map { index in layout.keys[index] }
  }
}
