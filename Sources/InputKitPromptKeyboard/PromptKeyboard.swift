#if canImport(UIKit)
  import UIKit
  import InputKitUI

  /// The keyboard a text prompt's field types with (`TextPromptOptions.Keyboard`): the system's,
  /// InputKit's calculator (`.calculator()`, with the `InputKitKeyboard` product), or one the
  /// app makes.
  ///
  /// Its own module, so that the keyboard's product can offer `.calculator()` without either
  /// product requiring the other.
  public struct PromptKeyboard: Sendable {
    /// Makes the prompt's field, typing with this keyboard, on the main actor.
    package let makeField: @MainActor @Sendable () -> UITextField

    /// A keyboard that types into the field `makeField` makes.
    package init(makeField: @escaping @MainActor @Sendable () -> UITextField) {
      self.makeField = makeField
    }

    /// The system keyboard, of this type, filling this content type, capitalising so.
    ///
    /// - Parameters:
    ///   - type: The keyboard's type; the default keyboard by default.
    ///   - contentType: What the field holds, for AutoFill; nothing by default.
    ///   - autocapitalization: When to capitalise; sentences by default.
    /// - Returns: The keyboard.
    public static func system(
      _ type: UIKeyboardType = .default, contentType: UITextContentType? = nil,
      autocapitalization: UITextAutocapitalizationType = .sentences
    ) -> PromptKeyboard {
      PromptKeyboard {
        let field = UITextField(frame: .zero)
        field.keyboardType = type
        field.textContentType = contentType
        field.autocapitalizationType = autocapitalization
        return field
      }
    }

    /// A keyboard the app makes, on the main actor, set as the field's `inputView` when the
    /// prompt is made. A `CalculatorKeyboard` gets a field that passes it a hardware
    /// keyboard's keys too.
    ///
    /// - Parameter make: Makes the keyboard view.
    /// - Returns: The keyboard.
    public static func custom(
      _ make: @escaping @MainActor @Sendable () -> UIView
    )
      -> PromptKeyboard
    {
      PromptKeyboard {
        let keyboard = make()
        // UIKit hands a hardware keyboard's keys to the field, not to its input view.
        if let keyboard = keyboard as? any FieldMakingInputView { return keyboard.makeField() }
        let field = UITextField(frame: .zero)
        field.inputView = keyboard
        return field
      }
    }
  }

  /// An input view that makes the field it types into (the calculator keyboard, whose field
  /// passes it a hardware keyboard's keys).
  @MainActor
  package protocol FieldMakingInputView: UIView {
    /// A field typing with this view, showing no live-result bar (the prompt has its own bar).
    func makeField() -> UITextField
  }
#endif
