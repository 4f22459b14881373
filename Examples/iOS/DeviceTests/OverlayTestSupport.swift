#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  extension ActivityOverlayConfiguration {
    /// No grace, no minimum time and no fade, or a fade of `fade` seconds: the overlay is on
    /// screen as soon as work begins.
    static func immediate(
      fade: Duration = .zero, appearance: OverlayAppearance = .standard
    ) -> ActivityOverlayConfiguration {
      var configuration = ActivityOverlayConfiguration(
        graceTime: .zero, minimumShowTime: .zero, appearance: appearance,
        darkAppearance: appearance)
      configuration.appearance.fadeDuration = fade
      configuration.darkAppearance.fadeDuration = fade
      return configuration
    }
  }

  extension UIView {
    /// The view's bounds on its window's screen, through every transform between them (its
    /// bounds while it is in no window).
    var frameOnScreen: CGRect {
      window.map { convert(bounds, to: $0.screen.coordinateSpace) } ?? bounds
    }

    /// This view and every view inside it.
    var allSubviews: [UIView] {
      [self] + subviews.flatMap(\.allSubviews)
    }
  }

  extension UIWindow {
    /// `point`, in the screen's coordinates, in this window's.
    func convert(fromScreen point: CGPoint) -> CGPoint {
      convert(point, from: screen.coordinateSpace)
    }
  }

  /// The centre of `view`'s frame in `window`'s coordinates, through the screen.
  @MainActor
  func centre(of view: UIView, in window: UIWindow) -> CGPoint {
    let frame = view.frameOnScreen
    return window.convert(fromScreen: CGPoint(x: frame.midX, y: frame.midY))
  }

  /// What a finger at `point` (in screen coordinates) lands on, found as UIKit delivers a touch:
  /// each visible window of `scene`, and each of `others` (the keyboard's window, which the
  /// scene may not list), asked from the highest level down, the first that hit-tests a view.
  /// Windows of one level are asked in no documented order; the tests never depend on it. The
  /// order comes from each window's `windowLevel`, and the overlay's window reports InputKit's
  /// own level, so what this finds says nothing of whether UIKit draws that window above the
  /// keys: only a real touch shows that.
  @MainActor
  func frontmostHit(
    atScreenPoint point: CGPoint, in scene: UIWindowScene, including others: [UIWindow] = []
  ) -> UIView? {
    var windows: [UIWindow] = []
    for window in scene.windows + others where !windows.contains(where: { $0 === window }) {
      windows.append(window)
    }
    return windows.filter { !$0.isHidden }
      .sorted { $0.windowLevel > $1.windowLevel }
      .lazy.compactMap { $0.hitTest($0.convert(fromScreen: point), with: nil) }.first
  }

  /// Asks UIKit for the highest level for a plain window of `scene`, shows it, reads back the
  /// level UIKit granted and prints it beside the level of `keyboardWindow` (the window of
  /// `keyboard`), so the test log records it on every run: reports disagree on whether UIKit
  /// clamps an assigned level below the keyboard's, and InputKit's window above the keyboard
  /// does not depend on either answer. The system keyboard's window may be none the scene
  /// lists (`keyboardWindow` `nil`); the log then says so.
  ///
  /// - Returns: the granted level's raw value.
  @MainActor
  func recordTheLevelUIKitGrantsAPlainWindow(
    in scene: UIWindowScene, keyboardWindow: UIWindow?, keyboard: String
  ) -> CGFloat {
    let plain = UIWindow(windowScene: scene)
    plain.windowLevel = UIWindow.Level(rawValue: .greatestFiniteMagnitude)
    plain.isHidden = false
    let granted = plain.windowLevel.rawValue
    plain.isHidden = true
    let keyboardLevel = keyboardWindow.map { level in
      let rawValue = level.windowLevel.rawValue
      return "has level \(rawValue)"
        + (granted > rawValue ? " (not clamped below it)" : " (clamped below it)")
    }
    print(
      "InputKitDeviceTests: a plain window asked for level \(CGFloat.greatestFiniteMagnitude) "
        + "was granted \(granted); the window of \(keyboard) "
        + (keyboardLevel ?? "is not among the scene's windows"))
    return granted
  }

  /// The accessibility elements VoiceOver can move to inside `root`, found by the rules UIKit
  /// documents, since no test can turn VoiceOver on: a hidden or fully transparent view, and
  /// one with `accessibilityElementsHidden`, hides everything in it; an element
  /// (`isAccessibilityElement`) is reached and not looked into; a container's
  /// `accessibilityElements` (or counted elements) stand for its subviews; and among siblings,
  /// one with `accessibilityViewIsModal` hides the others ("VoiceOver ignores the accessibility
  /// elements within views that are siblings of the receiver", UIAccessibility.h).
  @MainActor
  func voiceOverElements(in root: NSObject) -> [NSObject] {
    if root.accessibilityElementsHidden { return [] }
    if let view = root as? UIView, view.isHidden || view.alpha < 0.01 { return [] }
    if root.isAccessibilityElement { return [root] }
    var children = (root.accessibilityElements ?? []).compactMap { $0 as? NSObject }
    let count = root.accessibilityElementCount()
    if children.isEmpty, count != NSNotFound, count > 0 {
      children = (0..<count).compactMap { root.accessibilityElement(at: $0) as? NSObject }
    }
    if children.isEmpty, let view = root as? UIView { children = view.subviews }
    let modal = children.last { child in
      let shown = (child as? UIView).map { !$0.isHidden && $0.alpha >= 0.01 } ?? true
      return shown && child.accessibilityViewIsModal
    }
    return (modal.map { [$0] } ?? children).flatMap(voiceOverElements(in:))
  }

  extension XCTestCase {
    /// Waits until SwiftUI gives `view` accessibility elements, as it does once the accessibility
    /// runtime is on (the test bundle switches it on before any test: `AccessibilityRuntime`),
    /// and fails the test, saying what became of the runtime, if it gives none.
    @MainActor
    func waitUntilSwiftUIExposesAccessibility(
      of view: UIView, file: StaticString = #filePath, line: UInt = #line
    ) {
      let runtime = AccessibilityRuntime.outcome ?? "never switched on"
      waitUntil(
        "SwiftUI gives the view accessibility elements (accessibility runtime: \(runtime))",
        file: file, line: line
      ) { !voiceOverElements(in: view).isEmpty }
    }
  }

  /// The labels of the elements VoiceOver can move to inside `root`.
  @MainActor
  func voiceOverLabels(in root: NSObject) -> [String] {
    voiceOverElements(in: root).compactMap(\.accessibilityLabel)
  }
#endif
