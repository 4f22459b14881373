import Foundation
import InputKitCore
import InputKitTerminal
import Testing

/// The device tests compare the keyboard UIKit draws with an SVG the renderer drew
/// (`Examples/iOS/DeviceTests/KeyboardSVGFixtures.swift`): the renderer must still draw exactly
/// that, or the comparison would check against a drawing nobody makes any more.
@Suite("the device tests' SVG fixture")
struct DeviceTestFixtureTests {
  @Test("the SVG the device tests compare UIKit's keyboard with is what inputkit render draws now")
  func fixtureMatchesTheRenderer() throws {
    let run = ToolRun([
      "render", "calculator", "--width", "320", "--height", "216", "--spacing", "6", "--scale", "3",
    ])
    #expect(run.status == 0)
    let source = try String(contentsOf: Self.fixtures, encoding: .utf8)
    let declaration = "static let calculator = #\"\"\"\n"
    let start = try #require(source.range(of: declaration)).upperBound
    let end = try #require(source.range(of: "\"\"\"#", range: start..<source.endIndex)).lowerBound
    // A multi-line string's lines are indented as its closing delimiter, which Swift strips.
    let lines = source[start..<end].split(separator: "\n", omittingEmptySubsequences: false)
    let indentation = try #require(lines.last).count
    let text = lines.dropLast().map { $0.dropFirst(indentation) + "\n" }.joined()
    #expect(text == run.output)
  }

  @Test("the palette colours and keyboard heights the device tests expect are the core's")
  func coreValuesMatchTheCore() throws {
    let source = try String(contentsOf: Self.fixtures, encoding: .utf8)
    let fill = try #require(
      source.firstMatch(
        of: #/static let digitFill = \(light: "(#[0-9A-F]{6})", dark: "(#[0-9A-F]{6})"\)/#))
    #expect(fill.1 == KeyboardPalette.light.digit.fill.hexString)
    #expect(fill.2 == KeyboardPalette.dark.digit.fill.hexString)
    let heights = try #require(
      source.firstMatch(
        of:
          #/static let heights = \(\s*portraitPhone: ([0-9.]+), compactHeight: ([0-9.]+), portraitPad: ([0-9.]+), landscapePad: ([0-9.]+)\s*\)/#
      ))
    let standard = KeyboardDimensions.standard
    #expect(Double(heights.1) == standard.portraitPhoneHeight)
    #expect(Double(heights.2) == standard.compactHeightHeight)
    #expect(Double(heights.3) == standard.portraitPadHeight)
    #expect(Double(heights.4) == standard.landscapePadHeight)
  }

  /// `Examples/iOS/DeviceTests/KeyboardSVGFixtures.swift`.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/iOS/DeviceTests/KeyboardSVGFixtures.swift")
}
