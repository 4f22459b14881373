import Foundation
import Testing

/// The device tests compare the keyboard UIKit draws with SVGs the renderer drew
/// (`Examples/iOS/DeviceTests/KeyboardSVGFixtures.swift`): the renderer must still draw exactly
/// those, or the comparison would check against a drawing nobody makes any more.
@Suite("the device tests' SVG fixtures")
struct DeviceTestFixtureTests {
  @Test(
    "the SVGs the device tests compare UIKit's keyboard with are what inputkit render draws now",
    arguments: ["2", "3"])
  func fixturesMatchTheRenderer(scale: String) throws {
    let run = ToolRun([
      "render", "calculator", "--width", "320", "--height", "216", "--spacing", "6", "--scale",
      scale,
    ])
    #expect(run.status == 0)
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/iOS/DeviceTests/KeyboardSVGFixtures.swift")
    let source = try String(contentsOf: fixtures, encoding: .utf8)
    let declaration = "static let scale\(scale) = #\"\"\"\n"
    let start = try #require(source.range(of: declaration)).upperBound
    let end = try #require(source.range(of: "\"\"\"#", range: start..<source.endIndex)).lowerBound
    #expect(String(source[start..<end]) == run.output)
  }
}
