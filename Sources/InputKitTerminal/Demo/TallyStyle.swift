import InputKitCore

/// The tally's colours and attributes, in one place.
enum TallyStyle {
  static let header = CellStyle(inverse: true)
  static let title = CellStyle(bold: true)
  static let total = CellStyle(bold: true)
  static let dim = CellStyle(dim: true)
  static let selected = CellStyle(inverse: true)
  static let error = CellStyle(foreground: .standard(.red), bold: true)
  static let warning = CellStyle(foreground: .standard(.yellow), bold: true)
  static let info = CellStyle(foreground: .standard(.green))
  static let field = CellStyle(underline: true)
  static let button = CellStyle(inverse: true)
  static let disabledButton = CellStyle(dim: true, inverse: true)
  /// The overlay's standard look: black at 0.85 with a white stroke at 0.25, here over a dark screen.
  static let overlay = CellStyle(
    foreground: .rgb(red: 255, green: 255, blue: 255),
    background: .rgb(red: 28, green: 28, blue: 30),
    bold: true)
  static let overlayBorder = CellStyle(
    foreground: .rgb(red: 85, green: 85, blue: 87), background: .rgb(red: 28, green: 28, blue: 30))
  static let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
}
