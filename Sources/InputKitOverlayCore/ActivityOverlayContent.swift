import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What the overlay's panel shows at one moment, the same in every renderer.
package struct ActivityOverlayContent: Hashable, Sendable {
  package enum Indicator: Hashable, Sendable {
    case working
    /// 0…1.
    case progress(Double)
    case succeeded
    case failed

    /// The message says it in words.
    package var mark: String? {
      switch self {
      case .working, .progress: nil
      case .succeeded: "✓"
      case .failed: "✕"
      }
    }

    /// UIKit's `UINotificationFeedbackGenerator.FeedbackType` for an outcome (success 0,
    /// error 2), `nil` while work runs.
    package var notificationFeedbackRawValue: Int? {
      switch self {
      case .working, .progress: nil
      case .succeeded: 0
      case .failed: 2
      }
    }
  }

  /// Already localised.
  package var message: String
  package var indicator: Indicator
  package var isCancellable: Bool

  package init(message: String, indicator: Indicator = .working, isCancellable: Bool = false) {
    self.message = message
    self.indicator = indicator
    self.isCancellable = isCancellable
  }

  /// The cancel button's size for the layout: `measured` while the content offers Cancel.
  package func cancelButton(measuring measured: CGSize) -> CGSize? {
    isCancellable ? measured : nil
  }

  /// One indicator, never two: a progress bar over the app's view, that over the appearance's; an
  /// image that does not load falls back to the spinner.
  package func drawing(
    with indicator: OverlayAppearance.Indicator, customView: Bool, imageLoads: Bool = true
  ) -> (
    spinner: Bool, symbol: String?, image: String?, mark: String?, custom: Bool,
    progress: Double?
  ) {
    switch (self.indicator, indicator) {
    case (.working, _) where customView:
      return (false, nil, nil, nil, true, nil)
    case (.working, .spinner),
      (.working, .symbol) where !imageLoads,
      (.working, .image) where !imageLoads:
      return (true, nil, nil, nil, false, nil)
    case (.working, .symbol(let name)):
      return (false, name, nil, nil, false, nil)
    case (.working, .image(let name)):
      return (false, nil, name, nil, false, nil)
    case (.progress(let fraction), _):
      return (false, nil, nil, nil, false, fraction)
    case (.working, .none), (.succeeded, _), (.failed, _):
      return (false, nil, nil, self.indicator.mark, false, nil)
    }
  }
}
