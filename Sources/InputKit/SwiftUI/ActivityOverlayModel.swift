#if canImport(UIKit)
  import Combine
  import InputKitCore
  import SwiftUI

  /// The SwiftUI side of the activity overlay: owns the `ActivityOverlayState` (through an
  /// `ActivityOverlayDriver`, which also owns its timer) and publishes what to draw.
  ///
  /// Keep one per screen (`@StateObject`), call `begin`/`end` from your actions, and apply
  /// `.activityOverlay(model)` to the view it should cover (`.activityOverlay(model, coverage:
  /// .keyboard)` for exactly the keyboard, `.screen` for the whole window).
  @MainActor
  public final class ActivityOverlayModel: ObservableObject, ActivityOverlayControlling {
    /// What the panel shows; kept while it fades out, so the fade shows the last content.
    @Published public private(set) var content: ActivityOverlayContent?
    /// Whether the overlay is on screen (fully or fading in).
    @Published public private(set) var isVisible = false

    /// The driver that owns the overlay's state and timer.
    public let driver: ActivityOverlayDriver

    /// The UIKit overlay that draws this model's activities for a coverage beyond the modified
    /// view (`OverlayModifierRendering.platformOverlay`); made when such a coverage first asks.
    private var platformOverlay: ActivityOverlay?

    /// A model with nothing running, whose timing and look are `configuration`.
    public init(configuration: ActivityOverlayConfiguration = ActivityOverlayConfiguration()) {
      driver = ActivityOverlayDriver(configuration: configuration)
      driver.render = { [weak self] event in self?.render(event) }
    }

    /// The look the panel is drawn with.
    public var appearance: OverlayAppearance { driver.configuration.appearance }

    /// The UIKit overlay sharing this model's driver, which renders `.keyboard` and `.screen`
    /// coverage: only it can reach the keyboard's window.
    func sharedPlatformOverlay() -> ActivityOverlay {
      if let platformOverlay { return platformOverlay }
      let overlay = ActivityOverlay(sharing: driver)
      // An overlay made while an activity shows starts from what is on screen.
      if let content, isVisible { overlay.render(.appear(content, animated: false)) }
      platformOverlay = overlay
      return overlay
    }

    private func render(_ event: ActivityOverlayEvent) {
      platformOverlay?.render(event)
      let fade = Animation.easeInOut(duration: appearance.fadeDuration.timeInterval)
      switch event {
      case .appear(let shown, let animated):
        withAnimation(animated ? fade : nil) {
          content = shown
          isVisible = true
        }
      case .update(let shown):
        content = shown
      case .disappear(let animated):
        withAnimation(animated ? fade : nil) {
          isVisible = false
        }
      }
    }
  }
#endif
