#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// The iPad's shortcuts bar (undo, redo, paste, an app's own buttons), which UIKit shows above
  /// any input view: a field typed with the calculator keyboard shows none, since what it holds
  /// would edit past the keyboard's rules and no `.keyboard` overlay covers it, and gets its
  /// button groups back once it uses another keyboard.
  @MainActor
  final class KeyboardShortcutsBarTests: XCTestCase {
    /// Fails if a field the keyboard types into keeps its shortcut groups, or does not get them
    /// back when it begins editing with the system keyboard. On an iPad it also fails if UIKit
    /// announces a keyboard taller than the calculator's own height (the bar above it); an
    /// iPhone shows no bar, and there only the groups are checked.
    func testAFieldTypedWithTheKeyboardShowsNoShortcutsAndGetsThemBack() throws {
      let window = try TestWindow(in: self)
      let field = UITextField(frame: .zero)
      let item = field.inputAssistantItem
      let done = UIBarButtonItemGroup(
        barButtonItems: [UIBarButtonItem(systemItem: .done)], representativeItem: nil)
      item.trailingBarButtonGroups = [done]
      let leading = item.leadingBarButtonGroups
      let keyboard = CalculatorKeyboard()
      keyboard.attach(to: field, showsLiveResult: false)
      window.show(field)
      let announced = KeyboardNotificationLog(center: .default)

      XCTAssertNotNil(showInputView(of: field))
      waitUntil("UIKit announces the keyboard") { announced.didShowEndFrame != nil }

      XCTAssertEqual(item.leadingBarButtonGroups.count, 0)
      XCTAssertEqual(item.trailingBarButtonGroups.count, 0)
      if window.window.traitCollection.userInterfaceIdiom == .pad {
        let shown = try XCTUnwrap(announced.didShowEndFrame)
        XCTAssertEqual(
          shown.height, keyboard.intrinsicContentSize.height, accuracy: 0.5,
          "UIKit announced \(shown): the keys and no bar above them")
      }

      XCTAssertTrue(field.resignFirstResponder())
      field.inputView = nil
      XCTAssertTrue(field.becomeFirstResponder())
      XCTAssertEqual(item.trailingBarButtonGroups, [done], "the app's own group is back")
      XCTAssertEqual(item.leadingBarButtonGroups.count, leading.count, "and UIKit's")
    }
  }
#endif
