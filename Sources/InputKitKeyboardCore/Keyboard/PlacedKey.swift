import Foundation
import InputKitShared

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where one key is drawn and how big its title and corners are.
package struct PlacedKey: Equatable, Sendable {
  /// The key's frame in the keyboard's coordinates; empty for a key that is not shown.
  package var frame: CGRect
  package var titleFontSize: Double
  package var cornerRadius: Double
  package var minimumTitleScale: Double

  package init(
    frame: CGRect, titleFontSize: Double, cornerRadius: Double, minimumTitleScale: Double
  ) {
    self.frame = frame
    self.titleFontSize = titleFontSize
    self.cornerRadius = cornerRadius
    self.minimumTitleScale = minimumTitleScale
  }
}
