import Foundation
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
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/iOS/DeviceTests/KeyboardSVGFixtures.swift")
    let source = try String(contentsOf: fixtures, encoding: .utf8)
    let declaration = "static let calculator = #\"\"\"\n"
    let start = try #require(source.range(of: declaration)).upperBound
    let end = try #require(source.range(of: "\"\"\"#", range: start..<source.endIndex)).lowerBound
    // A multi-line string's lines are indented as its closing delimiter, which Swift strips.
    let lines = source[start..<end].split(separator: "\n", omittingEmptySubsequences: false)
    let indentation = try #require(lines.last).count
    let text = lines.dropLast().map { $0.dropFirst(indentation) + "\n" }.joined()
    #expect(text == run.output)
  }
}
