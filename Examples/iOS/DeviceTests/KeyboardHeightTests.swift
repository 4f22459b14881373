#if canImport(UIKit)
  import InputKit
  import UIKit
  import XCTest

  /// The calculator keyboard's height, as UIKit announces it (`keyboardFrameEndUserInfoKey`):
  /// as tall as the system keyboard in the same window where the two are comparable, and at its
  /// new height in every frame UIKit announces for a turned scene.
  @MainActor
  final class KeyboardHeightTests: XCTestCase {
    /// On an iPhone, fails if the calculator keyboard is more than half the home indicator's
    /// band (3 pt without one) taller or shorter than the system keyboard without its
    /// suggestions bar: a keyboard that lost the band, or a height table that drifted from the
    /// system's, fails. On an iPad, whose system keyboard follows the model (10.9-inch and larger
    /// ones add a row of numbers) where InputKit's keys follow a 9.7-inch iPad's, it fails if
    /// UIKit announces other than the core's pad height with the band (a band or a shortcuts
    /// bar lost or added). Both heights are printed.
    func testAsTallAsTheSystemKeyboard() throws {
      let window = try TestWindow(in: self)
      let plain = Self.fieldWithoutBars()
      window.show(plain)
      let announced = AnnouncedKeyboardFrames()

      XCTAssertTrue(plain.becomeFirstResponder())
      waitUntil("UIKit announces the system keyboard") { announced.shown.count == 1 }
      let system = try XCTUnwrap(announced.shown.last)
      XCTAssertGreaterThan(
        system.height, 100,
        "the Simulator shows the system keyboard (Connect Hardware Keyboard is off)")
      XCTAssertTrue(plain.resignFirstResponder())
      waitUntil("the system keyboard has gone") { announced.hidden == 1 }

      let field = Self.fieldWithoutBars()
      field.inputView = CalculatorKeyboard()
      window.show(field)
      XCTAssertTrue(field.becomeFirstResponder())
      waitUntil("UIKit announces the calculator keyboard") { announced.shown.count == 2 }
      let calculator = try XCTUnwrap(announced.shown.last)

      let size = window.window.bounds.size
      let band = window.window.safeAreaInsets.bottom
      let heights =
        "the calculator keyboard is \(calculator.height) pt tall, the system keyboard "
        + "\(system.height) pt, in a window of \(size) with a band of \(band) pt"
      print(heights)
      XCTAssertEqual(calculator.width, system.width, accuracy: 0.5, "the same window")
      if window.window.traitCollection.userInterfaceIdiom == .pad {
        let keys =
          size.width > size.height
          ? KeyboardSVGFixtures.heights.landscapePad : KeyboardSVGFixtures.heights.portraitPad
        XCTAssertEqual(calculator.height, CGFloat(keys) + band, accuracy: 0.5, heights)
      } else {
        XCTAssertEqual(calculator.height, system.height, accuracy: band > 0 ? band / 2 : 3, heights)
      }
    }

    func testATurnedSceneAnnouncesTheNewHeight() throws {
      let window = try TestWindow(in: self)
      let scene = try XCTUnwrap(window.window.windowScene)
      let keyboard = CalculatorKeyboard()
      let field = window.showField(typingWith: keyboard)
      XCTAssertNotNil(showInputView(of: field))
      let portrait = keyboard.bounds.height
      let announced = AnnouncedKeyboardFrames()

      try turn(scene, to: .landscapeRight, root: window.root)
      defer {
        XCTAssertNoThrow(try turn(scene, to: .portrait, root: window.root))
        XCTAssertEqual(scene.interfaceOrientation, .portrait, "portrait again for the next test")
      }
      let screen = scene.screen.bounds
      waitUntil("UIKit announces the keyboard across the turned screen") {
        announced.willChange.contains { abs($0.width - screen.width) < 1 }
      }
      waitUntil("the keyboard is laid out in landscape") {
        abs(keyboard.bounds.width - screen.width) < 1
          && abs(keyboard.bounds.height - keyboard.intrinsicContentSize.height) < 0.5
      }
      finishTheMainQueuesTurn()

      let landscape = keyboard.bounds.height
      XCTAssertNotEqual(landscape, portrait, accuracy: 0.5, "a phone's keyboard is shorter turned")
      let turned = announced.willChange.filter { abs($0.width - screen.width) < 1 }
      XCTAssertEqual(
        turned.map { Int(($0.height * 2).rounded()) },
        turned.map { _ in Int((landscape * 2).rounded()) },
        "every frame announced across the turned screen is \(landscape) pt tall: \(turned)")
    }

    /// A field whose system keyboard shows only its keys: no suggestions bar (autocorrection
    /// and spell checking off) and no iPad shortcuts bar, which UIKit may add or remove later.
    static func fieldWithoutBars() -> UITextField {
      let field = UITextField(frame: .zero)
      field.autocorrectionType = .no
      field.spellCheckingType = .no
      field.inputAssistantItem.leadingBarButtonGroups = []
      field.inputAssistantItem.trailingBarButtonGroups = []
      return field
    }

    /// Turns `scene` to `orientation` with iOS 16's geometry request, the one public way; an
    /// iPad scene that UIKit does not turn (one that supports multitasking) skips the test.
    private func turn(
      _ scene: UIWindowScene, to orientation: UIInterfaceOrientation, root: UIViewController
    ) throws {
      let refusal = TurnRefusal()
      root.setNeedsUpdateOfSupportedInterfaceOrientations()
      scene.requestGeometryUpdate(
        .iOS(interfaceOrientations: orientation == .portrait ? .portrait : .landscapeRight)
      ) { error in
        let message = error.localizedDescription
        Task { @MainActor in refusal.message = message }
      }
      turnMainRunLoop(timeout: 10) {
        scene.interfaceOrientation == orientation || refusal.message != nil
      }
      let why = refusal.message ?? "no answer in 10 s"
      if scene.interfaceOrientation != orientation,
        scene.traitCollection.userInterfaceIdiom == .pad
      {
        throw XCTSkip("UIKit did not turn the iPad's scene: \(why)")
      }
      XCTAssertEqual(scene.interfaceOrientation, orientation, why)
    }
  }

  /// The keyboard frames UIKit announced, on the screen: each `keyboardWillChangeFrame`'s and
  /// `keyboardDidShow`'s end frame, and how many times the keyboard hid.
  @MainActor
  private final class AnnouncedKeyboardFrames: NSObject {
    private(set) var willChange: [CGRect] = []
    private(set) var shown: [CGRect] = []
    private(set) var hidden = 0

    override init() {
      super.init()
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(willChangeFrame(_:)),
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
      center.addObserver(
        self, selector: #selector(didShow(_:)), name: UIResponder.keyboardDidShowNotification,
        object: nil)
      center.addObserver(
        self, selector: #selector(didHide(_:)), name: UIResponder.keyboardDidHideNotification,
        object: nil)
    }

    @objc private func willChangeFrame(_ notification: Notification) {
      Self.endFrame(of: notification).map { willChange.append($0) }
    }

    @objc private func didShow(_ notification: Notification) {
      Self.endFrame(of: notification).map { shown.append($0) }
    }

    @objc private func didHide(_ notification: Notification) {
      hidden += 1
    }

    private static func endFrame(of notification: Notification) -> CGRect? {
      (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    }
  }

  /// The reason UIKit gave for not turning a scene, if it gave one.
  @MainActor
  private final class TurnRefusal {
    var message: String?
  }
#endif
