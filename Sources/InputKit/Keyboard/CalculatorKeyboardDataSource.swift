#if canImport(UIKit)
  import InputKitCore

  /// Gives a `CalculatorKeyboard` its keys, as a
  /// `KeyboardLayout` value rather than a count and a button per index: the layout says what
  /// every key shows and does, and the keyboard lays it out for any size.
  ///
  /// Apps rarely need one: without a data source the keyboard shows the layout it was created
  /// with, and switch-layout keys find the built-in layouts by name.
  @MainActor
  public protocol CalculatorKeyboardDataSource: AnyObject {
    /// The layout `keyboard` shows; asked when the data source is set and on `reloadLayout()`.
    func layout(for keyboard: CalculatorKeyboard) -> KeyboardLayout

    /// The layout a `switchLayout(id)` key asks for, or `nil` to stay on the current one.
    func keyboard(_ keyboard: CalculatorKeyboard, layoutWithID id: String) -> KeyboardLayout?
  }

  extension CalculatorKeyboardDataSource {
    /// The built-in layout whose id is `id` (`KeyboardLayout.builtIn(named:)`), or `nil`.
    public func keyboard(_ keyboard: CalculatorKeyboard, layoutWithID id: String) -> KeyboardLayout?
    {
      KeyboardLayout.builtIn(named: id)
    }
  }
#endif
