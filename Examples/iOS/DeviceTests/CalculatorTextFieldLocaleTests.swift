#if canImport(UIKit)
  import Combine
  import InputKit
  import SwiftUI
  import UIKit
  import XCTest

  /// A `CalculatorTextField` whose locale or layout changes while it is edited under a
  /// `.keyboard` overlay: the field keeps its keyboard, on screen, with the overlay still over
  /// its keys, and the keys follow the new locale.
  ///
  /// The test fails if the field is given a new keyboard for the new locale (the overlay is left
  /// in the old keyboard, off screen, and the new keys are uncovered), or if the keys keep the
  /// old locale's decimal separator.
  @MainActor
  final class CalculatorTextFieldLocaleTests: XCTestCase {
    func testANewLocaleKeepsTheKeyboardAndTheOverlayOverItsKeys() throws {
      let overlay = ActivityOverlay(configuration: .immediate())
      let model = LocaleModel()
      let hosting = UIHostingController(rootView: LocaleField(overlay: overlay, model: model))
      _ = try TestWindow(root: hosting, in: self)
      hosting.view.layoutIfNeeded()
      let field = try XCTUnwrap(
        hosting.view.allSubviews.lazy.compactMap { $0 as? CalculatorField }.first)
      let keyboard = field.keyboard
      XCTAssertNotNil(showInputView(of: field))
      let token = overlay.begin()
      defer { overlay.end(token) }
      waitUntil("the overlay is inside the keyboard") { overlay.superview === keyboard }
      let englishDecimal = try Self.title(of: "decimal", in: keyboard)

      model.locale = Locale(identifier: "de_DE")
      waitUntil("the keys follow the new locale") {
        (try? Self.title(of: "decimal", in: keyboard)) == ","
      }

      XCTAssertEqual(englishDecimal, ".")
      XCTAssertIdentical(field.keyboard, keyboard, "the same keyboard")
      XCTAssertIdentical(field.inputView, keyboard)
      XCTAssertNotNil(keyboard.window, "still on screen")
      XCTAssertIdentical(overlay.superview, keyboard, "the overlay still covers the keys")
      XCTAssertTrue(field.isFirstResponder)
    }

    /// The title the key `id` shows: the text of the label inside its view.
    private static func title(of id: String, in keyboard: CalculatorKeyboard) throws -> String? {
      try keyboard.keyView(id).allSubviews.lazy.compactMap { ($0 as? UILabel)?.text }.first
    }
  }

  /// The locale the test changes from outside the view.
  @MainActor
  private final class LocaleModel: ObservableObject {
    @Published var locale = Locale(identifier: "en_US")
    @Published var amount = ""
  }

  /// A calculator field under a `.keyboard` overlay, in the model's locale.
  private struct LocaleField: View {
    let overlay: ActivityOverlay
    @ObservedObject var model: LocaleModel

    var body: some View {
      VStack {
        CalculatorTextField("Amount", text: $model.amount)
          .activityOverlay(overlay, coverage: .keyboard)
        Spacer()
      }
      .environment(\.locale, model.locale)
    }
  }
#endif
