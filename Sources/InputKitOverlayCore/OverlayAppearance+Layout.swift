import Foundation
import InputKitShared

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension OverlayAppearance {
  typealias ContentFrames = (indicator: CGRect, message: CGRect, progress: CGRect?, button: CGRect?)

  /// A panel that does not fill the overlay fits its content, moved by `offset` but never out.
  package func layOut(
    in bounds: CGRect, safeAreaInsets: EdgeInsets, fillsOverlay: Bool,
    placement: ActivityOverlayConfiguration.Placement = .center, offset: CGPoint = .zero,
    widths: ClosedRange<CGFloat> = 120...270, indicator: CGSize?, progressHeight: CGFloat?,
    button: CGSize?, messageSize: (CGFloat) -> CGSize
  ) -> (
    panel: CGRect, indicator: CGRect, message: CGRect, progress: CGRect?, button: CGRect?
  ) {
    let available = panelFrame(in: bounds, safeAreaInsets: safeAreaInsets)
    func content(_ size: CGSize) -> ContentFrames {
      layOutContent(
        inPanel: CGRect(origin: .zero, size: size), indicator: indicator ?? .zero,
        progressHeight: progressHeight, button: button, messageSize: messageSize)
    }
    var panel = available
    if !fillsOverlay {
      // Laid out in the widest box first, the content says how big the box must be.
      let widest = CGSize(
        width: min(available.width, Self.usable(widths.upperBound)), height: available.height)
      let trial = content(widest)
      let used = [trial.indicator, trial.progress, trial.button].compactMap { $0 }
        .reduce(trial.message) { $0.union($1) }
      let margin = 2 * Self.usable(contentSpacing)
      let size = CGSize(
        width: min(max(used.width + margin, Self.usable(widths.lowerBound)), widest.width),
        height: min(used.height + margin, available.height))
      let y =
        switch placement {
        case .top: available.minY
        case .center: available.midY - size.height / 2
        case .bottom: available.maxY - size.height
        }
      // A non-finite offset counts as 0.
      let (dx, dy) = (offset.x.isFinite ? offset.x : 0, offset.y.isFinite ? offset.y : 0)
      let x = available.midX - size.width / 2 + dx
      panel = CGRect(
        x: min(max(x, available.minX), available.maxX - size.width),
        y: min(max(y + dy, available.minY), available.maxY - size.height),
        width: size.width, height: size.height)
    }
    let frames = content(panel.size)
    return (panel, frames.indicator, frames.message, frames.progress, frames.button)
  }

  /// A centred column; the indicator goes beside the message when the column is too tall.
  func layOutContent(
    inPanel panel: CGRect, indicator: CGSize, progressHeight: CGFloat?, button: CGSize?,
    messageSize: (CGFloat) -> CGSize
  ) -> ContentFrames {
    let spacing = Self.usable(contentSpacing)
    let inner = EdgeInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)
      .inset(panel.standardized)
    let indicator = Self.usable(indicator, within: inner.size)
    let button = button.map { Self.usable($0, within: inner.size) }
    let bar = progressHeight.map { CGSize(width: inner.width, height: Self.usable($0)) }
    let hasIndicator = indicator.width > 0 && indicator.height > 0
    // Rows below the first one (indicator and message, or the message alone).
    let belowHeight = [bar, button].compactMap { $0 }.reduce(0) { $0 + $1.height + spacing }

    func message(width: CGFloat) -> CGSize {
      Self.usable(
        messageSize(max(width, 0)), within: CGSize(width: max(width, 0), height: .infinity))
    }
    let columnMessage = message(width: inner.width)
    let column =
      (hasIndicator ? indicator.height + spacing : 0) + columnMessage.height + belowHeight
    let inRow = hasIndicator && column > inner.height
    let rowMessage = inRow ? message(width: inner.width - indicator.width - spacing) : columnMessage
    let total = inRow ? max(indicator.height, rowMessage.height) + belowHeight : column
    // What is left for the message when even the row is too tall.
    let messageHeight = min(rowMessage.height, max(inner.height - (total - rowMessage.height), 0))
    var y = inner.minY + max((inner.height - total) / 2, 0)

    func centred(_ size: CGSize) -> CGRect {
      CGRect(x: inner.midX - size.width / 2, y: y, width: size.width, height: size.height)
    }
    var indicatorFrame = CGRect(x: inner.midX, y: inner.midY, width: 0, height: 0)
    let messageFrame: CGRect
    if inRow {
      let width = indicator.width + spacing + rowMessage.width
      let left = inner.midX - width / 2
      let rowHeight = max(indicator.height, messageHeight)
      indicatorFrame = CGRect(
        x: left, y: y + (rowHeight - indicator.height) / 2, width: indicator.width,
        height: indicator.height)
      messageFrame = CGRect(
        x: left + indicator.width + spacing, y: y + (rowHeight - messageHeight) / 2,
        width: rowMessage.width, height: messageHeight)
      y += rowHeight + spacing
    } else {
      if hasIndicator {
        indicatorFrame = centred(indicator)
        y += indicator.height + spacing
      }
      messageFrame = centred(CGSize(width: rowMessage.width, height: messageHeight))
      y += messageHeight + spacing
    }
    let barFrame = bar.map { size in
      defer { y += size.height + spacing }
      return centred(size)
    }
    let buttonFrame = button.map(centred)
    let clip = { (frame: CGRect) in Self.clipped(frame, to: inner) }
    return (clip(indicatorFrame), clip(messageFrame), barFrame.map(clip), buttonFrame.map(clip))
  }

  private static func usable(_ length: CGFloat) -> CGFloat {
    length.isFinite && length > 0 ? length : 0
  }

  private static func usable(_ size: CGSize, within bounds: CGSize) -> CGSize {
    CGSize(
      width: min(usable(size.width), max(bounds.width, 0)),
      height: min(usable(size.height), max(bounds.height, 0)))
  }

  /// A frame wholly outside becomes a zero-size frame at the nearest point, never a null one.
  private static func clipped(_ frame: CGRect, to bounds: CGRect) -> CGRect {
    let cut = frame.intersection(bounds)
    guard cut.isNull else { return cut }
    let x = min(max(frame.minX, bounds.minX), bounds.maxX)
    let y = min(max(frame.minY, bounds.minY), bounds.maxY)
    return CGRect(x: x, y: y, width: 0, height: 0)
  }
}
