import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore
@testable import InputKitPromptCore
@testable import InputKitShared

@Suite("Keyboard dimensions")
struct KeyboardDimensionsTests {
  struct HeightCase: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var horizontal: KeyboardSizeClass
    var vertical: KeyboardSizeClass
    var width: Double
    var height: Double
    var bottomInset: Double = 0
    var expected: Double
  }

  static let heights: [HeightCase] = [
    HeightCase(
      testDescription: "an iPhone with a Home button in portrait: the system's number pad",
      horizontal: .compact, vertical: .regular, width: 375, height: 667, expected: 216),
    HeightCase(
      testDescription:
        "an iPhone with a home indicator in portrait: the keys, the row the system keeps above the indicator, and its band",
      horizontal: .compact, vertical: .regular, width: 393, height: 852, bottomInset: 34,
      expected: 291),
    HeightCase(
      testDescription: "an iPhone in landscape", horizontal: .compact, vertical: .compact,
      width: 844, height: 390, bottomInset: 21, expected: 183),
    HeightCase(
      testDescription: "a large iPhone in landscape", horizontal: .regular, vertical: .compact,
      width: 926, height: 428, bottomInset: 21, expected: 183),
    HeightCase(
      testDescription: "a 9.7-inch iPad in portrait", horizontal: .regular, vertical: .regular,
      width: 768, height: 1024, expected: 264),
    HeightCase(
      testDescription: "a 10.9-inch iPad in portrait", horizontal: .regular, vertical: .regular,
      width: 820, height: 1180, bottomInset: 20, expected: 284),
    HeightCase(
      testDescription: "a 10.9-inch iPad in landscape", horizontal: .regular, vertical: .regular,
      width: 1180, height: 820, bottomInset: 20, expected: 372),
    HeightCase(
      testDescription: "a window compact across and regular in height is sized as a phone's",
      horizontal: .compact, vertical: .regular, width: 320, height: 1180, bottomInset: 20,
      expected: 277),
    HeightCase(
      testDescription: "a view not yet in a window", horizontal: .unspecified,
      vertical: .unspecified, width: 0, height: 0, expected: 216),
    HeightCase(
      testDescription: "a nonsense inset adds nothing", horizontal: .compact, vertical: .regular,
      width: 393, height: 852, bottomInset: .nan, expected: 216),
    HeightCase(
      testDescription: "a negative inset adds nothing", horizontal: .compact, vertical: .regular,
      width: 393, height: 852, bottomInset: -34, expected: 216),
  ]

  @Test(
    "the keyboard is as tall as the system keyboard for the window it is in", arguments: heights)
  func height(of example: HeightCase) {
    let window = KeyboardEnvironment(
      windowWidth: example.width, windowHeight: example.height, bottomInset: example.bottomInset,
      horizontal: example.horizontal, vertical: example.vertical)
    #expect(KeyboardDimensions.standard.height(in: window) == example.expected)
  }

  @Test(
    "a fixed height is the keys' height: the home indicator's band is added below it, and nothing else",
    arguments: [(0.0, 216.0), (34, 250), (21, 237), (.nan, 216), (-34, 216)])
  func fixedHeight(bottomInset: Double, expected: Double) {
    let window = KeyboardEnvironment(
      windowWidth: 393, windowHeight: 852, bottomInset: bottomInset, horizontal: .compact,
      vertical: .regular)
    #expect(KeyboardDimensions.standard.height(ofKeys: 216, in: window) == expected)
    #expect(KeyboardSession(fixedHeight: 216).height(in: window) == expected)
  }

  @Test("key titles scale with the key and stop at the largest size, in half points")
  func titleSizes() {
    let dimensions = KeyboardDimensions.standard
    #expect(dimensions.titleFontSize(forKeyWidth: 64, height: 50) == 22.5)
    #expect(dimensions.titleFontSize(forKeyWidth: 200, height: 200) == 28)
    #expect(dimensions.titleFontSize(forKeyWidth: 30, height: 50) == 15)
    #expect(dimensions.titleFontSize(forKeyWidth: 0, height: 50) == 0)
    #expect(dimensions.titleFontSize(forKeyWidth: .nan, height: 50) == 0)
  }

  @Test("key corners are a quarter of the shorter side, at most 6 pt")
  func corners() {
    let dimensions = KeyboardDimensions.standard
    #expect(dimensions.cornerRadius(forKeyWidth: 64, height: 50) == 6)
    #expect(dimensions.cornerRadius(forKeyWidth: 16, height: 50) == 4)
    #expect(dimensions.cornerRadius(forKeyWidth: -1, height: 50) == 0)
  }

  @Test("a disabled key is drawn at half opacity; long titles may shrink to half their size")
  func opacityAndShrinking() {
    let dimensions = KeyboardDimensions.standard
    #expect(dimensions.keyOpacity(isEnabled: true) == 1)
    #expect(dimensions.keyOpacity(isEnabled: false) == 0.5)
    #expect(dimensions.minimumTitleScale == 0.5)
    #expect(dimensions.keySpacing == 6)
  }

  @Test("the result sits 12 pt inside the bar's safe area and never gets a negative width")
  func resultFrame() {
    let dimensions = KeyboardDimensions.standard
    let frame = dimensions.resultFrame(
      inBarOfSize: CGSize(width: 390, height: 36), insets: EdgeInsets(left: 44, right: 44))
    #expect(frame.minX == 56)
    #expect(frame.width == 278)
    #expect(frame.height == 36)
    #expect(
      dimensions.resultFrame(inBarOfSize: CGSize(width: 10, height: 36), insets: .zero).width == 0)
  }

  @Test(
    "with navigation the bar puts Previous and Next at the leading edge, Done at the trailing one and the result between, mirrored right to left",
    arguments: [false, true])
  func navigationFrames(isRightToLeft: Bool) {
    let frames = KeyboardDimensions.standard.resultBarFrames(
      inBarOfSize: CGSize(width: 390, height: 36), insets: .zero, showsNavigation: true,
      isRightToLeft: isRightToLeft)
    let xs = [frames.previous, frames.next, frames.result, frames.done].map(\.minX)
    let expected: [CGFloat] = isRightToLeft ? [346, 302, 100, 0] : [0, 44, 100, 302]
    let widths = [frames.previous, frames.next, frames.result, frames.done].map(\.width)
    #expect(xs == expected)
    #expect(widths == [44, 44, 190, 88])
    #expect(frames.done.height == 36)
  }

  @Test(
    "on a bar too narrow for the four, no button lies over another or past the bar's end",
    arguments: [0, 30, 60, 100, 120, 175, 176, 200], [false, true])
  func narrowNavigationFrames(width: CGFloat, isRightToLeft: Bool) {
    let bar = CGRect(x: 0, y: 0, width: width, height: 36)
    let frames = KeyboardDimensions.standard.resultBarFrames(
      inBarOfSize: bar.size, insets: .zero, showsNavigation: true, isRightToLeft: isRightToLeft)
    let parts = [frames.previous, frames.next, frames.result, frames.done]
    for (index, part) in parts.enumerated() {
      #expect(part.width >= 0 && part.minX >= 0 && part.maxX <= width)
      for other in parts[(index + 1)...] {
        #expect(part.intersection(other).width <= 0 || part.width == 0 || other.width == 0)
      }
    }
    // Done is a whole 88 points wherever the bar has room for the three buttons.
    #expect(width < 176 || frames.done.width == 88)
  }

  @Test("without navigation the result takes the bar and the buttons get no room")
  func noNavigationFrames() {
    let size = CGSize(width: 390, height: 36)
    let frames = KeyboardDimensions.standard.resultBarFrames(
      inBarOfSize: size, insets: EdgeInsets(left: 44, right: 44), showsNavigation: false,
      isRightToLeft: false)
    let whole = KeyboardDimensions.standard.resultFrame(
      inBarOfSize: size, insets: EdgeInsets(left: 44, right: 44))
    let buttons = [frames.previous, frames.next, frames.done]
    #expect(frames.result == whole)
    #expect(buttons.allSatisfy { $0.width == 0 })
  }
}
