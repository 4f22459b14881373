import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How the overlay looks, as data: a dark translucent "Loading…" panel by default.
///
/// The overlay fills its frame (see ``OverlayCoverage``) with a transparent view and draws a
/// rounded panel `inset` points inside it; a spinner and the centred label sit on the panel.
public struct OverlayAppearance: Hashable, Sendable {
  /// The panel's fill.
  public var background: InterfaceColor
  /// The colour of the panel's outline.
  public var stroke: InterfaceColor
  /// The width of the panel's outline, in points.
  public var strokeWidth: CGFloat
  /// The margin between the overlay's frame and the panel, on every side.
  public var inset: CGFloat
  /// The panel's corner radius.
  public var cornerRadius: CGFloat
  /// How long the fade in and the fade out take when motion is allowed.
  public var fadeDuration: Duration
  /// The colour of the spinner, the mark and the message on the panel.
  public var contentColor: InterfaceColor
  /// The gap between the indicator and the message, and between them and the panel's edges.
  public var contentSpacing: Double
  /// The tint of the shield laid over a keyboard that an overlay blocks without covering it
  /// (see ``OverlayArrangement/shield``), so that keys that no longer answer look it.
  public var shieldTint: InterfaceColor

  /// Creates an appearance.
  public init(
    background: InterfaceColor, stroke: InterfaceColor, inset: CGFloat, cornerRadius: CGFloat,
    fadeDuration: Duration, contentColor: InterfaceColor = InterfaceColor(white: 1),
    contentSpacing: Double = 12, strokeWidth: CGFloat = 1,
    shieldTint: InterfaceColor = InterfaceColor(white: 0, alpha: 0.2)
  ) {
    self.background = background
    self.stroke = stroke
    self.inset = inset
    self.cornerRadius = cornerRadius
    self.fadeDuration = fadeDuration
    self.contentColor = contentColor
    self.contentSpacing = contentSpacing
    self.strokeWidth = strokeWidth
    self.shieldTint = shieldTint
  }

  /// The standard look: black at 0.85, a one-point white outline at 0.25, 8 pt inset, 5 pt
  /// corners, a quarter-second fade, white content 12 pt apart, and a keyboard shield of black
  /// at 0.2.
  public static let standard = OverlayAppearance(
    background: InterfaceColor(white: 0, alpha: 0.85),
    stroke: InterfaceColor(white: 1, alpha: 0.25),
    inset: 8, cornerRadius: 5, fadeDuration: .milliseconds(250))

  /// The rounded panel's rectangle inside an overlay whose frame is `frame`; empty, never
  /// inverted, when the frame is smaller than twice the inset.
  public func panelFrame(in frame: CGRect) -> CGRect {
    EdgeInsets(top: inset, left: inset, bottom: inset, right: inset).inset(frame)
  }

  /// The panel's rectangle inside an overlay whose frame is `frame` and whose safe area is
  /// `safeAreaInsets` (status bar, notch, home indicator, in the frame's coordinates): `inset`
  /// points inside the safe area, so a `.screen` overlay's panel never sits under the notch.
  public func panelFrame(in frame: CGRect, safeAreaInsets: EdgeInsets) -> CGRect {
    panelFrame(in: safeAreaInsets.inset(frame))
  }
}
