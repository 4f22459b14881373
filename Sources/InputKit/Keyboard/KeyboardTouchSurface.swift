#if canImport(UIKit)
  import InputKitCore
  import UIKit

  /// The view that fills a `CalculatorKeyboard` and holds its keys: it hears what UIKit tells
  /// the keyboard's views (touches, layout, traits, joining or leaving a window) and passes it to
  /// the keyboard, which forwards it to its session.
  ///
  /// The keys take no touches of their own, so every finger on the keyboard lands here and goes
  /// to the session in the keyboard's coordinates: the session hit-tests it, so a finger can
  /// slide from key to key and a touch beside the keys presses the nearest one. An overlay the
  /// keyboard hosts lies in front of this view and takes the touches on itself. UIKit tells a
  /// view's subviews of window and trait changes as it tells the view, and this one, filling the
  /// keyboard, is laid out whenever the keyboard's size or safe area changes.
  @MainActor
  final class KeyboardTouchSurface: ViewLifecycleRelay {
    /// The keyboard the touches and changes go to.
    weak var keyboard: CalculatorKeyboard?

    override init(frame: CGRect) {
      super.init(frame: frame)
      // Two thumbs type faster than one: without this UIKit sends only the first finger.
      isMultipleTouchEnabled = true
      laidOut = { [weak self] in self?.keyboard?.layOutKeys() }
      traitsChanged = { [weak self] _ in self?.keyboard?.traitsChanged() }
      windowChanged = { [weak self] in self?.keyboard?.movedToWindow() }
    }

    required init?(coder: NSCoder) {
      return nil
    }

    override func willMove(toWindow newWindow: UIWindow?) {
      super.willMove(toWindow: newWindow)
      keyboard?.willMove(into: newWindow)
    }

    /// Fingers went down on the keyboard.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      keyboard.map { $0.send(.touchesBegan(Self.touches(touches, in: $0))) }
    }

    /// Fingers slid.
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      keyboard.map { $0.send(.touchesMoved(Self.touches(touches, in: $0))) }
    }

    /// Fingers lifted.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      keyboard.map { $0.send(.touchesEnded(Self.touches(touches, in: $0))) }
    }

    /// The system took the touches away: they press nothing.
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      keyboard.map { $0.send(.touchesCancelled(Self.touches(touches, in: $0).map(\.id))) }
    }

    private static func touches(_ touches: Set<UITouch>, in keyboard: UIView) -> [KeyboardTouch] {
      touches.map { KeyboardTouch($0, in: keyboard) }
    }
  }

  extension KeyboardTouch {
    /// A `UITouch` in `view`'s coordinates; UIKit keeps one `UITouch` object per finger for as
    /// long as the finger is down, so its identity tells fingers apart.
    @MainActor
    init(_ touch: UITouch, in view: UIView) {
      self.init(
        Int(bitPattern: ObjectIdentifier(touch)), at: touch.location(in: view),
        timestamp: touch.timestamp)
    }
  }
#endif
