import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore

@Suite("Switching layouts")
struct LayoutSwitchingTests {
  @Test("without a data source a switch key finds the built-in layout of its name")
  func builtIn() {
    #expect(KeyboardLayout.switchTarget(forID: "decimalPad", dataSource: nil) == .decimalPad)
    #expect(KeyboardLayout.switchTarget(forID: "noSuchLayout", dataSource: nil) == nil)
  }

  @Test("a data source's nil keeps the current layout, even for a built-in name")
  func dataSourceSaysStay() {
    #expect(KeyboardLayout.switchTarget(forID: "decimalPad", dataSource: { _ in nil }) == nil)
  }

  @Test("a data source's layout is shown instead of the built-in of that name")
  func dataSourceLayout() {
    let target = KeyboardLayout.switchTarget(forID: "decimalPad", dataSource: { _ in .numberPad })
    #expect(target == .numberPad)
  }
}
