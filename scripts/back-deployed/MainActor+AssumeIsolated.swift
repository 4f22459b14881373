// SE-0392 (Swift 5.9): `MainActor.assumeIsolated`, which Xcode 16's standard library back-deploys
// to iOS 16 (`@backDeployed(before: iOS 17.0)`). The prepared iOS 16.5 SDK's standard library is
// Swift 5.8's and lacks it, so scripts/typecheck-ios adds this declaration, and only for that SDK;
// it is never compiled into the package.
extension MainActor {
  static func assumeIsolated<T: Sendable>(
    _ operation: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
  ) rethrows -> T {
    fatalError("declaration only")
  }
}
