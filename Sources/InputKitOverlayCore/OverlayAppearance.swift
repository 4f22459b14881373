import Foundation
import InputKitKeyboardFrame
import InputKitShared

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How the activity overlay looks, as data shared by UIKit, SwiftUI and the terminal: the panel's
/// colour or blur, outline and corners, the content's colour, the indicator, and the dimming.
///
/// Over a view or the screen the panel is a centred box that fits its content; over the keyboard it
/// fills the keyboard's frame, ``inset`` points inside it.
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
    /// The light material in either appearance, for a light panel with dark content.
    case light
    /// The dark material in either appearance, for a dark panel with light content.
    case dark
  }

  /// The panel's fill; drawn over the blur, if any.
  public var background: InterfaceColor
  /// The material the panel blurs what lies behind it with, under ``background``; `nil` for
  /// none. It fades in and out with the panel.
  public var blur: Blur?
  /// The colour of the panel's outline.
  public var stroke: InterfaceColor
  /// The width of the panel's outline, in points.
  public var strokeWidth: CGFloat
  /// The margin between the panel and the edges of what the overlay covers (inside the safe
  /// area), on every side: all around a panel the size of the keyboard, at least this much
  /// around a box over a view or the screen.
  public var inset: CGFloat
  /// The panel's corner radius.
  public var cornerRadius: CGFloat
  /// How long the fade in and the fade out take when motion is allowed.
  public var fadeDuration: Duration
  /// The colour of the text, the spinner, the symbol and the mark on the panel.
  public var contentColor: InterfaceColor
  /// The gap between the pieces of content, and between them and the panel's edges.
  public var contentSpacing: CGFloat
  /// What the overlay draws behind the panel, over what it covers: clear by default, a
  /// translucent black to dim the screen.
  public var dimColor: InterfaceColor
  /// The tint of the shield laid over InputKit's keyboard while an overlay blocks it without
  /// covering it, so that keys that no longer answer look it.
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

  /// The standard look: black at 0.85, a one-point white outline at 0.25, 8 pt inset, 5 pt
  /// corners, a quarter-second fade, white content 12 pt apart, nothing dimmed behind, and a
  /// keyboard shield of black at 0.2. In Dark Mode the configuration uses ``standardDark``.
  public static let standard = OverlayAppearance(
    background: InterfaceColor(white: 0, alpha: 0.85), stroke: InterfaceColor(white: 1, alpha: 0.25)
  )

  /// The standard look in Dark Mode: the same shape, outline and content, on a dark grey panel
  /// (white at 0.2, 0.92 opaque) that stands out from a black screen and a dark keyboard, where
  /// ``standard``'s black panel would vanish.
  public static let standardDark = OverlayAppearance(
    background: InterfaceColor(white: 0.2, alpha: 0.92),
    stroke: InterfaceColor(white: 1, alpha: 0.25))

  /// A light panel for the light appearance: the light material under white at 0.6, dark
  /// content, the screen dimmed a little, 12 pt corners. It stays light in Dark Mode.
  public static let light = OverlayAppearance(
    background: InterfaceColor(white: 1, alpha: 0.6), stroke: InterfaceColor(white: 0, alpha: 0.1),
    cornerRadius: 12, contentColor: InterfaceColor(white: 0, alpha: 0.85), blur: .light,
    dimColor: InterfaceColor(white: 0, alpha: 0.15))

  /// A dark panel for Dark Mode: the dark material under black at 0.5, white content, the
  /// screen dimmed, 12 pt corners. It stays dark in the light appearance.
  public static let dark = OverlayAppearance(
    background: InterfaceColor(white: 0, alpha: 0.5), stroke: InterfaceColor(white: 1, alpha: 0.15),
    cornerRadius: 12, contentColor: InterfaceColor(white: 1), blur: .dark,
    dimColor: InterfaceColor(white: 0, alpha: 0.3))

  /// The rounded panel's rectangle inside an overlay whose frame is `frame`; empty, never
  /// inverted, when the frame is smaller than twice the inset.
  func panelFrame(in frame: CGRect) -> CGRect {
    EdgeInsets(top: inset, left: inset, bottom: inset, right: inset).inset(frame)
  }

  /// The panel's rectangle inside an overlay whose frame is `frame` and whose safe area is
  /// `safeAreaInsets` (status bar, notch, home indicator, in the frame's coordinates): `inset`
  /// points inside the safe area, so a `.screen` overlay's panel never sits under the notch.
  func panelFrame(in frame: CGRect, safeAreaInsets: EdgeInsets) -> CGRect {
    panelFrame(in: safeAreaInsets.inset(frame))
  }
}
