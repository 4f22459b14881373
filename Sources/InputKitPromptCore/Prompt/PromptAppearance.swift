import InputKitShared

/// How the text prompt looks: the dimmed cover and the colours of the title, the message, the
/// inline error and the field.
public struct PromptAppearance: Hashable, Sendable {
  /// The cover laid over the screen behind the prompt.
  public var dim: InterfaceColor
  /// The colour of the title and of the message under it, on the cover.
  public var titleColor: InterfaceColor
  /// The inline error's colour, on the cover: a light red that stays readable on the dim.
  public var errorColor: InterfaceColor
  /// The field's background.
  public var fieldBackground: InterfaceColor
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
  public init(
    dim: InterfaceColor = InterfaceColor(white: 0, alpha: 0.4),
    titleColor: InterfaceColor = InterfaceColor(white: 1),
    errorColor: InterfaceColor = InterfaceColor(red: 1, green: 0.55, blue: 0.5),
    fieldBackground: InterfaceColor = InterfaceColor(white: 1)
  ) {
    self.init(
      dim: dim, titleColor: titleColor, errorColor: errorColor, fieldBackground: fieldBackground,
      spacing: 8)
  }

  /// An appearance with the given colours and gaps; the defaults are ``standard``'s.
  package init(
    dim: InterfaceColor = InterfaceColor(white: 0, alpha: 0.4),
    titleColor: InterfaceColor = InterfaceColor(white: 1),
    errorColor: InterfaceColor = InterfaceColor(red: 1, green: 0.55, blue: 0.5),
    fieldBackground: InterfaceColor = InterfaceColor(white: 1), spacing: Double = 8,
    messageSpacing: Double = 4, sideMargin: Double = 16, minimumFieldHeight: Double = 44,
    reservedErrorLines: Int = 1
  ) {
    self.dim = dim
    self.titleColor = titleColor
    self.errorColor = errorColor
    self.fieldBackground = fieldBackground
    self.spacing = spacing
    self.messageSpacing = messageSpacing
    self.sideMargin = sideMargin
    self.minimumFieldHeight = minimumFieldHeight
    self.reservedErrorLines = max(0, reservedErrorLines)
  }

  /// The prompt's look: black at 0.4 over the screen, white title, light-red error.
  public static let standard = PromptAppearance()

  /// The height to keep for the error line with text whose line height is `lineHeight`.
  func reservedErrorHeight(lineHeight: Double) -> Double {
    guard lineHeight.isFinite, lineHeight > 0 else { return 0 }
    return lineHeight * Double(reservedErrorLines)
  }
}
