// Declarations for scripts/typecheck-ios only, never part of a product.
//
// The iOS 16.5 SDK prepared on Linux carries the Swift 5.8 standard library. Xcode 15 and later
// ship newer standard libraries whose additions below are back-deployed, so an app built with
// Xcode 16 for iOS 16 can call them. Each is declared here exactly as the newer standard library
// declares it, so that the check sees what Xcode 16 users see. Nothing from UIKit, SwiftUI,
// Foundation or CoreGraphics, and no conformance of an Apple type, may be declared here.

extension MainActor {
  /// SE-0392 (Custom Actor Executors), Swift 5.9: `assumeIsolated` is marked
  /// `@_alwaysEmitIntoClient` and available from iOS 13 (`SwiftStdlib 5.1`), so it back-deploys.
  @_unavailableFromAsync(
    message: "express the closure as an explicit function declared on the specified 'actor' instead"
  )
  static func assumeIsolated<T: Sendable>(
    _ operation: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
  ) rethrows -> T {
    fatalError("declared for type-checking only")
  }
}
