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
  /// The overlay's panel: the core's standard overlay (black at 0.85) as the UIKit overlay
  /// shows it over the dark keyboard, since a terminal has no transparency.
  static let overlay = CellStyle(
    foreground: OverlayAppearance.standard.contentColor.terminalColor,
    background: overlayPanel.terminalColor, bold: true)
  /// The panel's outline: the standard stroke (white at 0.25) over the panel.
  static let overlayBorder = CellStyle(
    foreground: OverlayAppearance.standard.stroke.composited(over: overlayPanel).terminalColor,
    background: overlayPanel.terminalColor)
  private static let overlayPanel = OverlayAppearance.standard.background.composited(
    over: KeyboardPalette.dark.background)
  static let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  /// The cells of the overlay's progress bar.
  static let progressCells = 10

  /// The overlay's progress bar at `fraction` (0…1, clamped; NaN counts as 0): filled cells
  /// for the part done, rounded to the nearest cell.
  static func progressBar(_ fraction: Double) -> String {
    let done = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    let filled = Int((done * Double(progressCells)).rounded())
    return String(repeating: "█", count: filled)
      + String(repeating: "░", count: progressCells - filled)
  }
}
