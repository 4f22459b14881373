// expected-error: cannot find 'packageOnlyHelper' in scope
// library-fixture: Tests/PackageBoundaryMustFail/Fixtures/PackageLibrary.swift
// The example app is another package in Xcode: a `package` declaration of the library is
// invisible to it. Both Apple checks (scripts/typecheck-ios, scripts/typecheck-apple) compile the
// fixture library with the flags they give the package's modules (with the package's name) and
// this file with the flags they give the example app's targets (without it), so an app calling
// package API fails there as it fails in Xcode. As a control, each also compiles this file as
// one of the package's modules, where the same call must be accepted: the rejection comes from
// the package boundary, not from a name the fixture lacks.
import PackageLibrary

func callsPackageAPI() -> Int {
  publicHelper() + packageOnlyHelper()
}
