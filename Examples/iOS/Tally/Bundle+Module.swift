#if canImport(UIKit) && !SWIFT_PACKAGE
  import Foundation

  /// SwiftPM generates `Bundle.module` for the tally's strings; built as the example app's own
  /// framework, its strings are in the framework's bundle.
  extension Bundle {
    static let module = Bundle(for: TallyBundleMarker.self)
  }

  private final class TallyBundleMarker {}
#endif
