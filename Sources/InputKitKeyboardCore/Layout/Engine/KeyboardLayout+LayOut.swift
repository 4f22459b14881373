import Foundation
import InputKitShared

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardLayout {
  /// Lays the keys out in `metrics`, every edge snapped to device pixels so that every gap is
  /// the same.
  /// - Throws: `KeyboardMetricsError` for a metric that is invalid or a spacing wider than a
  ///   key's share.
  package func layOut(in metrics: KeyboardMetrics) throws(KeyboardMetricsError) -> LaidOutKeyboard {
    try metrics.validate()
    let scale = Double(metrics.scale)
    let horizontal = PixelAxis(
      start: Double(metrics.insets.left), end: Double(metrics.size.width - metrics.insets.right),
      spacing: Double(metrics.keySpacing), scale: scale, cells: columns)
    let vertical = PixelAxis(
      start: Double(metrics.insets.top), end: Double(metrics.size.height - metrics.insets.bottom),
      spacing: Double(metrics.keySpacing), scale: scale, cells: rows)
    var frames: [CGRect] = []
    frames.reserveCapacity(keys.count)
    for key in keys {
      let columns: (Double, Double)
      let rows: (Double, Double)
      switch key.placement {
      case .grid(let cell):
        columns = horizontal.lines(from: cell.column, count: cell.columnSpan)
        rows = vertical.lines(from: cell.row, count: cell.rowSpan)
      case .frame(let frame):
        columns = PixelAxis.lines(from: frame.x, length: frame.width)
        rows = PixelAxis.lines(from: frame.y, length: frame.height)
      }
      let x = horizontal.span(fromLine: columns.0, toLine: columns.1)
      let y = vertical.span(fromLine: rows.0, toLine: rows.1)
      if x.1 == x.0,
        let share = horizontal.shareLostToSpacing(fromLine: columns.0, toLine: columns.1)
      {
        throw .spacingLeavesNoRoom(
          spacing: metrics.keySpacing, keyID: key.id, extent: .width, share: CGFloat(share / scale))
      }
      if y.1 == y.0, let share = vertical.shareLostToSpacing(fromLine: rows.0, toLine: rows.1) {
        throw .spacingLeavesNoRoom(
          spacing: metrics.keySpacing, keyID: key.id, extent: .height, share: CGFloat(share / scale)
        )
      }
      frames.append(
        CGRect(
          x: x.0 / scale, y: y.0 / scale,
          width: x.1 / scale - x.0 / scale, height: y.1 / scale - y.0 / scale))
    }
    let contentFrame = CGRect(
      x: horizontal.first / scale, y: vertical.first / scale,
      width: horizontal.last / scale - horizontal.first / scale,
      height: vertical.last / scale - vertical.first / scale)
    return LaidOutKeyboard(
      layout: self, metrics: metrics, contentFrame: contentFrame, frames: frames,
      hitTestIndex: HitTestIndex(
        size: metrics.size, frames: frames, reach: horizontal.spacing / scale))
  }
}

/// One axis of the content area in whole device pixels, so that the arithmetic is exact.
private struct PixelAxis {
  /// The content area's first and last pixel line, snapped inward so keys stay inside.
  let first: Double
  let last: Double
  let spacing: Double
  let cells: Int
  /// The content plus one spacing: line `k` is at `first + round(k / cells × extent)` and
  /// each cell ends one spacing before the next line.
  private let extent: Double

  init(start: Double, end: Double, spacing: Double, scale: Double, cells: Int) {
    // A tolerance absorbs the error of `value * scale` (a third of a point at 3× is not
    // exactly 1 pixel) without letting a real fraction of a pixel through.
    let tolerance = 1e-6
    // Adding 0 turns the -0 that rounding -1e-6 up gives into 0.
    let first = (start * scale - tolerance).rounded(.up) + 0
    self.first = first
    self.last = max(first, (end * scale + tolerance).rounded(.down))
    self.spacing = (spacing * scale).rounded()
    self.cells = min(max(cells, 1), KeyboardLayout.maximumGridSize)
    self.extent = last - first + self.spacing
  }

  /// The grid lines, as fractions of the axis, around `count` cells from cell `start`.
  func lines(from start: Int, count: Int) -> (Double, Double) {
    let start = min(max(start, 0), cells - 1)
    let count = min(max(count, 1), cells - start)
    return (Double(start) / Double(cells), Double(start + count) / Double(cells))
  }

  static func lines(from fraction: Double, length: Double) -> (Double, Double) {
    let start = clamp(fraction)
    return (start, max(start, clamp(fraction + length)))
  }

  func span(fromLine start: Double, toLine end: Double) -> (Double, Double) {
    let low = min(first + (start * extent).rounded(), last)
    let high = max(low, first + (end * extent).rounded() - spacing)
    return (low, high)
  }

  /// For a key that the spacing left empty, the pixels it would have had with no spacing;
  /// `nil` when it would have none either or there is no spacing.
  func shareLostToSpacing(fromLine start: Double, toLine end: Double) -> Double? {
    guard spacing > 0 else { return nil }
    let content = last - first
    let share = (end * content).rounded() - (start * content).rounded()
    return share > 0 ? share : nil
  }

  private static func clamp(_ fraction: Double) -> Double {
    fraction.isNaN ? 0 : min(max(fraction, 0), 1)
  }
}
