import Foundation
import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore

@Suite("Built-in layouts")
struct BuiltInLayoutTests {
  @Test(
    "each built-in is found by its name, which is its id, and is valid",
    arguments: KeyboardLayout.builtInNames)
  func lookUp(name: String) throws {
    let layout = try #require(KeyboardLayout.builtIn(named: name))
    #expect(layout.id == name)
    #expect(layout.problems == [])
  }

  @Test("an unknown name finds nothing")
  func unknownName() {
    #expect(KeyboardLayout.builtIn(named: "qwerty") == nil)
  }

  @Test("the parenthesised calculator adds clear, parentheses and equals above the calculator")
  func parentheses() throws {
    let layout = KeyboardLayout.calculatorWithParentheses
    #expect(layout.keys.prefix(4).map(\.id) == ["clear", "openParen", "closeParen", "equals"])
    #expect(layout.key(withID: "openParen")?.action == .insert("("))
    #expect(layout.key(withID: "closeParen")?.action == .insert(")"))
    let geometry = try layout.layOut(in: KeyboardMetrics(size: CGSize(width: 320, height: 250)))
    #expect(geometry.frame(ofKeyWithID: "openParen") == CGRect(x: 64, y: 0, width: 64, height: 50))
    #expect(geometry.frame(ofKeyWithID: "return") == CGRect(x: 256, y: 150, width: 64, height: 100))
  }

  @Test("the pads put digits where a phone does")
  func pads() throws {
    let metrics = KeyboardMetrics(size: CGSize(width: 300, height: 200))
    let decimal = try KeyboardLayout.decimalPad.layOut(in: metrics)
    #expect(decimal.key(at: CGPoint(x: 10, y: 10))?.id == "digit1")
    #expect(decimal.key(at: CGPoint(x: 10, y: 190))?.id == "decimal")
    #expect(decimal.key(at: CGPoint(x: 150, y: 190))?.id == "digit0")
    #expect(decimal.key(at: CGPoint(x: 290, y: 190))?.id == "delete")
    #expect(KeyboardLayout.numberPad.key(withID: "decimal") == nil)
  }
}
