extension KeyboardLayout {
  package static let builtInNames = [
    "calculator", "calculatorWithParentheses", "decimalPad", "numberPad",
  ]

  /// The built-in layout whose id is `name`, so that a data source that adds layouts of its
  /// own can still switch to the built-in ones.
  ///
  /// ```swift
  /// func keyboard(_ keyboard: CalculatorKeyboard, layoutWithID id: String) -> KeyboardLayout? {
  ///   id == "hex" ? hexLayout : KeyboardLayout.builtIn(named: id)
  /// }
  /// ```
  /// - Parameter name: A layout id, such as `"calculator"`.
  /// - Returns: The built-in layout with that id, or `nil` when there is none.
  public static func builtIn(named name: String) -> KeyboardLayout? {
    switch name {
    case "calculator": calculator
    case "calculatorWithParentheses": calculatorWithParentheses
    case "decimalPad": decimalPad
    case "numberPad": numberPad
    default: nil
    }
  }

  /// The calculator keyboard, 5 × 4: `7 8 9 × ←`, `4 5 6 ÷ %`, `1 2 3 + ↵`, `0 . −`, with
  /// `↵` two rows tall and `0` two columns wide.
  public static let calculator = KeyboardLayout(
    id: "calculator", columns: 5, rows: 4, keys: calculatorKeys(firstRow: 0))

  /// The calculator with a row above it for `C` (clear), `(`, `)` and a two-column `=`
  /// (evaluate), 5 × 5.
  public static let calculatorWithParentheses = KeyboardLayout(
    id: "calculatorWithParentheses", columns: 5, rows: 5,
    keys: [
      .clear(at: .grid(column: 0, row: 0)),
      .openParenthesis(at: .grid(column: 1, row: 0)),
      .closeParenthesis(at: .grid(column: 2, row: 0)),
      .equals(at: .grid(column: 3, row: 0, columnSpan: 2)),
    ] + calculatorKeys(firstRow: 1))

  /// A decimal pad like the system's, 3 × 4: `1 2 3`, `4 5 6`, `7 8 9`, `. 0 ←`.
  public static let decimalPad = KeyboardLayout(
    id: "decimalPad", columns: 3, rows: 4,
    keys: phonePadDigits() + [
      .decimal(at: .grid(column: 0, row: 3)),
      .digit(0, at: .grid(column: 1, row: 3)),
      .delete(at: .grid(column: 2, row: 3)),
    ])

  /// A number pad like the system's, 3 × 4: `1 2 3`, `4 5 6`, `7 8 9`, and `0 ←` with the
  /// bottom-left cell empty (a touch there presses nothing).
  public static let numberPad = KeyboardLayout(
    id: "numberPad", columns: 3, rows: 4,
    keys: phonePadDigits() + [
      .digit(0, at: .grid(column: 1, row: 3)),
      .delete(at: .grid(column: 2, row: 3)),
    ])

  private static func calculatorKeys(firstRow row: Int) -> [Key] {
    [
      .digit(7, at: .grid(column: 0, row: row)),
      .digit(8, at: .grid(column: 1, row: row)),
      .digit(9, at: .grid(column: 2, row: row)),
      .times(at: .grid(column: 3, row: row)),
      .delete(at: .grid(column: 4, row: row)),
      .digit(4, at: .grid(column: 0, row: row + 1)),
      .digit(5, at: .grid(column: 1, row: row + 1)),
      .digit(6, at: .grid(column: 2, row: row + 1)),
      .divide(at: .grid(column: 3, row: row + 1)),
      .percent(at: .grid(column: 4, row: row + 1)),
      .digit(1, at: .grid(column: 0, row: row + 2)),
      .digit(2, at: .grid(column: 1, row: row + 2)),
      .digit(3, at: .grid(column: 2, row: row + 2)),
      .plus(at: .grid(column: 3, row: row + 2)),
      .return(at: .grid(column: 4, row: row + 2, rowSpan: 2)),
      .digit(0, at: .grid(column: 0, row: row + 3, columnSpan: 2)),
      .decimal(at: .grid(column: 2, row: row + 3)),
      .minus(at: .grid(column: 3, row: row + 3)),
    ]
  }

  private static func phonePadDigits() -> [Key] {
    (1...9).map { digit in
      .digit(digit, at: .grid(column: (digit - 1) % 3, row: (digit - 1) / 3))
    }
  }
}
