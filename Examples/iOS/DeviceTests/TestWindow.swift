#if canImport(UIKit)
  import UIKit
  import XCTest

  /// A window of a test's own in the example app's window scene, made key as an app's screen
  /// is, so that its first responder gets its input view from UIKit; `close()` ends editing,
  /// takes down what it presents, turns the scene back to portrait and gives the key window back
  /// to the app. The test closes it once it has ended (a teardown block), whatever it failed
  /// on; a test that makes several in turn closes each before the next. A window opens only in
  /// a portrait scene: one an earlier test left turned is turned back first, or the test fails
  /// saying so, rather than measuring a keyboard in landscape.
  @MainActor
  final class TestWindow {
    /// The window, visible and key.
    let window: UIWindow
    /// The window's root view controller.
    let root: UIViewController
    private let appWindow: UIWindow?
    private let test: XCTestCase
    private var isClosed = false
    /// Whether UIKit has announced a keyboard (the system keyboard included) since the window
    /// opened that it has not announced hidden since.
    private let keyboard = KeyboardVisibility()
    /// Whether a window has waited for UIKit's accessibility elements once in this process.
    private static var runtimeChecked = false

    /// Shows `root` in a new key window of the app's scene, once the app has connected it, and
    /// has `test` close it when it ends (the test keeps it until then, so `_ = try
    /// TestWindow(root: screen, in: self)` shows `screen` for the whole test); throws when the
    /// tests do not run hosted in the example app (no window scene).
    init(
      root: UIViewController = UIViewController(), in test: XCTestCase,
      file: StaticString = #filePath, line: UInt = #line
    ) throws {
      self.test = test
      // The principal class switched the accessibility runtime on before the first test; should
      // it not have run, a test still sees UIKit's elements, and AccessibilityRuntimeTests
      // fails.
      AccessibilityRuntime.switchOn(by: "the first TestWindow, the principal class having not run")
      if !Self.runtimeChecked {
        Self.runtimeChecked = true
        _ = AccessibilityRuntime.waitUntilUIKitBuildsElements()
      }
      var windowScene: UIWindowScene? {
        UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first
      }
      turnMainRunLoop(timeout: 10) { windowScene != nil }
      let scene = try XCTUnwrap(
        windowScene, "no window scene: the device tests run hosted in the example app",
        file: file, line: line)
      // The app's own window, which the scene's delegate keeps, even if an earlier test left
      // another window key.
      appWindow =
        (scene.delegate as? UIWindowSceneDelegate).flatMap { $0.window ?? nil } ?? scene.keyWindow
      if scene.interfaceOrientation != .portrait {
        let turned = Self.turnToPortrait(scene, root: appWindow?.rootViewController)
        XCTAssertTrue(
          turned,
          "the scene is in \(scene.interfaceOrientation.rawValue), not portrait (\(UIInterfaceOrientation.portrait.rawValue)), and did not turn back: an earlier test left it turned",
          file: file, line: line)
      }
      window = UIWindow(windowScene: scene)
      self.root = root
      root.view.backgroundColor = .systemBackground
      window.rootViewController = root
      window.makeKeyAndVisible()
      test.addTeardownBlock { self.close() }
    }

    /// Puts `view` on the root view near the top, where no keyboard covers it.
    func show(_ view: UIView) {
      view.frame = CGRect(x: 20, y: 100, width: 280, height: 44)
      root.view.addSubview(view)
    }

    /// Puts a text field whose input view is `inputView` on the root view. The field's iPad
    /// shortcuts bar (undo, redo, paste) is cleared: UIKit shows it above a custom input view
    /// and announces the keyboard's frame with it, so a test that measures against the input
    /// view's frame would be off by the bar on an iPad.
    func showField(typingWith inputView: UIView) -> UITextField {
      let field = UITextField(frame: .zero)
      field.inputView = inputView
      field.inputAssistantItem.leadingBarButtonGroups = []
      field.inputAssistantItem.trailingBarButtonGroups = []
      show(field)
      return field
    }

    /// A keyboard-styled input view with nothing in it, 216 points high: UIKit shows it where
    /// it shows the system keyboard, and no InputKit code takes part.
    static func plainInputView() -> UIInputView {
      UIInputView(frame: CGRect(x: 0, y: 0, width: 0, height: 216), inputViewStyle: .keyboard)
    }

    /// Ends editing, takes down what the root presents, hides the window, makes the app's
    /// window key again and waits until the keyboard that was up has left its window and UIKit
    /// has announced it hidden (the system keyboard too), so the next test starts from the app
    /// as it launched and hears no keyboard notification of this one. A presentation or
    /// dismissal still sliding is let finish first, since UIKit ignores a dismissal asked for
    /// while one is in flight. Each wait fails the test if it does not end; its bound is a hung
    /// Simulator only. A second call does nothing.
    func close() {
      guard !isClosed else { return }
      isClosed = true
      let shown = Self.firstResponder(in: window).map {
        [$0.inputView, $0.inputAccessoryView].compactMap { $0 }
      }
      window.endEditing(true)
      test.waitUntil("no presentation of the test's window is still sliding") {
        presentations.allSatisfy { $0.transitionCoordinator == nil }
      }
      if root.presentedViewController != nil {
        root.dismiss(animated: false, completion: nil)
        test.waitUntil("the test's window presents nothing") {
          root.presentedViewController == nil
        }
      }
      if let scene = window.windowScene, scene.interfaceOrientation != .portrait {
        XCTAssertTrue(
          Self.turnToPortrait(scene, root: root), "the scene did not turn back to portrait")
      }
      window.isHidden = true
      appWindow?.makeKey()
      test.waitUntil("the keyboard of the test's window has left the screen") {
        (shown ?? []).allSatisfy { $0.window == nil } && !keyboard.isShown
      }
    }

    /// Asks UIKit to turn `scene` to portrait (iOS 16's geometry request, the only public way)
    /// and waits until it has; the bound is a hung Simulator only.
    ///
    /// - Returns: whether the scene is in portrait.
    static func turnToPortrait(_ scene: UIWindowScene, root: UIViewController?) -> Bool {
      root?.setNeedsUpdateOfSupportedInterfaceOrientations()
      scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait)) { _ in }
      return turnMainRunLoop(timeout: 10) { scene.interfaceOrientation == .portrait }
    }

    /// The root and every view controller presented over it, bottom first.
    private var presentations: [UIViewController] {
      var all = [root]
      while let presented = all.last?.presentedViewController { all.append(presented) }
      return all
    }

    /// The first responder among `view` and the views inside it.
    private static func firstResponder(in view: UIView) -> UIView? {
      view.isFirstResponder ? view : view.subviews.lazy.compactMap(firstResponder(in:)).first
    }
  }

  /// Whether the keyboard is up, as UIKit's show and hide notifications tell it: the only
  /// public word of the system keyboard leaving, whose views no app holds.
  @MainActor
  private final class KeyboardVisibility: NSObject {
    private(set) var isShown = false

    override init() {
      super.init()
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(didShow), name: UIResponder.keyboardDidShowNotification,
        object: nil)
      center.addObserver(
        self, selector: #selector(didHide), name: UIResponder.keyboardDidHideNotification,
        object: nil)
    }

    @objc private func didShow() { isShown = true }
    @objc private func didHide() { isShown = false }
  }

  extension XCTestCase {
    /// Turns the main run loop until `condition` holds, so UIKit can finish what it does after
    /// a call returns (showing an input view, presenting an alert), and fails the test with
    /// `what` if it does not hold within `timeout` seconds. The timeout only bounds a hung
    /// Simulator; nothing here measures speed.
    ///
    /// - Returns: whether `condition` held.
    @MainActor
    @discardableResult
    func waitUntil(
      _ what: String, timeout: TimeInterval = 10, file: StaticString = #filePath,
      line: UInt = #line, _ condition: () -> Bool
    ) -> Bool {
      if turnMainRunLoop(timeout: timeout, until: condition) { return true }
      XCTFail("waited \(Int(timeout)) s, but not until \(what)", file: file, line: line)
      return false
    }

    /// Makes `responder` first responder in its window and waits until UIKit shows its input
    /// view (`inputView`) in a window, as it does when a person taps a field.
    ///
    /// - Returns: the window UIKit shows the input view in, or `nil` (the test has failed).
    @MainActor
    func showInputView(
      of responder: UIResponder, file: StaticString = #filePath, line: UInt = #line
    ) -> UIWindow? {
      guard let inputView = responder.inputView else {
        XCTFail("the responder has no input view", file: file, line: line)
        return nil
      }
      XCTAssertTrue(
        responder.becomeFirstResponder(), "UIKit refused to make the field first responder",
        file: file, line: line)
      waitUntil("UIKit shows the input view in a window", file: file, line: line) {
        inputView.window != nil
      }
      return inputView.window
    }
  }

  extension XCTestCase {
    /// Waits until UIKit has settled in `window`: no view controller in it is presenting,
    /// dismissing, pushing or popping, and the main queue has had two more turns, so what waits
    /// for a transition's end or for a window (an alert the gate queued) has run. A check that
    /// something did not happen follows it; the wait's bound is a hung Simulator only. With no
    /// window, only the main queue's turns.
    @MainActor
    func waitUntilUIKitHasSettled(
      in window: UIWindow?, file: StaticString = #filePath, line: UInt = #line
    ) {
      func withChildren(_ controller: UIViewController) -> [UIViewController] {
        [controller] + controller.children.flatMap(withChildren)
      }
      waitUntil("no view controller in the window is in a transition", file: file, line: line) {
        var controllers: [UIViewController] = []
        var next = window?.rootViewController
        while let controller = next {
          controllers += withChildren(controller)
          next = controller.presentedViewController
        }
        return controllers.allSatisfy { $0.transitionCoordinator == nil }
      }
      finishTheMainQueuesTurn(file: file, line: line)
      finishTheMainQueuesTurn(file: file, line: line)
    }
  }

  /// Turns the main run loop until `condition` holds or `timeout` seconds have passed.
  ///
  /// - Returns: whether `condition` held.
  @MainActor
  @discardableResult
  func turnMainRunLoop(timeout: TimeInterval, until condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !condition() {
      guard Date() < deadline else { return false }
      RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.02))
    }
    return true
  }
#endif
