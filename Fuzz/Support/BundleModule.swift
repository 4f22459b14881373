import Foundation

extension Bundle {
  /// SwiftPM generates `Bundle.module` for InputKitCore's string tables; the fuzz build
  /// compiles the sources without SwiftPM, so messages fall back to their keys.
  static let module = Bundle.main
}
