import Foundation
import InputKitTestSupport
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore
@testable import InputKitShared

@Suite("Layout engine")
struct LayoutEngineTests {
  /// Layouts the properties are checked on: every built-in, and random valid layouts that
  /// mix spans, holes and free-form frames.
  static func layouts(count: Int, seed: UInt64) -> [KeyboardLayout] {
    var generator = SeededGenerator(seed: seed)
    return KeyboardLayout.builtInNames.compactMap(KeyboardLayout.builtIn(named:))
      + (0..<count).map { index in randomLayout(index: index, using: &generator) }
  }

  /// Fills a random grid with keys of random spans, leaving some cells empty, and replaces
  /// some keys by the free-form frame of the same cells shrunk a little.
  static func randomLayout(index: Int, using generator: inout SeededGenerator) -> KeyboardLayout {
    let columns = Int.random(in: 1...8, using: &generator)
    let rows = Int.random(in: 1...6, using: &generator)
    var taken = Set<Int>()
    var keys: [Key] = []
    for row in 0..<rows {
      for column in 0..<columns where !taken.contains(row * columns + column) {
        if Int.random(in: 0..<10, using: &generator) == 0 { continue }
        var columnSpan = Int.random(in: 1...min(3, columns - column), using: &generator)
        while (column..<column + columnSpan).contains(where: { taken.contains(row * columns + $0) })
        {
          columnSpan -= 1
        }
        let rowSpan = Int.random(in: 1...min(2, rows - row), using: &generator)
        for r in row..<row + rowSpan {
          for c in column..<column + columnSpan { taken.insert(r * columns + c) }
        }
        let cell = GridCell(column: column, row: row, columnSpan: columnSpan, rowSpan: rowSpan)
        var placement = KeyPlacement.grid(cell)
        if Bool.random(using: &generator) {
          let area = cell.fractionalFrame(columns: columns, rows: rows)
          let shrink = Double.random(in: 0...0.3, using: &generator)
          placement = .frame(
            FractionalFrame(
              x: area.x, y: area.y, width: area.width * (1 - shrink),
              height: area.height * (1 - shrink)))
        }
        keys.append(
          Key(
            id: "k\(keys.count)", title: "\(keys.count)", style: .digit, action: .insert("1"),
            placement: placement))
      }
    }
    if keys.isEmpty {
      keys.append(
        Key(
          id: "only", title: "1", style: .digit, action: .insert("1"),
          placement: .grid(column: 0, row: 0)))
    }
    return KeyboardLayout(id: "random\(index)", columns: columns, rows: rows, keys: keys)
  }

  static func randomMetrics(using generator: inout SeededGenerator) -> KeyboardMetrics {
    func value(_ range: ClosedRange<Double>) -> CGFloat {
      // Whole, half and arbitrary values: the cases pixel snapping treats differently.
      let raw = Double.random(in: range, using: &generator)
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: return CGFloat(raw.rounded())
      case 1: return CGFloat((raw * 2).rounded() / 2)
      default: return CGFloat(raw)
      }
    }
    let width = value(0...1200)
    let height = value(0...600)
    // Insets that fit (larger ones are an error, tested on their own).
    let across = Double(width) / 2
    let down = Double(height) / 2
    return KeyboardMetrics(
      size: CGSize(width: width, height: height),
      insets: EdgeInsets(
        top: min(value(0...20), down), left: min(value(0...20), across),
        bottom: min(value(0...40), down), right: min(value(0...20), across)),
      keySpacing: value(0...12),
      scale: [1, 2, 3, 1.5, 2.608, 0.5].randomElement(using: &generator) ?? 1)
  }

  static let tolerance = 1e-9

  /// `layout` laid out with `metrics`, or `nil` when the spacing is too wide for one of its keys;
  /// that error must be justified: the key it names has room along that extent without spacing,
  /// and none with it.
  static func laidOut(
    _ layout: KeyboardLayout, in metrics: KeyboardMetrics
  ) throws -> LaidOutKeyboard? {
    let failure: KeyboardMetricsError
    do {
      return try layout.layOut(in: metrics)
    } catch {
      failure = error
    }
    guard case .spacingLeavesNoRoom(_, let keyID, let extent, let share) = failure else {
      throw failure
    }
    var unspaced = metrics
    unspaced.keySpacing = 0
    let geometry = try layout.layOut(in: unspaced)
    let index = try #require(layout.keys.firstIndex { $0.id == keyID })
    let frame = geometry.frames[index]
    let room = extent == .width ? frame.width : frame.height
    #expect(room > 0 && abs(room - share) < tolerance, "\(layout.id) \(metrics) \(keyID)")
    #expect(metrics.keySpacing > 0)
    return nil
  }

  @Test("random layouts are valid, so the engine's properties apply to them")
  func randomLayoutsAreValid() {
    for layout in Self.layouts(count: 200, seed: 7) {
      #expect(layout.problems == [], "\(layout.id)")
    }
  }

  @Test(
    "frames never overlap, stay inside the content area and bounds, and lie on the pixel grid",
    arguments: [1, 2, 3, 4] as [UInt64])
  func frameProperties(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed &* 1000)
    for layout in Self.layouts(count: 60, seed: seed) {
      for _ in 0..<25 {
        let metrics = Self.randomMetrics(using: &generator)
        guard let geometry = try Self.laidOut(layout, in: metrics) else { continue }
        let context = "\(layout.id) \(metrics)"
        #expect(geometry.frames.count == layout.keys.count)
        #expect(geometry.bounds.contains(geometry.contentFrame) || geometry.contentFrame.isEmpty)
        for (index, frame) in geometry.frames.enumerated() {
          #expect(frame.width >= 0 && frame.height >= 0, "\(context)")
          #expect(Self.contains(geometry.contentFrame, frame), "\(context) key \(index) \(frame)")
          for edge in [frame.minX, frame.maxX, frame.minY, frame.maxY] {
            let pixels = Double(edge * metrics.scale)
            #expect(abs(pixels - pixels.rounded()) < 1e-6, "\(context) edge \(edge)")
          }
          for other in geometry.frames.indices where other > index {
            #expect(!Self.overlap(frame, geometry.frames[other]), "\(context) \(index) \(other)")
          }
        }
      }
    }
  }

  @Test("every grid key has an area when each cell is at least a pixel wider than the spacing")
  func keysAreNotEmptyWhenThereIsRoom() throws {
    var generator = SeededGenerator(seed: 11)
    for layout in Self.layouts(count: 60, seed: 12) {
      for _ in 0..<25 {
        let metrics = Self.randomMetrics(using: &generator)
        var unspaced = metrics
        unspaced.keySpacing = 0
        let scale = Double(metrics.scale)
        let spacing = (Double(metrics.keySpacing) * scale).rounded()
        let content = try layout.layOut(in: unspaced).contentFrame
        let columnPixels = (Double(content.width) * scale + spacing) / Double(layout.columns)
        let rowPixels = (Double(content.height) * scale + spacing) / Double(layout.rows)
        guard columnPixels - spacing >= 2, rowPixels - spacing >= 2 else { continue }
        let result = Result { () throws(KeyboardMetricsError) in try layout.layOut(in: metrics) }
        if case .failure(.spacingLeavesNoRoom(_, let keyID, _, _)) = result {
          // With room in every cell, only a free-form key, smaller than its cell, can lack it.
          let key = layout.keys.first { $0.id == keyID }
          if case .frame = key?.placement { continue }
          Issue.record("\(layout.id) \(metrics): \(keyID) has room in its cell")
          continue
        }
        let geometry = try result.get()
        for (key, frame) in zip(layout.keys, geometry.frames) {
          guard case .grid = key.placement else { continue }
          #expect(frame.width > 0 && frame.height > 0, "\(layout.id) \(metrics) \(key.id)")
        }
      }
    }
  }

  @Test("neighbouring grid keys are exactly the spacing apart, in whole pixels")
  func gapsAreTheSpacing() throws {
    let metrics = KeyboardMetrics(
      size: CGSize(width: 375, height: 216),
      insets: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3),
      keySpacing: 5.4, scale: 3)
    let geometry = try KeyboardLayout.calculator.layOut(in: metrics)
    let spacing: CGFloat = 16 / 3  // 5.4 pt is 16.2 pixels, rounded to 16
    let seven = try #require(geometry.frame(ofKeyWithID: "digit7"))
    let eight = try #require(geometry.frame(ofKeyWithID: "digit8"))
    let four = try #require(geometry.frame(ofKeyWithID: "digit4"))
    let returnKey = try #require(geometry.frame(ofKeyWithID: "return"))
    let minus = try #require(geometry.frame(ofKeyWithID: "minus"))
    #expect(abs(eight.minX - seven.maxX - spacing) < 1e-9)
    #expect(abs(four.minY - seven.maxY - spacing) < 1e-9)
    #expect(abs(returnKey.minX - minus.maxX - spacing) < 1e-9)
    #expect(seven.minX == 3 && seven.minY == 3)
    #expect(abs(returnKey.maxX - 372) < 1e-9 && abs(returnKey.maxY - 213) < 1e-9)
  }

  @Test("laying out the same layout with the same metrics gives the same geometry")
  func deterministic() throws {
    var generator = SeededGenerator(seed: 5)
    for layout in Self.layouts(count: 20, seed: 6) {
      let metrics = Self.randomMetrics(using: &generator)
      #expect(try Self.laidOut(layout, in: metrics) == Self.laidOut(layout, in: metrics))
    }
  }

  @Test("a free-form frame covering a grid cell's fractions gets that cell's frame")
  func freeFormMatchesGrid() throws {
    let layout = KeyboardLayout(
      id: "mixed", columns: 5, rows: 4,
      keys: [
        .digit(1, at: .grid(column: 1, row: 1, columnSpan: 2)),
        .digit(2, at: .frame(FractionalFrame(x: 0.2, y: 0.5, width: 0.4, height: 0.25))),
      ])
    let geometry = try layout.layOut(
      in: KeyboardMetrics(size: CGSize(width: 331, height: 217), keySpacing: 3, scale: 2))
    #expect(geometry.frames[0].minX == geometry.frames[1].minX)
    #expect(geometry.frames[0].width == geometry.frames[1].width)
    #expect(geometry.frames[0].maxY + 3 == geometry.frames[1].minY)
  }

  @Test(
    "metrics that are negative, not finite, too large or with a scale that is not positive are errors",
    arguments: [
      (KeyboardMetrics(size: CGSize(width: -1, height: 200)), "size"),
      (KeyboardMetrics(size: CGSize(width: CGFloat.nan, height: 200)), "size"),
      (KeyboardMetrics(size: CGSize(width: 320, height: CGFloat.infinity)), "size"),
      (KeyboardMetrics(size: CGSize(width: 2e6, height: 200)), "size"),
      (KeyboardMetrics(size: CGSize(width: 320, height: 200), scale: 0), "scale"),
      (KeyboardMetrics(size: CGSize(width: 320, height: 200), scale: -2), "scale"),
      (KeyboardMetrics(size: CGSize(width: 320, height: 200), scale: .nan), "scale"),
      (KeyboardMetrics(size: CGSize(width: 320, height: 200), keySpacing: -1), "spacing"),
      (KeyboardMetrics(size: CGSize(width: 320, height: 200), keySpacing: .infinity), "spacing"),
      (
        KeyboardMetrics(size: CGSize(width: 320, height: 200), insets: EdgeInsets(top: -1)),
        "insets"
      ),
      (
        KeyboardMetrics(size: CGSize(width: 320, height: 200), insets: EdgeInsets(left: .nan)),
        "insets"
      ),
      (
        KeyboardMetrics(
          size: CGSize(width: 100, height: 100), insets: EdgeInsets(left: 60, right: 60)),
        "larger"
      ),
      (
        KeyboardMetrics(
          size: CGSize(width: 100, height: 50), insets: EdgeInsets(top: 40, bottom: 40)),
        "larger"
      ),
    ])
  func badMetrics(metrics: KeyboardMetrics, kind: String) {
    #expect {
      try KeyboardLayout.calculator.layOut(in: metrics)
    } throws: { error in
      let error = error as? KeyboardMetricsError
      switch (error, kind) {
      case (.invalidSize?, "size"), (.invalidScale?, "scale"), (.invalidSpacing?, "spacing"),
        (.invalidInsets?, "insets"):
        return error?.description.contains("not valid") == true
      case (.insetsExceedSize?, "larger"):
        return error?.description.contains("are larger than the") == true
      default: return false
      }
    }
  }

  @Test(
    "a size with no room for keys gives empty frames inside the bounds and hits nothing",
    arguments: [
      KeyboardMetrics(size: .zero),
      KeyboardMetrics(size: CGSize(width: 320, height: 0), scale: 2),
      KeyboardMetrics(
        size: CGSize(width: 100, height: 100), insets: EdgeInsets(left: 50, right: 50)),
      KeyboardMetrics(size: .zero, keySpacing: 10),
      KeyboardMetrics(size: CGSize(width: 320, height: 0), keySpacing: 6, scale: 3),
    ])
  func noRoom(metrics: KeyboardMetrics) throws {
    let geometry = try KeyboardLayout.calculator.layOut(in: metrics)
    #expect(geometry.isEmpty)
    for frame in geometry.frames {
      #expect(Self.contains(geometry.bounds, frame) || geometry.bounds.isEmpty)
    }
    #expect(geometry.keyIndex(at: CGPoint(x: 1, y: 1)) == nil)
  }

  @Test(
    "a spacing wider than a key's share of the keyboard is an error naming the key and extent",
    arguments: [
      (KeyboardMetrics(size: CGSize(width: 320, height: 200), keySpacing: 80), "digit7", .width),
      (KeyboardMetrics(size: CGSize(width: 320, height: 100), keySpacing: 34), "digit7", .height),
      (
        KeyboardMetrics(size: CGSize(width: 4, height: 4), keySpacing: 10, scale: 3), "digit7",
        .width
      ),
    ] as [(KeyboardMetrics, String, KeyboardMetricsError.Extent)])
  func spacingTooWide(
    metrics: KeyboardMetrics, keyID: String, extent: KeyboardMetricsError.Extent
  ) throws {
    #expect {
      try KeyboardLayout.calculator.layOut(in: metrics)
    } throws: { error in
      guard
        case .spacingLeavesNoRoom(let spacing, let id, let found, _)? =
          error as? KeyboardMetricsError
      else { return false }
      return spacing == metrics.keySpacing && id == keyID && found == extent
        && (error as? KeyboardMetricsError)?.description.contains(
          "leaves key \"\(keyID)\" no \(extent.rawValue)") == true
    }
    #expect(try Self.laidOut(.calculator, in: metrics) == nil)
  }

  @Test("the widest spacing that leaves every key a pixel is no error")
  func widestSpacing() throws {
    // 5 columns of 320 points: a key is (320 + s) / 5 - s wide, 1 point at s = 78.75; 4 rows of
    // 200 points: (200 + s) / 4 - s, 1 point at s = 65.3.
    let metrics = KeyboardMetrics(size: CGSize(width: 320, height: 200), keySpacing: 65)
    let geometry = try KeyboardLayout.calculator.layOut(in: metrics)
    #expect(geometry.frames.allSatisfy { $0.width > 0 && $0.height > 0 })
    #expect(throws: KeyboardMetricsError.self) {
      try KeyboardLayout.calculator.layOut(
        in: KeyboardMetrics(size: CGSize(width: 320, height: 200), keySpacing: 67))
    }
  }

  @Test("a layout that fails validation is clamped into the grid instead of trapping")
  func invalidLayoutDoesNotTrap() throws {
    let layout = KeyboardLayout(
      id: "", columns: 0, rows: -3,
      keys: [
        .digit(1, at: .grid(column: Int.max, row: Int.min, columnSpan: Int.max, rowSpan: -1)),
        .digit(2, at: .frame(FractionalFrame(x: .nan, y: -5, width: .infinity, height: 2))),
      ])
    #expect(!layout.problems.isEmpty)
    let geometry = try layout.layOut(in: KeyboardMetrics(size: CGSize(width: 100, height: 50)))
    for frame in geometry.frames {
      #expect(Self.contains(geometry.contentFrame, frame))
    }
  }

  static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
    inner.minX >= outer.minX - tolerance && inner.maxX <= outer.maxX + tolerance
      && inner.minY >= outer.minY - tolerance && inner.maxY <= outer.maxY + tolerance
  }

  static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX - tolerance && b.minX < a.maxX - tolerance && a.minY < b.maxY - tolerance
      && b.minY < a.maxY - tolerance
  }
}
