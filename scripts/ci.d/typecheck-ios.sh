# CI: type-checks every module and the example app for arm64-apple-ios16.0 against Apple's real
# iOS SDK (prepared by ../shared/ios-sdk/prepare, never committed), and proves the check rejects
# the deliberate misuses in Tests/iOSSDKMustFail. Without a prepared SDK it says so and skips.
scripts/typecheck-ios --if-available
