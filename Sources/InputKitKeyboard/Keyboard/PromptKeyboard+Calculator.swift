#if canImport(UIKit)
  import UIKit
  import InputKitKeyboardCore
  import InputKitPromptKeyboard

  extension PromptKeyboard {
    /// InputKit's calculator keyboard showing `layout`, for `locale`'s separators; a hardware
    /// keyboard's keys go through its rules too, as in a `CalculatorField`.
    ///
    /// - Parameters:
    ///   - layout: The keys; the calculator's by default.
    ///   - locale: The locale of the separators; `nil` for the person's, also when it changes.
    /// - Returns: The keyboard.
    public static func calculator(
      _ layout: KeyboardLayout = .calculator, locale: Locale? = nil
    ) -> Self {
      .custom { CalculatorKeyboard(layout: layout, locale: locale) }
    }
  }

  extension CalculatorKeyboard: FieldMakingInputView {
    /// A `CalculatorField` typing with this keyboard, which passes it hardware keys.
    package func makeField() -> UITextField {
      CalculatorField(keyboard: self, showsLiveResult: false)
    }
  }
#endif
