/// Everything the overlay's panel shows at one moment: the indicator, the message, and whether
/// it offers a cancel button. The same in every renderer (UIKit, SwiftUI, the terminal).
package struct ActivityOverlayContent: Hashable, Sendable {
  /// What the panel draws above its message. One at a time, never two.
  package enum Indicator: Hashable, Sendable {
    /// Work runs and its progress is unknown: the appearance's indicator (a spinner by default,
    /// or the app's image, symbol or view, or nothing).
    case working
    /// Work runs and reports how far it got: a progress bar at this fraction, 0…1.
    case progress(Double)
    /// The work succeeded: a checkmark.
    case succeeded
    /// The work failed: a cross.
    case failed

    /// The mark drawn for an outcome (`✓`, `✕`), `nil` while work runs. Symbols rather than
    /// words, so they need no translation; the message says the same in words.
    package var mark: String? {
      switch self {
      case .working, .progress: nil
      case .succeeded: "✓"
      case .failed: "✕"
      }
    }
  }

  /// The centred label, already localised.
  package var message: String
  /// What is drawn above the message.
  package var indicator: Indicator
  /// Whether a cancel button is shown under the message: only while work that can be cancelled
  /// runs, never over an outcome.
  package var isCancellable: Bool

  /// Creates content.
  package init(message: String, indicator: Indicator = .working, isCancellable: Bool = false) {
    self.message = message
    self.indicator = indicator
    self.isCancellable = isCancellable
  }

  /// The app's own indicator view, of the two a renderer may have: the one SwiftUI's
  /// `.activityOverlay` gives in its trailing closure, while it gives one, else the one set in
  /// UIKit (`indicatorView`). A SwiftUI indicator taken away leaves the UIKit one as it was.
  package static func customIndicator<View>(
    fromModifier modifier: View?, setInUIKit view: View?
  )
    -> View?
  {
    modifier ?? view
  }

  /// What a renderer draws for this content: one indicator above the message, never two, and a
  /// progress bar under it. The app's view (`customView`) wins over the appearance's indicator, a
  /// progress bar replaces both, an outcome shows its mark, and an image that does not load
  /// (`imageLoads` false) falls back to the spinner.
  package func drawing(
    with indicator: OverlayAppearance.Indicator, customView: Bool, imageLoads: Bool = true
  ) -> (
    spinner: Bool, symbol: String?, image: String?, mark: String?, custom: Bool,
    progress: Double?
  ) {
    switch (self.indicator, indicator) {
    case (.working, _) where customView:
      return (false, nil, nil, nil, true, nil)
    case (.working, .spinner):
      return (true, nil, nil, nil, false, nil)
    case (.working, .symbol) where !imageLoads, (.working, .image) where !imageLoads:
      return (true, nil, nil, nil, false, nil)
    case (.working, .symbol(let name)):
      return (false, name, nil, nil, false, nil)
    case (.working, .image(let name)):
      return (false, nil, name, nil, false, nil)
    case (.working, .none):
      return (false, nil, nil, nil, false, nil)
    case (.progress(let fraction), _):
      return (false, nil, nil, nil, false, fraction)
    case (.succeeded, _), (.failed, _):
      return (false, nil, nil, self.indicator.mark, false, nil)
    }
  }
}
