import Foundation
import InputKitCore

/// The settings of the terminal tally app: its language and number format, its keyboard,
/// and how long things take.
public struct TallyConfiguration: Sendable {
  /// How numbers are written and read (the decimal separator of expressions and results).
  public var locale: Locale
  /// The language of every text the app shows.
  public var language: InterfaceLanguage
  /// The keyboard drawn in the prompt and pressed by typed keys and clicks.
  public var layout: KeyboardLayout
  /// How long the simulated sending takes; a second or two shows the overlay's grace and
  /// minimum show times at work.
  public var sendDuration: Duration
  /// The "Sending…" overlay's timing and texts.
  public var overlay: ActivityOverlayConfiguration
  /// How long a passing message (a refused key, "Sent 3 items") stays on screen.
  public var noticeDuration: Duration
  /// How often the overlay's spinner turns.
  public var spinnerInterval: Duration
  /// The longest paste a prompt takes; each pasted character is a key press with its live
  /// result, so a runaway paste is refused with a message instead of freezing the screen.
  public var maximumPasteLength: Int

  /// A configuration for `locale`, showing texts in the language InputKit has for it, with
  /// the calculator keyboard, 1.5 s of sending and the overlay's recommended timing (the
  /// terminal draws no fades: its overlay host reduces motion).
  public init(locale: Locale = Locale(identifier: "en_US_POSIX")) {
    let language = InterfaceLanguage(locale: locale)
    self.locale = locale
    self.language = language
    self.layout = .calculator
    self.sendDuration = .milliseconds(1500)
    self.overlay = ActivityOverlayConfiguration(language: language)
    self.noticeDuration = .seconds(3)
    self.spinnerInterval = .milliseconds(100)
    self.maximumPasteLength = 1000
  }
}
