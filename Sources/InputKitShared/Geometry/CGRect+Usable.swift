import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension CGRect {
  /// `nil` for what UIKit reports for a view not laid out yet, or a keyboard that is gone.
  package var usableFrame: CGRect? {
    guard !isNull, origin.x.isFinite, origin.y.isFinite, size.width.isFinite, size.height.isFinite
    else { return nil }
    let frame = standardized
    return frame.isEmpty ? nil : frame
  }
}
