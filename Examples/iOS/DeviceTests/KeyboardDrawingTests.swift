#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// The keyboard UIKit draws and the same layout the SVG renderer draws cannot drift apart:
  /// each key's frame is the renderer's rect within half a point, and a snapshot of the UIKit
  /// keyboard shows each key's fill where the renderer fills it.
  @MainActor
  final class KeyboardDrawingTests: XCTestCase {
    /// Fails if a key view's frame drifts more than half a point from the renderer's rect for
    /// the same layout and size, or its fill from the SVG's (a geometry or palette computed in
    /// UIKit instead of asked of the core).
    func testTheKeysUIKitDrawsAreTheKeysTheSVGRendererDraws() throws {
      let window = try TestWindow(in: self)
      // The renderer's light theme.
      window.window.overrideUserInterfaceStyle = .light
      let keyboard = CalculatorKeyboard()
      // Clear of the window's safe area, so the keys fill the whole 320 × 216 points.
      keyboard.frame = CGRect(x: 0, y: 240, width: 320, height: 216)
      window.root.view.addSubview(keyboard)
      keyboard.layoutIfNeeded()
      XCTAssertEqual(keyboard.safeAreaInsets, .zero, "the keyboard is clear of the safe area")
      let drawn = Self.keyRects(inSVG: KeyboardSVGFixtures.calculator)
      let views = keyboard.keyViews
      XCTAssertEqual(views.count, drawn.count, "one drawn key per key view")

      let snapshot = try Snapshot(of: keyboard)
      for (view, key) in zip(views, drawn) {
        let label = view.accessibilityLabel ?? "?"
        // Each edge within half a point: the SVG's edges are snapped to a 3× screen's pixels.
        XCTAssertEqual(view.frame.minX, key.frame.minX, accuracy: 0.5, label)
        XCTAssertEqual(view.frame.minY, key.frame.minY, accuracy: 0.5, label)
        XCTAssertEqual(view.frame.maxX, key.frame.maxX, accuracy: 0.5, label)
        XCTAssertEqual(view.frame.maxY, key.frame.maxY, accuracy: 0.5, label)
        let sample = CGPoint(x: key.frame.minX + key.frame.width * 0.12, y: key.frame.midY)
        let color = try XCTUnwrap(snapshot.color(at: sample), label)
        XCTAssertTrue(
          color.isClose(to: key.fill),
          "\(label) at \(sample): \(color) drawn, \(key.fill) in the SVG")
      }
    }

    /// Fails if the keys of a field whose keyboard appearance is `.default` keep their light
    /// colours when the traits they are drawn with turn dark (colours fixed at creation rather
    /// than resolved for the trait collection, or no repaint on a trait change).
    ///
    /// The keyboard is drawn in the test's own window, whose style the test sets: UIKit's own
    /// keyboard window follows the person's setting, and a trait set on it would be left behind
    /// for the tests after this one.
    func testTheKeysOfAFieldWithTheDefaultAppearanceFollowDarkMode() throws {
      let window = try TestWindow(in: self)
      window.window.overrideUserInterfaceStyle = .light
      let keyboard = CalculatorKeyboard()
      let field = UITextField(frame: .zero)
      keyboard.attach(to: field)
      window.show(field)
      XCTAssertEqual(field.keyboardAppearance, .default)
      keyboard.frame = CGRect(x: 0, y: 240, width: 320, height: 216)
      window.root.view.addSubview(keyboard)
      keyboard.layoutIfNeeded()
      let seven = try keyboard.keyView("digit7")
      let light = try XCTUnwrap(Snapshot(of: keyboard).color(at: Self.fillSample(of: seven)))
      XCTAssertTrue(light.isClose(to: RGB(hex: KeyboardSVGFixtures.digitFill.light)), "\(light)")

      window.window.overrideUserInterfaceStyle = .dark
      waitUntil("the keys are dark") {
        (try? Snapshot(of: keyboard).color(at: Self.fillSample(of: seven)))?.isClose(
          to: RGB(hex: KeyboardSVGFixtures.digitFill.dark)) == true
      }
    }

    /// Left of a key's title, halfway down, clear of its rounded corners: where its fill shows.
    private static func fillSample(of key: UIView) -> CGPoint {
      CGPoint(x: key.frame.minX + key.frame.width * 0.12, y: key.frame.midY)
    }

    /// A key as the SVG draws it: its rect and its fill.
    private struct DrawnKey {
      var frame: CGRect
      var fill: RGB
    }

    /// The keys' rects of an SVG the renderer wrote, in document order (the layout's order); the
    /// background rect has no position and is left out.
    private static func keyRects(inSVG svg: String) -> [DrawnKey] {
      let number = #"(-?[0-9.]+)"#
      let pattern =
        #"<rect x=""# + number + #"" y=""# + number + #"" width=""# + number + #"" height=""#
        + number + ##"" rx="[0-9.]+" fill="#([0-9A-F]{6})""##
      let expression = try? NSRegularExpression(pattern: pattern)
      let whole = NSRange(svg.startIndex..., in: svg)
      return (expression?.matches(in: svg, range: whole) ?? []).compactMap { match in
        let parts = (1...5).compactMap { Range(match.range(at: $0), in: svg).map { svg[$0] } }
        guard parts.count == 5 else { return nil }
        let numbers = parts[0..<4].compactMap { Double($0) }.map { CGFloat($0) }
        guard numbers.count == 4 else { return nil }
        return DrawnKey(
          frame: CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
          fill: RGB(hex: "#\(parts[4])"))
      }
    }
  }

  /// A colour as 8-bit sRGB components.
  struct RGB: Equatable, CustomStringConvertible {
    var red: Int
    var green: Int
    var blue: Int

    /// Whether `other` is this colour within two steps of 255 in each component (the rounding
    /// of a colour drawn and read back).
    func isClose(to other: RGB) -> Bool {
      [red - other.red, green - other.green, blue - other.blue].allSatisfy { abs($0) <= 2 }
    }

    var description: String { String(format: "#%02X%02X%02X", red, green, blue) }
  }

  extension RGB {
    /// The colour written `#RRGGBB`, as the SVG and the fixtures write it; black for text that is
    /// not one.
    init(hex: String) {
      let value = UInt32(hex.dropFirst(), radix: 16) ?? 0
      self.init(
        red: Int(value >> 16 & 0xFF), green: Int(value >> 8 & 0xFF), blue: Int(value & 0xFF))
    }
  }

  /// A view drawn by UIKit into sRGB pixels, one per point, read back by point.
  @MainActor
  struct Snapshot {
    private let pixels: [UInt8]
    private let width: Int
    private let height: Int

    init(of view: UIView) throws {
      width = Int(view.bounds.width)
      height = Int(view.bounds.height)
      var bytes = [UInt8](repeating: 0, count: width * height * 4)
      let space = try XCTUnwrap(CGColorSpace(name: CGColorSpace.sRGB))
      let drawn = bytes.withUnsafeMutableBytes { buffer -> Bool in
        guard
          let context = CGContext(
            data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
            bytesPerRow: width * 4, space: space,
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return false }
        // UIKit draws with the origin at the top left.
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        view.layer.render(in: context)
        return true
      }
      XCTAssertTrue(drawn, "a bitmap context for the snapshot")
      pixels = bytes
    }

    /// The colour drawn at `point`, in the view's coordinates.
    func color(at point: CGPoint) -> RGB? {
      let x = Int(point.x)
      let y = Int(point.y)
      guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
      let offset = (y * width + x) * 4
      return RGB(
        red: Int(pixels[offset]), green: Int(pixels[offset + 1]), blue: Int(pixels[offset + 2]))
    }
  }
#endif
