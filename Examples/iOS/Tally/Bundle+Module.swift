#if canImport(UIKit) && !SWIFT_PACKAGE
  import Foundation

  /// SwiftPM generates `Bundle.module` for the tally's strings; built into the example app as a
  /// static library, the tally's strings are the app's own resources.
  extension Bundle {
    static let module = Bundle.main
  }
#endif
