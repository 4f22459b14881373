import Testing

@testable import InputKitCore

@Suite("Keyboard field state: what UIKit's values mean to the session")
struct KeyboardFieldStateTests {
  @Test(
    "a field's NSTextAlignment raw value is read as its alignment and written back the same",
    arguments: [
      (0, FieldTextAlignment.left), (1, .center), (2, .right), (3, .justified), (4, .natural),
    ])
  func alignment(rawValue: Int, alignment: FieldTextAlignment) {
    #expect(FieldTextAlignment(uiKitRawValue: rawValue) == alignment)
    #expect(alignment.uiKitRawValue == rawValue)
  }

  @Test("an alignment UIKit adds later is read as natural", arguments: [-1, 5, 99])
  func unknownAlignment(rawValue: Int) {
    #expect(FieldTextAlignment(uiKitRawValue: rawValue) == .natural)
  }

  @Test(
    "a field's interface style is dark, light, or unknown while unspecified",
    arguments: [(0, nil), (1, false), (2, true), (7, nil)] as [(Int, Bool?)])
  func interfaceStyle(rawValue: Int, isDark: Bool?) {
    #expect(KeyboardFieldState.isInterfaceDark(uiKitStyleRawValue: rawValue) == isDark)
  }

  @Test(
    "what a field shows above its keyboard: nothing, this or another keyboard's result bar, or the app's bar",
    arguments: [
      (false, false, false, FieldAccessory.none), (false, false, true, .none),
      (true, true, true, .liveResult(isThisKeyboards: true)),
      (true, true, false, .liveResult(isThisKeyboards: false)), (true, false, false, .app),
    ])
  func accessory(isPresent: Bool, isLiveResult: Bool, isThisKeyboards: Bool, read: FieldAccessory) {
    #expect(
      FieldAccessory(
        isPresent: isPresent, isLiveResult: isLiveResult, isThisKeyboards: isThisKeyboards)
        == read)
  }

  @Test(
    "Return's control events are UIKit's bits: editingDidEndOnExit 1 << 19, primaryActionTriggered 1 << 13",
    arguments: [
      (KeyboardControlEvent.editingDidEndOnExit, UInt(1) << 19),
      (.primaryActionTriggered, UInt(1) << 13),
    ])
  func controlEvent(event: KeyboardControlEvent, bits: UInt) {
    #expect(event.uiKitRawValue == bits)
  }
}
