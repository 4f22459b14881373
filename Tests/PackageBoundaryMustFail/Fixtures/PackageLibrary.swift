// A library with a `package` declaration, compiled by the MustFail check as the package's own
// modules are (see AppUsesPackageDeclaration.swift).

/// Shared with the package's other modules; invisible to apps.
package func packageOnlyHelper() -> Int { 1 }

/// What an app may call.
public func publicHelper() -> Int { packageOnlyHelper() }
