#if canImport(UIKit)
  import UIKit
  import InputKitKeyboardCore
  import InputKitShared
  @_spi(InputKitInternal) import InputKitUI

  /// The view that fills a `CalculatorKeyboard` and holds its keys: it passes UIKit's touches,
  /// layout, traits and window to the session, which hit-tests every touch.
  @MainActor
  final class KeyboardTouchSurface: ViewLifecycleRelay {
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

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      keyboard.map { $0.send(.touchesBegan(Self.touches(touches, in: $0))) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      keyboard.map { $0.send(.touchesMoved(Self.touches(touches, in: $0))) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      keyboard.map { $0.send(.touchesEnded(Self.touches(touches, in: $0))) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      keyboard.map { $0.send(.touchesCancelled(Self.touches(touches, in: $0).map(\.id))) }
    }

    private static func touches(_ touches: Set<UITouch>, in keyboard: UIView) -> [KeyboardTouch] {
      touches.map { KeyboardTouch($0, in: keyboard) }
    }
  }

  extension KeyboardTouch {
    /// A `UITouch` in `view`'s coordinates; its identity tells fingers apart while they are down.
    @MainActor
    init(_ touch: UITouch, in view: UIView) {
      self.init(
        Int(bitPattern: ObjectIdentifier(touch)), at: touch.location(in: view),
        timestamp: touch.timestamp)
    }
  }
#endif
