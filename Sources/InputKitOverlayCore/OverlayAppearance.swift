import Foundation
import InputKitShared

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How the activity overlay looks: a centred panel fitting its content, or over the keyboard one
/// filling it, ``inset`` points inside.
public struct OverlayAppearance: Hashable, Sendable {
  /// What the panel draws above its message while work runs and its progress is unknown.
  public enum Indicator: Hashable, Sendable {
    /// The platform's spinner, in ``OverlayAppearance/contentColor``.
    case spinner
    /// An SF Symbol by name (`"paperplane"`), in ``OverlayAppearance/contentColor``.
    case symbol(String)
    /// An image from the app's asset catalogue, by name.
    case image(String)
    /// Nothing: the message alone.
    case none
  }

  /// The platform's material a panel blurs what lies behind it with.
  public enum Blur: Hashable, Sendable {
    /// The material of the interface's appearance: light, or dark in Dark Mode.
    case system
    /// The light material in either appearance.
    case light
    /// The dark material in either appearance.
    case dark
  }

  /// The panel's fill; drawn over the blur, if any.
  public var background: InterfaceColor
  /// The material the panel blurs what lies behind it with, under ``background``.
  public var blur: Blur?
  /// The colour of the panel's outline.
  public var stroke: InterfaceColor
  /// The outline's width.
  public var strokeWidth: CGFloat
  /// The margin between the panel and the edges of what the overlay covers, inside the safe area.
  public var inset: CGFloat
  /// The panel's and its blur's corner radius.
  public var cornerRadius: CGFloat
  /// How long the fade in and the fade out take when motion is not reduced.
  public var fadeDuration: Duration
  /// The colour of the text, the spinner, the symbol and the mark on the panel.
  public var contentColor: InterfaceColor
  /// The gap between the pieces of content, and around them.
  public var contentSpacing: CGFloat
  /// What the overlay draws behind the panel, over what it covers.
  public var dimColor: InterfaceColor
  /// The tint over InputKit's keyboard while the overlay blocks it without covering it.
  public var shieldTint: InterfaceColor
  /// The indicator drawn while work runs and its progress is unknown.
  public var indicator: Indicator

  /// An appearance with the panel's colours; the rest as the standard look's.
  ///
  /// - Parameters:
  ///   - background: The panel's fill.
  ///   - stroke: The outline's colour.
  ///   - inset: The panel's margin; 8 pt.
  ///   - cornerRadius: 5 pt.
  ///   - fadeDuration: 0.25 s.
  ///   - contentColor: The content; white.
  ///   - contentSpacing: The gaps; 12 pt.
  ///   - strokeWidth: 1 pt.
  ///   - blur: The panel's material; none.
  ///   - dimColor: Behind the panel; clear.
  ///   - shieldTint: Over a blocked keyboard; black at 0.2.
  ///   - indicator: The spinner.
  public init(
    background: InterfaceColor, stroke: InterfaceColor, inset: CGFloat = 8,
    cornerRadius: CGFloat = 5, fadeDuration: Duration = .milliseconds(250),
    contentColor: InterfaceColor = InterfaceColor(white: 1), contentSpacing: CGFloat = 12,
    strokeWidth: CGFloat = 1, blur: Blur? = nil,
    dimColor: InterfaceColor = InterfaceColor(white: 0, alpha: 0),
    shieldTint: InterfaceColor = InterfaceColor(white: 0, alpha: 0.2),
    indicator: Indicator = .spinner
  ) {
    self.background = background
    self.blur = blur
    self.stroke = stroke
    self.strokeWidth = strokeWidth
    self.inset = inset
    self.cornerRadius = cornerRadius
    self.fadeDuration = fadeDuration
    self.contentColor = contentColor
    self.contentSpacing = contentSpacing
    self.dimColor = dimColor
    self.shieldTint = shieldTint
    self.indicator = indicator
  }

  /// The standard look: black at 0.85 with a faint white outline; ``standardDark`` in Dark Mode.
  public static let standard = OverlayAppearance(
    background: InterfaceColor(white: 0, alpha: 0.85), stroke: InterfaceColor(white: 1, alpha: 0.25)
  )

  /// The standard look in Dark Mode: dark grey, where ``standard``'s black would vanish.
  public static let standardDark = OverlayAppearance(
    background: InterfaceColor(white: 0.2, alpha: 0.92),
    stroke: InterfaceColor(white: 1, alpha: 0.25))

  /// A light blurred panel with dark content, the screen dimmed a little; light in Dark Mode too.
  public static let light = OverlayAppearance(
    background: InterfaceColor(white: 1, alpha: 0.6), stroke: InterfaceColor(white: 0, alpha: 0.1),
    cornerRadius: 12, contentColor: InterfaceColor(white: 0, alpha: 0.85), blur: .light,
    dimColor: InterfaceColor(white: 0, alpha: 0.15))

  /// A dark blurred panel with white content, the screen dimmed; dark in the light appearance too.
  public static let dark = OverlayAppearance(
    background: InterfaceColor(white: 0, alpha: 0.5), stroke: InterfaceColor(white: 1, alpha: 0.15),
    cornerRadius: 12, contentColor: InterfaceColor(white: 1), blur: .dark,
    dimColor: InterfaceColor(white: 0, alpha: 0.3))

  /// Inside the safe area, so a `.screen` overlay's panel never sits under the notch.
  func panelFrame(in frame: CGRect, safeAreaInsets: EdgeInsets = .zero) -> CGRect {
    EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
      .inset(safeAreaInsets.inset(frame))
  }
}
