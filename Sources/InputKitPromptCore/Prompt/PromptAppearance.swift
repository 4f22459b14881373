import InputKitShared

/// How the text prompt looks: the dimmed cover and the colours of the title, the message, the
/// inline error and the field.
///
/// The standard cover is dark enough for the title and the error to keep WCAG's 4.5:1 over any
/// screen behind it, white included; a lighter cover or a darker error colour gives that up.
public struct PromptAppearance: Hashable, Sendable {
  /// The cover laid over the screen behind the prompt.
  public var dim: InterfaceColor
  /// The colour of the title and of the message under it, on the cover.
  public var titleColor: InterfaceColor
  /// The inline error's colour, on the cover: a light red that stays readable on the dim.
  public var errorColor: InterfaceColor
  /// The field's background.
  public var fieldBackground: InterfaceColor
  /// The colour of the text typed in the field, set rather than left to the system's dynamic
  /// label colour, which turns white in Dark Mode, on the field's white.
  public var fieldTextColor: InterfaceColor
  /// The gap between the title, the error line and the field, and between the field and the
  /// keyboard, in points.
  package var spacing: Double
  /// The gap between the title and the message under it, in points.
  var messageSpacing: Double
  /// The margin between the safe area's sides and the prompt's title, error and field.
  package var sideMargin: Double
  /// The field's smallest height: a comfortable touch target.
  package var minimumFieldHeight: Double
  /// How many lines of error text the prompt keeps room for, even while no error shows, so the
  /// field does not jump when one appears.
  package var reservedErrorLines: Int

  /// An appearance with the given colours; the defaults are ``standard``'s.
  ///
  /// - Parameters:
  ///   - dim: The cover laid over the screen behind the prompt.
  ///   - titleColor: The colour of the title and of the message under it.
  ///   - errorColor: The inline error's colour.
  ///   - fieldBackground: The field's background.
  ///   - fieldTextColor: The colour of the text typed in the field.
  public init(
    dim: InterfaceColor = InterfaceColor(white: 0, alpha: 0.7),
    titleColor: InterfaceColor = InterfaceColor(white: 1),
    errorColor: InterfaceColor = InterfaceColor(red: 1, green: 0.7, blue: 0.66),
    fieldBackground: InterfaceColor = InterfaceColor(white: 1),
    fieldTextColor: InterfaceColor = InterfaceColor(white: 0)
  ) {
    self.init(
      dim: dim, titleColor: titleColor, errorColor: errorColor, fieldBackground: fieldBackground,
      fieldTextColor: fieldTextColor, spacing: 8)
  }

  /// An appearance with the given colours and gaps; the defaults are ``standard``'s.
  package init(
    dim: InterfaceColor = InterfaceColor(white: 0, alpha: 0.7),
    titleColor: InterfaceColor = InterfaceColor(white: 1),
    errorColor: InterfaceColor = InterfaceColor(red: 1, green: 0.7, blue: 0.66),
    fieldBackground: InterfaceColor = InterfaceColor(white: 1),
    fieldTextColor: InterfaceColor = InterfaceColor(white: 0), spacing: Double = 8,
    messageSpacing: Double = 4, sideMargin: Double = 16, minimumFieldHeight: Double = 44,
    reservedErrorLines: Int = 1
  ) {
    self.dim = dim
    self.titleColor = titleColor
    self.errorColor = errorColor
    self.fieldBackground = fieldBackground
    self.fieldTextColor = fieldTextColor
    self.spacing = spacing
    self.messageSpacing = messageSpacing
    self.sideMargin = sideMargin
    self.minimumFieldHeight = minimumFieldHeight
    self.reservedErrorLines = max(0, reservedErrorLines)
  }

  /// The prompt's look: black at 0.7 over the screen, white title, light-red error, black text
  /// on a white field.
  public static let standard = PromptAppearance()

  /// The light (1) or dark (2) `UIUserInterfaceStyle` the field takes, as its background is
  /// light or dark, so that its placeholder, caret and clear button stay visible on it in Dark
  /// Mode as in Light.
  package var fieldInterfaceStyleRawValue: Int {
    let background = fieldBackground
    let lightness = 0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue
    return lightness >= 0.5 ? 1 : 2
  }

  /// The height to keep for the error line with text whose line height is `lineHeight`.
  func reservedErrorHeight(lineHeight: Double) -> Double {
    guard lineHeight.isFinite, lineHeight > 0 else { return 0 }
    return lineHeight * Double(reservedErrorLines)
  }
}
