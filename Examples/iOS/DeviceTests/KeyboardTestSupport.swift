#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// A finger on the keyboard where a test puts it: UIKit gives no public way to make a touch,
  /// so the `touchesBegan(_:with:)` and `touchesEnded(_:with:)` of the view the keyboard's hit
  /// test finds are called with a `UITouch` that reports this point, in the coordinates of
  /// whatever view asks, which the tests only ever give as the keyboard's.
  @MainActor
  final class ScriptedTouch: UITouch {
    private let point: CGPoint
    private let time: TimeInterval

    init(at point: CGPoint, time: TimeInterval = ProcessInfo.processInfo.systemUptime) {
      self.point = point
      self.time = time
      super.init()
    }

    override func location(in view: UIView?) -> CGPoint { point }
    override func previousLocation(in view: UIView?) -> CGPoint { point }
    override var timestamp: TimeInterval { time }
  }

  /// A key on a hardware keyboard: its characters, HID usage and the modifiers held, as UIKit's
  /// `UIKey` reports them.
  @MainActor
  final class ScriptedKey: UIKey {
    private let typed: String
    private let usage: UIKeyboardHIDUsage
    private let modifiers: UIKeyModifierFlags

    init(_ characters: String, usage: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
      typed = characters
      self.usage = usage
      self.modifiers = modifiers
      super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var characters: String { typed }
    override var charactersIgnoringModifiers: String { typed }
    override var keyCode: UIKeyboardHIDUsage { usage }
    override var modifierFlags: UIKeyModifierFlags { modifiers }
  }

  /// A press of a hardware key, as UIKit hands it to the first responder's `pressesBegan`.
  @MainActor
  final class ScriptedPress: UIPress {
    private let pressed: UIKey
    private let time = ProcessInfo.processInfo.systemUptime

    init(_ key: UIKey) {
      pressed = key
      super.init()
    }

    override var key: UIKey? { pressed }
    override var timestamp: TimeInterval { time }
  }

  extension CalculatorKeyboard {
    /// The key views, in the layout's order: the views inside the keyboard VoiceOver reads as
    /// keyboard keys.
    var keyViews: [UIView] {
      subviews.flatMap { [$0] + $0.subviews }.filter {
        $0.accessibilityTraits.contains(.keyboardKey)
      }
    }

    /// The view of the key `id` of the layout.
    func keyView(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> UIView
    {
      let index = try XCTUnwrap(
        layout.keys.firstIndex { $0.id == id }, "no key \(id)", file: file, line: line)
      let views = keyViews
      XCTAssertEqual(views.count, layout.keys.count, "one view per key", file: file, line: line)
      return try XCTUnwrap(
        views.indices.contains(index) ? views[index] : nil, file: file, line: line)
    }

    /// A finger down and up on the middle of the key `id`, as UIKit delivers a tap: one touch
    /// object, which "persists throughout a multi-touch sequence" (UITouch.h), goes to
    /// `touchesBegan` and then `touchesEnded` of the view the keyboard's hit test finds there
    /// (the key's frame is in the keyboard's coordinates: the view holding the keys fills the
    /// keyboard).
    ///
    /// - Returns: the touch, for a test that keeps it alive after the tap.
    @discardableResult
    func tap(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> UITouch {
      layoutIfNeeded()
      let center = try keyView(id, file: file, line: line).center
      let finger = try XCTUnwrap(
        hitTest(center, with: nil), "no view takes a touch on \(id)", file: file, line: line)
      let touch = ScriptedTouch(at: center)
      finger.touchesBegan([touch], with: nil)
      finger.touchesEnded([touch], with: nil)
      return touch
    }

    /// Taps the keys `ids` one after the other.
    func tap(_ ids: [String], file: StaticString = #filePath, line: UInt = #line) throws {
      for id in ids { try tap(id, file: file, line: line) }
    }

    /// VoiceOver's activation of the key `id` (a double tap while it is focused).
    func activate(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
      try keyView(id, file: file, line: line).accessibilityActivate()
    }
  }

  /// A test's window with a text field typed with `keyboard`, holding `text`, first responder
  /// with the keyboard on screen, and a log of what the field tells the app from then on.
  @MainActor
  struct TypingField {
    let window: TestWindow
    let keyboard: CalculatorKeyboard
    let field: UITextField
    let log: FieldEventLog

    init(
      text: String, keyboard: CalculatorKeyboard = CalculatorKeyboard(),
      field: UITextField = UITextField(frame: .zero), in test: XCTestCase,
      file: StaticString = #filePath, line: UInt = #line
    ) throws {
      window = try TestWindow(in: test, file: file, line: line)
      self.keyboard = keyboard
      self.field = field
      field.inputView = keyboard
      window.show(field)
      field.text = text
      log = FieldEventLog(field: field)
      XCTAssertNotNil(test.showInputView(of: field, file: file, line: line))
      keyboard.layoutIfNeeded()
      log.clear()
    }
  }

  extension XCTestCase {
    /// Lets the main queue run the blocks already queued on it (the keyboard gives the change
    /// signals UIKit did not give from one): the serial queue runs a block queued now after
    /// them.
    @MainActor
    func finishTheMainQueuesTurn(file: StaticString = #filePath, line: UInt = #line) {
      let ran = MainQueueMark()
      DispatchQueue.main.async { ran.isSet = true }
      waitUntil("the main queue's turn is over", file: file, line: line) { ran.isSet }
    }

    /// The UTF-16 offset of `input`'s caret (the start of its selection).
    @MainActor
    func caretOffset(of input: UITextInput) -> Int? {
      input.selectedTextRange.map { input.offset(from: input.beginningOfDocument, to: $0.start) }
    }

    /// Puts `input`'s caret at the UTF-16 `offset`.
    @MainActor
    func placeCaret(of input: UITextInput, at offset: Int) {
      let position = input.position(from: input.beginningOfDocument, offset: offset)
      input.selectedTextRange = position.flatMap { input.textRange(from: $0, to: $0) }
    }
  }

  /// A flag a block on the main queue sets.
  @MainActor
  final class MainQueueMark {
    var isSet = false
  }

  /// Everything a field or text view tells the app about its text, in order: the delegate's
  /// questions (each records its range and replacement and agrees), `.editingChanged`,
  /// the text-did-change notification, `textViewDidChange(_:)`, Return's question and control
  /// events, and the end of editing.
  @MainActor
  final class FieldEventLog: NSObject, UITextFieldDelegate, UITextViewDelegate {
    private(set) var entries: [String] = []
    /// What `textFieldShouldReturn(_:)` does before it answers `true`.
    var onReturn: (UITextField) -> Void = { _ in }

    init(field: UITextField) {
      super.init()
      field.delegate = self
      for (event, name) in Self.fieldEvents {
        field.addAction(UIAction { [weak self] _ in self?.entries.append(name) }, for: event)
      }
      NotificationCenter.default.addObserver(
        self, selector: #selector(textDidChange(_:)),
        name: UITextField.textDidChangeNotification, object: field)
    }

    init(textView: UITextView) {
      super.init()
      textView.delegate = self
      NotificationCenter.default.addObserver(
        self, selector: #selector(textDidChange(_:)),
        name: UITextView.textDidChangeNotification, object: textView)
    }

    /// How often `entry` was logged.
    func count(_ entry: String) -> Int {
      entries.filter { $0 == entry }.count
    }

    /// Where `entry` was first logged.
    func index(of entry: String) -> Int? {
      entries.firstIndex(of: entry)
    }

    func clear() {
      entries = []
    }

    private static let fieldEvents: [(UIControl.Event, String)] = [
      (.editingChanged, "editingChanged"), (.editingDidEndOnExit, "editingDidEndOnExit"),
      (.primaryActionTriggered, "primaryActionTriggered"), (.editingDidEnd, "editingDidEnd"),
    ]

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      entries.append("shouldChange \(range.location),\(range.length) \(string)")
      return true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      entries.append("shouldReturn")
      onReturn(textField)
      return true
    }

    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      entries.append("shouldChange \(range.location),\(range.length) \(text)")
      return true
    }

    func textViewDidChange(_ textView: UITextView) {
      entries.append("textViewDidChange")
    }

    @objc private func textDidChange(_ notification: Notification) {
      entries.append("textDidChangeNotification")
    }
  }
  /// The system keyboard of a field with no input view, found as an app finds it, without
  /// private API: its frame is `keyboardFrameEndUserInfoKey` of the `keyboardDidShowNotification`
  /// UIKit posts. Since iOS 9 another process draws the keys, in a window the scene may or may
  /// not list, so nothing depends on finding it: `window` is the frontmost visible window of the
  /// scene, other than the app's and the test's, whose frame holds the keys, or `nil`. Only when
  /// the Simulator shows no keyboard at all (a connected hardware keyboard hides it) is the test
  /// skipped, saying so; the CI workflow boots its devices without one, and a skip there fails
  /// the run.
  @MainActor
  struct SystemKeyboard {
    /// The keys' frame on the screen, as UIKit announced it.
    let frame: CGRect
    /// The window the keys are in, if the scene lists it.
    let window: UIWindow?

    /// Makes `field` first responder in `window` and waits for the system keyboard.
    init(
      of field: UITextField, in window: TestWindow, file: StaticString = #filePath,
      line: UInt = #line
    ) throws {
      XCTAssertNil(
        field.inputView, "the system keyboard types into a field with no input view", file: file,
        line: line)
      let notifications = KeyboardNotificationLog(center: .default)
      XCTAssertTrue(
        field.becomeFirstResponder(), "UIKit refused to make the field first responder",
        file: file, line: line)
      let screen = window.window.screen.bounds
      guard
        turnMainRunLoop(timeout: 10, until: { notifications.didShowEndFrame != nil }),
        let shown = notifications.didShowEndFrame, shown.height > 100,
        shown.intersects(screen)
      else {
        throw XCTSkip(
          "The Simulator showed no system keyboard for a field without an input view (announced "
            + "\(String(describing: notifications.didShowEndFrame))): a connected hardware "
            + "keyboard hides it (I/O › Keyboard › Connect Hardware Keyboard). Nothing was "
            + "measured against the system keyboard.")
      }
      frame = shown
      let scene = try XCTUnwrap(window.window.windowScene, file: file, line: line)
      let app = (scene.delegate as? UIWindowSceneDelegate).flatMap { $0.window ?? nil }
      let keys = CGPoint(x: shown.midX, y: shown.midY)
      self.window = scene.windows.filter { candidate in
        !candidate.isHidden && candidate !== window.window && candidate !== app
          && candidate.convert(candidate.bounds, to: candidate.screen.coordinateSpace)
            .contains(keys)
      }.max { $0.windowLevel < $1.windowLevel }
    }

    /// The keyboard's window and its level, or that the scene lists none, for a test's log.
    var windowDescription: String {
      window.map { "\(type(of: $0)) at level \($0.windowLevel.rawValue)" }
        ?? "a window the scene does not list"
    }
  }

  /// What UIKit announced about the keyboard, observed with a selector on the main thread, where
  /// UIKit posts it: the end frame of the last `keyboardDidShowNotification`, and the end frame,
  /// duration and curve of every `keyboardWillChangeFrameNotification`.
  @MainActor
  final class KeyboardNotificationLog: NSObject {
    /// One `keyboardWillChangeFrameNotification`.
    struct Change {
      var endFrame: CGRect
      var duration: TimeInterval?
      var curve: Int?
    }

    private(set) var didShowEndFrame: CGRect?
    private(set) var willChange: [Change] = []
    var willChangeEndFrames: [CGRect] { willChange.map(\.endFrame) }

    init(center: NotificationCenter) {
      super.init()
      center.addObserver(
        self, selector: #selector(keyboardDidShow(_:)),
        name: UIResponder.keyboardDidShowNotification, object: nil)
      center.addObserver(
        self, selector: #selector(keyboardWillChangeFrame(_:)),
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func keyboardDidShow(_ notification: Notification) {
      didShowEndFrame = Self.endFrame(of: notification)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
      let info = notification.userInfo
      Self.endFrame(of: notification).map {
        willChange.append(
          Change(
            endFrame: $0,
            duration: (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
              .doubleValue,
            curve: (info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue))
      }
    }

    private static func endFrame(of notification: Notification) -> CGRect? {
      (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    }
  }
#endif
