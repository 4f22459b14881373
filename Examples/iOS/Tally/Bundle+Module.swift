#if canImport(UIKit) && !SWIFT_PACKAGE
  import Foundation

  /// SwiftPM generates `Bundle.module` for the tally's strings; built into the example app as a
  /// static library, the tally's strings are the app's own resources. Unsafe only by name: an
  /// SDK whose `Bundle` is not `Sendable` rejects a plain `static let` in Swift 6 mode.
  extension Bundle {
    nonisolated(unsafe) static let module = Bundle.main
  }
#endif
