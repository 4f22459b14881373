import Foundation
import InputKitShared

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Why a layout cannot be laid out with some metrics.
package enum KeyboardMetricsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The width or height is not a finite number from 0 to the maximum.
  case invalidSize(width: CGFloat, height: CGFloat)
  /// The scale is not a finite number greater than 0 and at most the maximum.
  case invalidScale(CGFloat)
  /// The key spacing is not a finite number from 0 to the maximum.
  case invalidSpacing(CGFloat)
  /// An inset is not a finite number from 0 to the maximum.
  case invalidInsets(EdgeInsets)
  /// Left and right insets together exceed the width, or top and bottom the height.
  case insetsExceedSize(EdgeInsets, width: CGFloat, height: CGFloat)
  /// The key spacing is wider than a key's share of the keyboard: the key with `keyID` would
  /// have `share` points of width or height (`extent`) without spacing, and has none with it.
  case spacingLeavesNoRoom(spacing: CGFloat, keyID: String, extent: Extent, share: CGFloat)

  package enum Extent: String, Hashable, Sendable {
    case width, height
  }

  /// A sentence saying what is wrong and what is allowed.
  package var description: String {
    let maximum = Self.describe(KeyboardMetrics.maximumDimension)
    switch self {
    case .invalidSize(let width, let height):
      return "the size \(Self.describe(width))×\(Self.describe(height)) is not valid: "
        + "width and height must be from 0 to \(maximum) points"
    case .invalidScale(let scale):
      return "the scale \(Self.describe(scale)) is not valid: it must be greater than 0 "
        + "and at most \(Self.describe(KeyboardMetrics.maximumScale))"
    case .invalidSpacing(let spacing):
      return "the key spacing \(Self.describe(spacing)) is not valid: "
        + "it must be from 0 to \(maximum) points"
    case .invalidInsets(let insets):
      let values = [insets.top, insets.left, insets.bottom, insets.right].map(Self.describe)
      return "the insets \(values.joined(separator: ",")) are not valid: "
        + "each must be from 0 to \(maximum) points"
    case .insetsExceedSize(let insets, let width, let height):
      let values = [insets.top, insets.left, insets.bottom, insets.right].map(Self.describe)
      let problem =
        insets.left + insets.right > width
        ? "left + right (\(Self.describe(insets.left + insets.right))) is more than the width "
          + "(\(Self.describe(width)))"
        : "top + bottom (\(Self.describe(insets.top + insets.bottom))) is more than the height "
          + "(\(Self.describe(height)))"
      return "the insets \(values.joined(separator: ",")) are larger than the "
        + "\(Self.describe(width))×\(Self.describe(height)) keyboard: \(problem)"
    case .spacingLeavesNoRoom(let spacing, let keyID, let extent, let share):
      return "the key spacing \(Self.describe(spacing)) leaves key \"\(keyID)\" no "
        + "\(extent.rawValue): its share of the keyboard is \(Self.describe(share)) points; "
        + "use a smaller spacing or a larger keyboard"
    }
  }

  private static func describe(_ value: CGFloat) -> String {
    JSONPath.describe(Double(value))
  }
}

extension KeyboardMetricsError: LocalizedError {
  /// ``description``, in English: the error is a developer's mistake.
  package var errorDescription: String? { description }
}
