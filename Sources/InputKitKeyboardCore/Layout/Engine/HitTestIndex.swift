import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What `LaidOutKeyboard` precomputes for hit-tests: the key edges cut the keyboard into a table
/// of regions, each inside one key or none, found by two binary searches. A point in no key goes
/// to the nearest key within `reach`, among candidates listed per vertical strip.
struct HitTestIndex: Equatable, Sendable {
  private let width: Double
  private let height: Double
  /// Sorted, unique; the first is 0 and the last is the bounds' width (or height).
  private let xEdges: [Double]
  private let yEdges: [Double]
  /// Row-major, `(xEdges.count - 1) × (yEdges.count - 1)`: a key index or -1.
  private let regions: [Int32]
  /// The keys that have an area: their indices in the layout, and `minX, minY, maxX, maxY`.
  private let keyIndices: [Int32]
  private let keyEdges: [Double]
  /// The keys within reach of vertical strip `i` are `stripKeys[stripStarts[i]..<stripStarts[i +
  /// 1]]`, positions in `keyIndices`, ascending so that the first of equally near keys wins.
  private let stripStarts: [Int32]
  private let stripKeys: [Int32]
  /// The key spacing, squared: it covers every gap between neighbouring keys.
  private let reachSquared: Double

  /// The largest region table built (a megabyte); beyond it every key is measured instead.
  static let maximumRegionCount = 1 << 18

  init(size: CGSize, frames: [CGRect], reach: Double) {
    width = Double(size.width)
    height = Double(size.height)
    reachSquared = reach * reach
    var indices: [Int32] = []
    var edges: [Double] = []
    indices.reserveCapacity(frames.count)
    edges.reserveCapacity(frames.count * 4)
    for (index, frame) in frames.enumerated() {
      let minX = Double(frame.origin.x)
      let minY = Double(frame.origin.y)
      let maxX = minX + Double(frame.size.width)
      let maxY = minY + Double(frame.size.height)
      guard maxX > minX, maxY > minY else { continue }
      indices.append(Int32(index))
      edges += [minX, minY, maxX, maxY]
    }
    keyIndices = indices
    keyEdges = edges
    var (xs, ys) = Self.edges(of: edges, width: width, height: height)
    let (regionCount, overflow) = (xs.count - 1).multipliedReportingOverflow(by: ys.count - 1)
    let usesTable = !overflow && regionCount <= Self.maximumRegionCount
    if !usesTable {
      // One region and one strip holding every key give the same answers.
      (xs, ys) = Self.edges(of: [], width: width, height: height)
    }
    xEdges = xs
    yEdges = ys
    let columns = xs.count - 1
    let rows = ys.count - 1
    var regions = [Int32](repeating: -1, count: columns * rows)
    // Strip lists in compressed form: first count each strip's keys, then fill in key order.
    var starts = [Int32](repeating: 0, count: columns + 1)
    var strips: [Int32] = []
    strips.reserveCapacity(indices.count * 2)
    regions.withUnsafeMutableBufferPointer { regions in
      for key in indices.indices {
        // Every edge is in `xs` or `ys`; the clamps make that plain for the writes below.
        let firstColumn = max(Self.region(of: edges[key * 4], in: xs), 0)
        let endColumn = min(Self.region(of: edges[key * 4 + 2], in: xs), columns)
        let firstRow = max(Self.region(of: edges[key * 4 + 1], in: ys), 0)
        let endRow = min(Self.region(of: edges[key * 4 + 3], in: ys), rows)
        // Without a table the single region must stay empty, so every key is measured.
        for row in firstRow..<max(firstRow, usesTable ? endRow : firstRow) {
          // Where keys of an invalid layout overlap, the first keeps the region.
          for column in firstColumn..<max(firstColumn, endColumn)
          where regions[row * columns + column] < 0 {
            regions[row * columns + column] = indices[key]
          }
        }
        // The strips within reach lie next to the key's own columns: walk out to them.
        var first = firstColumn
        while first > 0, xs[first] > edges[key * 4] - reach { first -= 1 }
        var last = endColumn
        while last + 1 < columns, xs[last + 1] <= edges[key * 4 + 2] + reach { last += 1 }
        last = min(last, columns - 1)
        strips.append(Int32(first))
        strips.append(Int32(last))
        if first <= last {
          for strip in first...last { starts[strip + 1] &+= 1 }
        }
      }
    }
    for strip in 0..<columns { starts[strip + 1] &+= starts[strip] }
    var next = starts
    var stripKeys = [Int32](repeating: 0, count: Int(starts[columns]))
    for key in indices.indices where strips[key * 2] <= strips[key * 2 + 1] {
      for strip in Int(strips[key * 2])...Int(strips[key * 2 + 1]) {
        stripKeys[Int(next[strip])] = Int32(key)
        next[strip] &+= 1
      }
    }
    self.regions = regions
    self.stripStarts = starts
    self.stripKeys = stripKeys
  }

  /// The index of the key at `point`, or `nil` outside the bounds or out of every key's reach.
  func keyIndex(at point: CGPoint) -> Int? {
    let x = Double(point.x)
    let y = Double(point.y)
    // Written so that NaN fails every comparison and lands outside.
    guard x >= 0, x < width, y >= 0, y < height else { return nil }
    let column = Self.region(of: x, in: xEdges)
    let row = Self.region(of: y, in: yEdges)
    let index = regions[row &* (xEdges.count &- 1) &+ column]
    if index >= 0 { return Int(index) }
    return nearestKey(toX: x, y: y, strip: column)
  }

  private func nearestKey(toX x: Double, y: Double, strip: Int) -> Int? {
    var best: Int32 = -1
    var bestDistance = reachSquared
    keyEdges.withUnsafeBufferPointer { edges in
      for position in Int(stripStarts[strip])..<Int(stripStarts[strip + 1]) {
        let key = Int(stripKeys[position])
        let dx = max(edges[key * 4] - x, 0, x - edges[key * 4 + 2])
        let dy = max(edges[key * 4 + 1] - y, 0, y - edges[key * 4 + 3])
        let distance = dx * dx + dy * dy
        if distance < bestDistance || (best < 0 && distance == bestDistance) {
          best = Int32(key)
          bestDistance = distance
        }
      }
    }
    return best < 0 ? nil : Int(keyIndices[Int(best)])
  }

  /// The index `i` with `edges[i] <= value < edges[i + 1]`: -1 before the first edge,
  /// `edges.count - 1` from the last one on. Branch-free, so never mispredicted.
  @inline(__always)
  private static func region(of value: Double, in edges: [Double]) -> Int {
    edges.withUnsafeBufferPointer { edges in
      guard let first = edges.first, first <= value else { return -1 }
      var base = 0
      var count = edges.count
      while count > 1 {
        let half = count >> 1
        base = edges[base &+ half] <= value ? base &+ half : base
        count &-= half
      }
      return base
    }
  }

  /// The sorted, distinct x and y edges of the keys and the bounds; only the bounds' when
  /// there are more keys than a valid layout may have, where sorting would take too long.
  private static func edges(
    of keyEdges: [Double], width: Double, height: Double
  ) -> (xs: [Double], ys: [Double]) {
    let keyCount = keyEdges.count / 4
    let usesKeys = keyCount <= KeyboardLayout.maximumKeyCount
    var xs: [Double] = [0]
    var ys: [Double] = [0]
    xs.reserveCapacity(usesKeys ? keyCount * 2 + 2 : 2)
    ys.reserveCapacity(usesKeys ? keyCount * 2 + 2 : 2)
    insert(width, into: &xs)
    insert(height, into: &ys)
    if usesKeys {
      for key in 0..<keyCount {
        insert(keyEdges[key * 4], into: &xs)
        insert(keyEdges[key * 4 + 2], into: &xs)
        insert(keyEdges[key * 4 + 1], into: &ys)
        insert(keyEdges[key * 4 + 3], into: &ys)
      }
    }
    return (xs, ys)
  }

  /// Inserts `value` into the sorted, unique `edges` unless it is there already; scanning
  /// from the end is cheap because keys come in reading order.
  private static func insert(_ value: Double, into edges: inout [Double]) {
    var position = edges.count
    while position > 0, edges[position - 1] > value { position -= 1 }
    if position > 0, edges[position - 1] == value { return }
    edges.insert(value, at: position)
  }
}
