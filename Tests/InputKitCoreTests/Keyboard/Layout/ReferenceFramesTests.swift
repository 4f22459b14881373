import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore

@Suite("The calculator layout's reference frames")
struct ReferenceFramesTests {
  /// The reference frames and titles of the classic 320 × 200 calculator keyboard, in its order.
  static let referenceFrames: [(title: String, frame: CGRect)] = [
    ("7", CGRect(x: 0, y: 0, width: 64, height: 50)),
    ("8", CGRect(x: 64, y: 0, width: 64, height: 50)),
    ("9", CGRect(x: 128, y: 0, width: 64, height: 50)),
    ("×", CGRect(x: 192, y: 0, width: 64, height: 50)),
    ("←", CGRect(x: 256, y: 0, width: 64, height: 50)),
    ("4", CGRect(x: 0, y: 50, width: 64, height: 50)),
    ("5", CGRect(x: 64, y: 50, width: 64, height: 50)),
    ("6", CGRect(x: 128, y: 50, width: 64, height: 50)),
    ("÷", CGRect(x: 192, y: 50, width: 64, height: 50)),
    ("%", CGRect(x: 256, y: 50, width: 64, height: 50)),
    ("1", CGRect(x: 0, y: 100, width: 64, height: 50)),
    ("2", CGRect(x: 64, y: 100, width: 64, height: 50)),
    ("3", CGRect(x: 128, y: 100, width: 64, height: 50)),
    ("+", CGRect(x: 192, y: 100, width: 64, height: 50)),
    ("↵", CGRect(x: 256, y: 100, width: 64, height: 100)),
    ("0", CGRect(x: 0, y: 150, width: 128, height: 50)),
    (".", CGRect(x: 128, y: 150, width: 64, height: 50)),
    ("−", CGRect(x: 192, y: 150, width: 64, height: 50)),
  ]

  @Test(
    "the calculator at 320×200 points reproduces the reference frames at every scale",
    arguments: [1, 2, 3] as [CGFloat], referenceFrames.indices)
  func referenceFrame(scale: CGFloat, index: Int) throws {
    let geometry = try KeyboardLayout.calculator.layOut(
      in: KeyboardMetrics(size: CGSize(width: 320, height: 200), scale: scale))
    let expected = Self.referenceFrames[index]
    #expect(geometry.layout.keys[index].title == expected.title)
    #expect(geometry.frames[index] == expected.frame)
  }

  @Test("the calculator has exactly the reference keys, ids and inserted signs")
  func referenceKeys() {
    let keys = KeyboardLayout.calculator.keys
    #expect(keys.map(\.title) == Self.referenceFrames.map(\.title))
    #expect(
      keys.map(\.id) == [
        "digit7", "digit8", "digit9", "times", "delete", "digit4", "digit5", "digit6", "divide",
        "percent", "digit1", "digit2", "digit3", "plus", "return", "digit0", "decimal", "minus",
      ])
    #expect(KeyboardLayout.calculator.key(withID: "minus")?.action == .insert("\u{2212}"))
    #expect(KeyboardLayout.calculator.key(withID: "times")?.action == .insert("×"))
    #expect(KeyboardLayout.calculator.key(withID: "divide")?.action == .insert("÷"))
    #expect(KeyboardLayout.calculator.key(withID: "decimal")?.action == .insert("."))
    #expect(KeyboardLayout.calculator.key(withID: "digit7")?.action == .insert("7"))
    #expect(KeyboardLayout.calculator.key(withID: "delete")?.action == .deleteBackward)
    #expect(KeyboardLayout.calculator.key(withID: "return")?.action == .return)
  }
}
