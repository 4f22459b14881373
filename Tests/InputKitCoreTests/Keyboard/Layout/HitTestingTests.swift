import Foundation
import InputKitTestSupport
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore
@testable import InputKitShared

@Suite("Hit-testing")
struct HitTestingTests {
  static let calculator = try! KeyboardLayout.calculator.layOut(
    in: KeyboardMetrics(size: CGSize(width: 320, height: 200)))

  static let spaced = try! KeyboardLayout.calculator.layOut(
    in: KeyboardMetrics(
      size: CGSize(width: 320, height: 200),
      insets: EdgeInsets(top: 0, left: 0, bottom: 30, right: 0), keySpacing: 8, scale: 2))

  @Test(
    "points on the 320 × 200 calculator hit the key a finger there would press",
    arguments: [
      (CGPoint(x: 32, y: 25), "digit7"),
      (CGPoint(x: 0, y: 0), "digit7"),
      (CGPoint(x: 63.99, y: 49.99), "digit7"),
      (CGPoint(x: 64, y: 0), "digit8"),
      (CGPoint(x: 64, y: 50), "digit5"),
      (CGPoint(x: 319.99, y: 0), "delete"),
      (CGPoint(x: 300, y: 120), "return"),
      (CGPoint(x: 300, y: 199.99), "return"),
      (CGPoint(x: 127.99, y: 199.99), "digit0"),
      (CGPoint(x: 128, y: 150), "decimal"),
      (CGPoint(x: 255.99, y: 150), "minus"),
    ])
  func calculatorPoints(point: CGPoint, id: String) {
    #expect(Self.calculator.key(at: point)?.id == id)
  }

  @Test(
    "points outside the keyboard's bounds hit nothing",
    arguments: [
      CGPoint(x: -0.01, y: 10), CGPoint(x: 320, y: 10), CGPoint(x: 10, y: 200),
      CGPoint(x: 10, y: -1), CGPoint(x: 1e300, y: 1e300), CGPoint(x: CGFloat.nan, y: 10),
      CGPoint(x: 10, y: -CGFloat.infinity),
    ])
  func outside(point: CGPoint) {
    #expect(Self.calculator.keyIndex(at: point) == nil)
    #expect(Self.spaced.keyIndex(at: point) == nil)
  }

  @Test("a point in the spacing between keys goes to the nearest key")
  func spacing() throws {
    let seven = try #require(Self.spaced.frame(ofKeyWithID: "digit7"))
    let eight = try #require(Self.spaced.frame(ofKeyWithID: "digit8"))
    let four = try #require(Self.spaced.frame(ofKeyWithID: "digit4"))
    let five = try #require(Self.spaced.frame(ofKeyWithID: "digit5"))
    #expect(eight.minX - seven.maxX == 8)
    let middle = seven.midY
    #expect(Self.spaced.key(at: CGPoint(x: seven.maxX + 1, y: middle))?.id == "digit7")
    #expect(Self.spaced.key(at: CGPoint(x: eight.minX - 1, y: middle))?.id == "digit8")
    #expect(Self.spaced.key(at: CGPoint(x: seven.midX, y: seven.maxY + 3))?.id == "digit7")
    #expect(Self.spaced.key(at: CGPoint(x: seven.midX, y: four.minY - 3))?.id == "digit4")
    // Where four keys' corners meet, each quarter of the crossing belongs to its corner key.
    let crossing = CGPoint(x: (seven.maxX + eight.minX) / 2, y: (seven.maxY + four.minY) / 2)
    #expect(Self.spaced.key(at: CGPoint(x: crossing.x - 1, y: crossing.y - 1))?.id == "digit7")
    #expect(Self.spaced.key(at: CGPoint(x: crossing.x + 1, y: crossing.y - 1))?.id == "digit8")
    #expect(Self.spaced.key(at: CGPoint(x: crossing.x - 1, y: crossing.y + 1))?.id == "digit4")
    #expect(Self.spaced.key(at: CGPoint(x: crossing.x + 1, y: crossing.y + 1))?.id == "digit5")
    // Exactly midway the first key in layout order wins, every time.
    #expect(Self.spaced.key(at: crossing)?.id == "digit7")
    #expect(five.minX == eight.minX)
  }

  @Test("the safe-area inset below the keys hits a key only within the spacing of it")
  func insetReach() throws {
    let zero = try #require(Self.spaced.frame(ofKeyWithID: "digit0"))
    #expect(zero.maxY == 170)
    #expect(Self.spaced.key(at: CGPoint(x: zero.midX, y: 177.5))?.id == "digit0")
    #expect(Self.spaced.key(at: CGPoint(x: zero.midX, y: 178.5)) == nil)
    #expect(Self.spaced.key(at: CGPoint(x: zero.midX, y: 199)) == nil)
  }

  @Test("a finger in the safe-area band below or beside the keys presses the key nearest it")
  func fingerInTheBand() throws {
    let zero = try #require(Self.spaced.frame(ofKeyWithID: "digit0"))
    #expect(Self.spaced.keyIndex(touchedAt: CGPoint(x: zero.midX, y: 199)) == 15)
    #expect(Self.spaced.keyIndex(touchedAt: CGPoint(x: zero.midX, y: 200)) == nil)
    let landscape = try KeyboardLayout.calculator.layOut(
      in: KeyboardMetrics(
        size: CGSize(width: 844, height: 183), insets: EdgeInsets(left: 47, bottom: 21, right: 47),
        keySpacing: 6, scale: 3))
    #expect(landscape.key(at: CGPoint(x: 10, y: 20)) == nil)
    #expect(landscape.keyIndex(touchedAt: CGPoint(x: 10, y: 20)) == 0)
    #expect(landscape.keyIndex(touchedAt: CGPoint(x: 840, y: 20)) == 4)
    let numberPad = try KeyboardLayout.numberPad.layOut(
      in: KeyboardMetrics(
        size: CGSize(width: 300, height: 230), insets: EdgeInsets(bottom: 30), keySpacing: 4,
        scale: 2))
    #expect(numberPad.keyIndex(touchedAt: CGPoint(x: 40, y: 175)) == nil)
    #expect(numberPad.keyIndex(touchedAt: CGPoint(x: 40, y: 220)) == nil)
    #expect(numberPad.key(at: CGPoint(x: 150, y: 220)) == nil)
    #expect(
      numberPad.keyIndex(touchedAt: CGPoint(x: 150, y: 220)).map { numberPad.layout.keys[$0].id }
        == "digit0")
  }

  @Test("the empty cell of the number pad presses nothing, its neighbours press themselves")
  func numberPadHole() throws {
    let geometry = try KeyboardLayout.numberPad.layOut(
      in: KeyboardMetrics(size: CGSize(width: 300, height: 200), keySpacing: 4, scale: 2))
    #expect(geometry.key(at: CGPoint(x: 40, y: 175)) == nil)
    #expect(geometry.key(at: CGPoint(x: 98, y: 175))?.id == "digit0")
    #expect(geometry.key(at: CGPoint(x: 40, y: 148))?.id == "digit7")
  }

  @Test(
    "hit-testing agrees with measuring the distance to every key, at random points",
    arguments: [21, 22, 23] as [UInt64])
  func agreesWithBruteForce(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    for layout in LayoutEngineTests.layouts(count: 30, seed: seed) {
      let metrics = LayoutEngineTests.randomMetrics(using: &generator)
      guard let geometry = try LayoutEngineTests.laidOut(layout, in: metrics) else { continue }
      let reach = Double((metrics.keySpacing * metrics.scale).rounded() / metrics.scale)
      for _ in 0..<200 {
        let point = CGPoint(
          x: CGFloat.random(in: -5...(metrics.size.width + 5), using: &generator),
          y: CGFloat.random(in: -5...(metrics.size.height + 5), using: &generator))
        #expect(
          geometry.keyIndex(at: point) == Self.nearest(point, geometry: geometry, reach: reach),
          "\(layout.id) \(metrics) \(point)")
      }
    }
  }

  /// The specification of hit-testing, written as plainly as possible.
  static func nearest(_ point: CGPoint, geometry: LaidOutKeyboard, reach: Double) -> Int? {
    guard geometry.bounds.contains(point) else { return nil }
    var best: (index: Int, distance: Double)?
    for (index, frame) in geometry.frames.enumerated() where frame.width > 0 && frame.height > 0 {
      let inside =
        point.x >= frame.minX && point.x < frame.maxX && point.y >= frame.minY
        && point.y < frame.maxY
      if inside { return index }
      let dx = Double(max(frame.minX - point.x, 0, point.x - frame.maxX))
      let dy = Double(max(frame.minY - point.y, 0, point.y - frame.maxY))
      let distance = (dx * dx + dy * dy).squareRoot()
      if distance <= reach, distance < (best?.distance ?? .infinity) {
        best = (index, distance)
      }
    }
    return best?.index
  }
}

@Suite("Hit-testing large layouts")
struct LargeLayoutHitTestingTests {
  /// `count` free-form keys in a grid, each shrunk by a different amount so that no two
  /// share an edge: the worst case for the region table.
  static func scattered(columns: Int, rows: Int) -> KeyboardLayout {
    var generator = SeededGenerator(seed: 99)
    let keys = (0..<columns * rows).map { index in
      let shrink = Double.random(in: 0.05...0.5, using: &generator)
      return Key(
        id: "k\(index)", title: "\(index)", style: .digit, action: .insert("1"),
        placement: .frame(
          FractionalFrame(
            x: Double(index % columns) / Double(columns),
            y: Double(index / columns) / Double(rows),
            width: (1 - shrink) / Double(columns), height: (1 - shrink) / Double(rows))))
    }
    return KeyboardLayout(id: "scattered", columns: 1, rows: 1, keys: keys)
  }

  @Test("beyond the region table a key touching the far corner does not capture every point")
  func cornerKeyBeyondTheTable() throws {
    var layout = Self.scattered(columns: 40, rows: 25)
    let last = layout.keys.count - 1
    layout.keys[last].placement = .frame(
      FractionalFrame(x: 39.0 / 40, y: 24.0 / 25, width: 1.0 / 40, height: 1.0 / 25))
    let metrics = KeyboardMetrics(size: CGSize(width: 2000, height: 1000), keySpacing: 3, scale: 2)
    let geometry = try layout.layOut(in: metrics)
    #expect(geometry.keyIndex(at: CGPoint(x: 5, y: 5)) == 0)
    #expect(geometry.keyIndex(at: CGPoint(x: 1999, y: 999)) == last)
    #expect(
      geometry.keyIndex(at: CGPoint(x: 1000, y: 500))
        == HitTestingTests.nearest(CGPoint(x: 1000, y: 500), geometry: geometry, reach: 3))
  }

  @Test(
    "layouts too large for the region table hit the same keys as measuring every key",
    arguments: [(40, 25), (60, 40)])
  func beyondTheTable(columns: Int, rows: Int) throws {
    let layout = Self.scattered(columns: columns, rows: rows)
    let metrics = KeyboardMetrics(size: CGSize(width: 2000, height: 1000), keySpacing: 3, scale: 2)
    let geometry = try layout.layOut(in: metrics)
    var generator = SeededGenerator(seed: 100)
    for _ in 0..<300 {
      let point = CGPoint(
        x: CGFloat.random(in: 0..<2000, using: &generator),
        y: CGFloat.random(in: 0..<1000, using: &generator))
      #expect(
        geometry.keyIndex(at: point)
          == HitTestingTests.nearest(point, geometry: geometry, reach: 3),
        "\(point)")
    }
  }
}
