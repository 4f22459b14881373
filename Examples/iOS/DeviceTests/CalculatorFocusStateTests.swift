#if canImport(UIKit)
  import Combine
  import InputKit
  import SwiftUI
  import UIKit
  import XCTest

  /// Why `focus = nil` asks nothing of a `CalculatorTextField` following a `@FocusState`
  /// (`calculatorFocused(_:equals:)`): SwiftUI documents a focus state as `nil` "when focus is
  /// not in any view that is bound to this state", and the calculator's field is a UIKit field
  /// no `.focused` view binds. This test records what SwiftUI reports while the field has the
  /// keyboard, and holds InputKit to the consequence.
  @MainActor
  final class CalculatorFocusStateTests: XCTestCase {
    /// Fails if the calculator keyboard drops once SwiftUI reports `nil` for a focus no
    /// `.focused` view holds (`nil` taken as a request to dismiss). Its message says what
    /// SwiftUI reported: a focus state kept at the field's value would show that `nil` could
    /// dismiss the keyboard as it dismisses SwiftUI's.
    func testWhileTheCalculatorFieldHasTheKeyboardTheFocusStateReadsNilAndTheKeyboardStaysUp()
      throws
    {
      let model = FocusModel()
      let hosting = UIHostingController(rootView: FocusForm(model: model))
      let window = try TestWindow(root: hosting, in: self)
      hosting.view.layoutIfNeeded()
      let field = try XCTUnwrap(Self.calculatorField(in: hosting.view))

      model.requests += 1
      waitUntil("the field becomes first responder") { field.isFirstResponder }
      waitUntil("UIKit shows the keyboard") { field.keyboard.window != nil }
      waitUntilUIKitHasSettled(in: window.window)
      waitUntilUIKitHasSettled(in: window.window)

      XCTAssertTrue(
        field.isFirstResponder,
        "the keyboard stays up; SwiftUI reads the focus state as \(String(describing: model.seen))"
      )
      XCTAssertNil(
        model.seen ?? nil,
        "SwiftUI keeps a focus value no .focused view holds: focus = nil could dismiss the keyboard"
      )
    }

    /// The calculator field somewhere under `view`.
    private static func calculatorField(in view: UIView) -> CalculatorField? {
      (view as? CalculatorField) ?? view.subviews.lazy.compactMap(calculatorField).first
    }
  }

  /// What the test asks of the form and what the form saw of its focus state.
  @MainActor
  private final class FocusModel: ObservableObject {
    @Published var requests = 0
    /// The focus state's last value SwiftUI reported, `nil` until it reported one.
    var seen: FocusForm.Field??
  }

  /// An amount field focused from a `@FocusState` value, whose changes the form records.
  private struct FocusForm: View {
    enum Field: Hashable { case amount }
    @ObservedObject var model: FocusModel
    @FocusState private var focus: Field?

    var body: some View {
      VStack {
        CalculatorTextField("Amount", value: .constant(nil))
          .calculatorFocused($focus, equals: .amount)
        Spacer()
      }
      .onChange(of: focus) { model.seen = .some($0) }
      .onReceive(model.$requests.dropFirst()) { _ in focus = .amount }
    }
  }
#endif
