#if canImport(UIKit)
  import Darwin
  import UIKit
  import XCTest

  /// The test bundle's principal class (`INFOPLIST_KEY_NSPrincipalClass` in `project.yml`):
  /// XCTest makes one instance of it when it loads the bundle, before any test runs
  /// (XCTestObservationCenter.h), and it switches the accessibility runtime on for the test
  /// process. The library never does this; only this test bundle does.
  @objc(InputKitDeviceTestsSetUp)
  final class DeviceTestsSetUp: NSObject {
    override init() {
      super.init()
      AccessibilityRuntime.switchOn(by: AccessibilityRuntime.principalClass)
    }
  }

  /// The accessibility runtime of the test process, switched on as UI automation switches it on.
  ///
  /// Nothing turns accessibility on in a hosted unit-test process (XCUITest does it for the app
  /// it drives, VoiceOver for the device), and until it is on UIKit and SwiftUI build no
  /// accessibility elements and no default labels: a button has no label, a SwiftUI view no
  /// elements, and a test of what VoiceOver could reach would fail for that reason alone. Test
  /// tools switch it on themselves with `_AXSSetAutomationEnabled` from `libAccessibility.dylib`
  /// (AccessibilitySnapshot's `ASAccessibilityEnabler`, KIF's `KIFEnableAccessibility` on today's
  /// Simulators, GTXiLib on a device), loaded from the Simulator's root; this does the same, and
  /// puts the setting back when the process exits.
  enum AccessibilityRuntime {
    /// Who switches the runtime on before any test: the bundle's principal class.
    static let principalClass = "the test bundle's principal class"

    /// Who switched the runtime on, or why it could not be switched on; `nil` while nobody has
    /// tried.
    nonisolated(unsafe) private(set) static var outcome: String?

    /// The setting before the tests switched it on, and the function that sets it.
    nonisolated(unsafe) private static var restore: (setting: Int32, set: SetAutomation)?

    private typealias ReadAutomation = @convention(c) () -> Int32
    private typealias SetAutomation = @convention(c) (Int32) -> Void

    /// Switches the runtime on for this process, once; `caller` is recorded as who did.
    static func switchOn(by caller: String) {
      guard outcome == nil else { return }
      let path = "/usr/lib/libAccessibility.dylib"
      let root = ProcessInfo.processInfo.environment["IPHONE_SIMULATOR_ROOT"]
      let library = [root.map { $0 + path }, path].lazy.compactMap { $0 }
        .compactMap { dlopen($0, RTLD_NOW | RTLD_LOCAL) }.first
      guard let library, let read = dlsym(library, "_AXSAutomationEnabled"),
        let write = dlsym(library, "_AXSSetAutomationEnabled")
      else {
        outcome = "not switched on: \(dlerror().map { String(cString: $0) } ?? "no such symbol")"
        return
      }
      let set = unsafeBitCast(write, to: SetAutomation.self)
      restore = (unsafeBitCast(read, to: ReadAutomation.self)(), set)
      set(1)
      outcome = "switched on by \(caller)"
      atexit { AccessibilityRuntime.putTheSettingBack() }
    }

    private static func putTheSettingBack() {
      restore.map { $0.set($0.setting) }
    }

    /// Turns the main run loop until UIKit gives a titled button its title as its accessibility
    /// label, as it does once the runtime is on.
    ///
    /// - Returns: whether it did within `timeout` seconds.
    @MainActor
    static func waitUntilUIKitBuildsElements(timeout: TimeInterval = 10) -> Bool {
      let probe = UIButton(type: .system)
      probe.setTitle("InputKit", for: .normal)
      return turnMainRunLoop(timeout: timeout) {
        probe.isAccessibilityElement && probe.accessibilityLabel == "InputKit"
      }
    }
  }

  /// That the runtime is on from the first test: the accessibility tests depend on it.
  @MainActor
  final class AccessibilityRuntimeTests: XCTestCase {
    /// Fails if the principal class did not run before the tests (`NSPrincipalClass` missing
    /// from the bundle's Info.plist) or could not switch the runtime on, or if UIKit still builds
    /// no accessibility label for a titled button; then `ActivityOverlayAccessibilityTests` and
    /// the SwiftUI tests that read elements fail for that reason, not for InputKit's.
    func testTheTestBundleSwitchesTheAccessibilityRuntimeOnBeforeAnyTest() {
      XCTAssertEqual(
        AccessibilityRuntime.outcome, "switched on by \(AccessibilityRuntime.principalClass)")
      XCTAssertTrue(
        AccessibilityRuntime.waitUntilUIKitBuildsElements(),
        "UIKit gives a titled button no accessibility label: the runtime is not on "
          + "(\(AccessibilityRuntime.outcome ?? "never switched on"))")
    }
  }
#endif
