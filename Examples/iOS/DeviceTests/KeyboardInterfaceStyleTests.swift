#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// The keys of a field that asks for the default keyboard appearance take the field's
  /// interface style, as the system keyboard does for an app that forces Light or Dark: not the
  /// style of UIKit's keyboard window, which follows the person's setting.
  @MainActor
  final class KeyboardInterfaceStyleTests: XCTestCase {
    /// Fails if the keys follow only the keyboard's own window rather than the field: a field
    /// forced to Dark, then to Light (its `overrideUserInterfaceStyle`, as an app forces its
    /// window's), gets keys of the person's setting in one of the two, whichever the Simulator
    /// has. Nothing is set on UIKit's keyboard window.
    func testTheKeysTakeTheFieldsForcedStyle() throws {
      let window = try TestWindow(in: self)
      let keyboard = CalculatorKeyboard()
      let field = UITextField(frame: .zero)
      field.overrideUserInterfaceStyle = .dark
      keyboard.attach(to: field, showsLiveResult: false)
      window.show(field)
      XCTAssertEqual(field.keyboardAppearance, .default)
      XCTAssertNotNil(showInputView(of: field))
      keyboard.layoutIfNeeded()
      let seven = try keyboard.keyView("digit7")
      let sample = CGPoint(x: seven.frame.minX + seven.frame.width * 0.12, y: seven.frame.midY)
      let drawn = { (try? Snapshot(of: keyboard).color(at: sample)) ?? RGB(hex: "#000000") }

      waitUntil("the keys are dark, as the field is") {
        drawn().isClose(to: RGB(hex: KeyboardSVGFixtures.digitFill.dark))
      }

      field.overrideUserInterfaceStyle = .light
      // UIKit tells an input view nothing of its field's traits; the app says so, as for a
      // keyboard appearance changed while editing.
      keyboard.refreshForFieldText()
      waitUntil("the keys are light, as the field is") {
        drawn().isClose(to: RGB(hex: KeyboardSVGFixtures.digitFill.light))
      }
    }
  }
#endif
