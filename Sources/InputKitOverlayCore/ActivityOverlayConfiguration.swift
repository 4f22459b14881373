import Foundation
import InputKitShared

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The timing, texts, look and behaviour of an activity overlay; a duration zero or negative means
/// no wait.
public struct ActivityOverlayConfiguration: Hashable, Sendable {
  /// What touches on the overlay do.
  public enum Interaction: Hashable, Sendable {
    /// They stop at the overlay: what it covers takes no touches and no typing, and VoiceOver
    /// stays inside it.
    case blocksTouches
    /// Those beside the panel reach what lies under the overlay (the panel keeps its own), and
    /// VoiceOver is not kept inside; over the keyboard, the panel is compact and the keys stay
    /// visible and usable. SwiftUI's `.view` overlay passes every touch, the panel's and its
    /// cancel button's too: offer cancelling in your own view there.
    case passesTouches
  }

  /// Where the panel sits in what a `.screen` or `.view` overlay covers.
  public enum Placement: Hashable, Sendable {
    /// In the middle.
    case center
    /// Along the top edge.
    case top
    /// Along the bottom edge.
    case bottom
  }

  /// What touches on the overlay do; ``Interaction/blocksTouches`` by default.
  public var interaction: Interaction
  /// Where the panel sits in a `.screen` or `.view` overlay; over the keyboard it fills the keys
  /// unless touches pass through.
  public var placement: Placement
  /// How far the panel moves from its ``placement``, in points; it never leaves the covered area
  /// or the safe area.
  public var offset: CGPoint {
    get { CGPoint(x: offsetX, y: offsetY) }
    set { (offsetX, offsetY) = (newValue.x, newValue.y) }
  }
  // Numbers, not a `CGPoint`: that is `Hashable` only from iOS 18.
  private var offsetX: CGFloat = 0
  private var offsetY: CGFloat = 0
  /// How long work runs unseen, so quick operations do not flash a spinner.
  public var graceTime: Duration
  /// How long the overlay stays at least, from its fade-in, so it never flickers.
  public var minimumShowTime: Duration
  /// How long a success stays on screen.
  public var successDisplayTime: Duration
  /// How long a failure stays on screen.
  public var failureDisplayTime: Duration
  /// Whether a success or a failure plays the system's notification haptic as it is shown; off
  /// by default, and silent for an outcome nobody sees.
  public var playsHaptics = false
  /// The look in the light appearance.
  public var appearance: OverlayAppearance
  /// The look in Dark Mode.
  public var darkAppearance: OverlayAppearance
  /// Shown while work runs when an activity has no message: "Loading…".
  public var loadingMessage: String
  /// For sending work: "Sending…". Pass it to `begin`; the overlay never picks it itself.
  public var sendingMessage: String
  /// Shown after a success without a message: "Done".
  public var succeededMessage: String
  /// Shown after a failure without a message: "Failed".
  public var failedMessage: String
  /// The cancel button's title: "Cancel".
  public var cancelTitle: String
  /// How often a followed `Progress` is read while the overlay shows it.
  var progressReadInterval: Duration

  /// Creates a configuration with InputKit's recommended values and its texts in `language`.
  ///
  /// - Parameters:
  ///   - graceTime: How long work runs unseen; 0.5 s.
  ///   - minimumShowTime: How long it shows at least; 0.5 s.
  ///   - successDisplayTime: How long a success stays; 1.5 s.
  ///   - failureDisplayTime: How long a failure stays; 2 s.
  ///   - appearance: The look; ``OverlayAppearance/standard``.
  ///   - darkAppearance: The look in Dark Mode; by default ``OverlayAppearance/standardDark``
  ///     for the standard look, else `appearance`.
  ///   - interaction: What touches on the overlay do; they stop there.
  ///   - placement: Where the panel sits; centred.
  ///   - offset: How far the panel moves from there; none.
  ///   - language: The default texts' language.
  public init(
    graceTime: Duration = .milliseconds(500),
    minimumShowTime: Duration = .milliseconds(500),
    successDisplayTime: Duration = .milliseconds(1500),
    failureDisplayTime: Duration = .seconds(2),
    appearance: OverlayAppearance = .standard,
    darkAppearance: OverlayAppearance? = nil,
    interaction: Interaction = .blocksTouches, placement: Placement = .center,
    offset: CGPoint = .zero, language: InterfaceLanguage = .current
  ) {
    self.graceTime = graceTime
    self.minimumShowTime = minimumShowTime
    self.successDisplayTime = successDisplayTime
    self.failureDisplayTime = failureDisplayTime
    self.appearance = appearance
    self.darkAppearance =
      darkAppearance ?? (appearance == .standard ? OverlayAppearance.standardDark : appearance)
    let common = LocalizedStrings(table: "Common", language: language)
    let overlay = LocalizedStrings(table: "Overlay", language: language)
    loadingMessage = common.string("loading")
    sendingMessage = common.string("sending")
    succeededMessage = overlay.string("succeeded")
    failedMessage = overlay.string("failed")
    cancelTitle = common.string("cancel")
    progressReadInterval = .milliseconds(100)
    self.interaction = interaction
    self.placement = placement
    self.offset = offset
  }

  /// The look for the interface's appearance.
  package func appearance(isDark: Bool) -> OverlayAppearance {
    isDark ? darkAppearance : appearance
  }
}
