import Foundation

/// What `KeyboardGeometry` precomputes to answer hit-tests quickly.
///
/// The key edges cut the keyboard into a table of rectangular regions; each region is
/// covered by one key or by none. A point is found by two binary searches and one table
/// read. A point in no key (the spacing, a hole in the grid, the insets) goes to the nearest
/// key within `reach`, found by measuring the distance to every key: rare, and exact.
struct HitTestIndex: Equatable, Sendable {
  private let bounds: CGRect
  private let xEdges: [Double]
  private let yEdges: [Double]
  /// Row-major, `(xEdges.count - 1) × (yEdges.count - 1)`; a key index or -1.
  private let regions: [Int32]
  private let frames: [CGRect]
  /// The squared distance, in points, within which a point outside every key still hits
  /// the nearest one: the key spacing, which covers every gap between neighbouring keys.
  private let reachSquared: Double

  init(bounds: CGRect, frames: [CGRect], reach: Double) {
    self.bounds = bounds
    self.frames = frames
    self.reachSquared = reach * reach
    var xs: [Double] = []
    var ys: [Double] = []
    xs.reserveCapacity(frames.count * 2)
    ys.reserveCapacity(frames.count * 2)
    for frame in frames where !Self.isEmpty(frame) {
      xs.append(Double(frame.minX))
      xs.append(Double(frame.maxX))
      ys.append(Double(frame.minY))
      ys.append(Double(frame.maxY))
    }
    xEdges = Self.sortedUnique(xs)
    yEdges = Self.sortedUnique(ys)
    let columns = max(xEdges.count - 1, 0)
    var regions = [Int32](repeating: -1, count: columns * max(yEdges.count - 1, 0))
    // Filled in reverse so that, where keys of an invalid layout overlap, the first wins.
    for index in frames.indices.reversed() where !Self.isEmpty(frames[index]) {
      let frame = frames[index]
      let firstColumn = Self.region(of: Double(frame.minX), in: xEdges)
      let lastColumn = Self.region(of: Double(frame.maxX), in: xEdges) - 1
      let firstRow = Self.region(of: Double(frame.minY), in: yEdges)
      let lastRow = Self.region(of: Double(frame.maxY), in: yEdges) - 1
      guard firstColumn <= lastColumn, firstRow <= lastRow else { continue }
      for row in firstRow...lastRow {
        for column in firstColumn...lastColumn {
          regions[row * columns + column] = Int32(index)
        }
      }
    }
    self.regions = regions
  }

  /// The index of the key at `point`, or `nil` outside the bounds or out of every key's reach.
  func keyIndex(at point: CGPoint) -> Int? {
    guard bounds.contains(point) else { return nil }
    let x = Double(point.x)
    let y = Double(point.y)
    let column = Self.region(of: x, in: xEdges)
    let row = Self.region(of: y, in: yEdges)
    let columns = xEdges.count - 1
    if column >= 0, column < columns, row >= 0, row < yEdges.count - 1 {
      let index = regions[row * columns + column]
      if index >= 0 { return Int(index) }
    }
    return nearestKey(to: x, y)
  }

  private func nearestKey(to x: Double, _ y: Double) -> Int? {
    var best: Int?
    var bestDistance = reachSquared
    for (index, frame) in frames.enumerated() where !Self.isEmpty(frame) {
      let dx = max(Double(frame.minX) - x, 0, x - Double(frame.maxX))
      let dy = max(Double(frame.minY) - y, 0, y - Double(frame.maxY))
      let distance = dx * dx + dy * dy
      if distance < bestDistance || (best == nil && distance == bestDistance) {
        best = index
        bestDistance = distance
      }
    }
    return best
  }

  /// The index `i` with `edges[i] <= value < edges[i + 1]`: -1 before the first edge,
  /// `edges.count - 1` from the last one on.
  private static func region(of value: Double, in edges: [Double]) -> Int {
    var low = 0
    var high = edges.count
    while low < high {
      let middle = (low + high) / 2
      if edges[middle] <= value { low = middle + 1 } else { high = middle }
    }
    return low - 1
  }

  private static func sortedUnique(_ values: [Double]) -> [Double] {
    var result: [Double] = []
    result.reserveCapacity(values.count)
    for value in values.sorted() where result.last != value {
      result.append(value)
    }
    return result
  }

  private static func isEmpty(_ frame: CGRect) -> Bool {
    frame.width <= 0 || frame.height <= 0
  }
}
