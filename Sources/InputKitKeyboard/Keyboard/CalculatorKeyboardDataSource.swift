#if canImport(UIKit)
  import InputKitKeyboardCore

  /// Gives a ``CalculatorKeyboard`` its keys as a `KeyboardLayout`.
  ///
  /// Apps rarely need one: without a data source the keyboard shows the layout it was created
  /// with, and switch-layout keys find the built-in layouts by name.
  @MainActor
  public protocol CalculatorKeyboardDataSource: AnyObject {
    /// Asks for the layout a keyboard shows, when the data source is set and on
    /// ``CalculatorKeyboard/reloadLayout()``.
    /// - Parameter keyboard: The keyboard asking.
    /// - Returns: The layout to show.
    func layout(for keyboard: CalculatorKeyboard) -> KeyboardLayout

    /// Asks for the layout a switch-layout key names.
    /// - Parameters:
    ///   - keyboard: The keyboard whose key was pressed.
    ///   - id: The identifier in the key's action, `KeyAction.switchLayout(id)`.
    /// - Returns: The layout to show, or `nil` to stay on the current one.
    func keyboard(_ keyboard: CalculatorKeyboard, layoutWithID id: String) -> KeyboardLayout?
  }

  extension CalculatorKeyboardDataSource {
    /// Finds a built-in layout by its identifier, as ``KeyboardLayout/builtIn(named:)`` does.
    /// - Parameters:
    ///   - keyboard: The keyboard whose key was pressed.
    ///   - id: The identifier in the key's action: `calculator`, `calculatorWithParentheses`,
    ///     `decimalPad` or `numberPad`.
    /// - Returns: That built-in layout, or `nil` for any other identifier.
    public func keyboard(_ keyboard: CalculatorKeyboard, layoutWithID id: String) -> KeyboardLayout?
    {
      KeyboardLayout.builtIn(named: id)
    }
  }
#endif
