#if canImport(UIKit)
  import Combine
  import InputKit
  import SwiftUI
  import UIKit
  import XCTest

  /// `CalculatorTextField` in a `UIHostingController` in a window: the size SwiftUI gives it,
  /// focus driven from a `@FocusState` value the owning view never reads, the bound value after
  /// Return, and a value set in code reaching both bindings.
  @MainActor
  final class CalculatorTextFieldTests: XCTestCase {
    /// Fails if `CalculatorTextField` reports another size to SwiftUI than a `TextField` would:
    /// narrower than offered, or taller or shorter than its text.
    func testTheFieldTakesTheOfferedWidthAndItsTextsHeight() throws {
      let model = FieldModel()
      let hosting = UIHostingController(rootView: PlainField(model: model))
      _ = try TestWindow(root: hosting, in: self)
      hosting.view.layoutIfNeeded()
      let field = try XCTUnwrap(Self.calculatorField(in: hosting.view))

      let fitting = hosting.sizeThatFits(in: CGSize(width: 300, height: 1000))

      XCTAssertEqual(fitting.width, 300, accuracy: 0.5, "as wide as offered")
      XCTAssertEqual(
        fitting.height, field.intrinsicContentSize.height, accuracy: 0.5, "as tall as its text")
      XCTAssertEqual(field.bounds.height, field.intrinsicContentSize.height, accuracy: 0.5)
      XCTAssertGreaterThan(field.bounds.width, field.intrinsicContentSize.width)
    }

    /// Fails if a `@FocusState` value no view reads does not make the field first responder, or
    /// Return does not write the value binding and commit once.
    func testSettingTheFocusStateBringsTheKeyboardUpAndReturnWritesTheValue() throws {
      let model = FieldModel()
      let hosting = UIHostingController(rootView: AmountForm(model: model))
      _ = try TestWindow(root: hosting, in: self)
      hosting.view.layoutIfNeeded()
      let field = try XCTUnwrap(Self.calculatorField(in: hosting.view))
      XCTAssertFalse(field.isFirstResponder)

      // A button's action would do the same: the view that owns the focus state sets it and
      // never reads it.
      model.focusRequests += 1
      waitUntil("the field becomes first responder") { field.isFirstResponder }
      waitUntil("UIKit shows the keyboard") { field.keyboard.window != nil }

      try field.keyboard.tap(["digit1", "digit2", "plus", "digit3", "return"])
      finishTheMainQueuesTurn()

      waitUntil("the value binding holds 15") { model.amount == 15 }
      XCTAssertEqual(model.commits, 1)
    }

    /// Fails if a value set in code does not reach the field's text, or not the text binding.
    func testAValueSetInCodeIsShownAndWrittenIntoTheTextBindingToo() throws {
      let model = FieldModel()
      model.expression = "12+3"
      model.amount = 15
      let hosting = UIHostingController(rootView: ExpressionForm(model: model))
      _ = try TestWindow(root: hosting, in: self)
      hosting.view.layoutIfNeeded()
      let field = try XCTUnwrap(Self.calculatorField(in: hosting.view))
      XCTAssertEqual(field.text, "12+3")

      model.amount = 7

      waitUntil("the field shows 7") { field.text == "7" }
      waitUntil("the text binding holds 7") { model.expression == "7" }
    }

    /// The calculator field somewhere under `view`.
    private static func calculatorField(in view: UIView) -> CalculatorField? {
      (view as? CalculatorField) ?? view.subviews.lazy.compactMap(calculatorField).first
    }
  }

  /// The state the test views show, changed by the tests from outside the views.
  @MainActor
  private final class FieldModel: ObservableObject {
    @Published var amount: Decimal?
    @Published var expression = ""
    @Published var focusRequests = 0
    var commits = 0
  }

  /// An amount field focused from a `@FocusState` value that this view sets but never reads.
  private struct AmountForm: View {
    enum Field: Hashable { case amount }
    @ObservedObject var model: FieldModel
    @FocusState private var focus: Field?

    var body: some View {
      VStack {
        CalculatorTextField("Amount", value: $model.amount) { model.commits += 1 }
          .calculatorFieldStyle(.roundedBorder)
          .calculatorFocused($focus, equals: .amount)
        Spacer()
      }
      .onReceive(model.$focusRequests.dropFirst()) { _ in focus = .amount }
    }
  }

  /// A field alone, sized by SwiftUI as a `TextField` is.
  private struct PlainField: View {
    @ObservedObject var model: FieldModel

    var body: some View {
      CalculatorTextField("Amount", value: $model.amount)
    }
  }

  /// A field binding both the expression typed and its value.
  private struct ExpressionForm: View {
    @ObservedObject var model: FieldModel

    var body: some View {
      VStack {
        CalculatorTextField(
          "Amount", text: $model.expression, value: $model.amount,
          locale: Locale(identifier: "en_US_POSIX"))
        Spacer()
      }
    }
  }
#endif
