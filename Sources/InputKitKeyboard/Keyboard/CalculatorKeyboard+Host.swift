#if canImport(UIKit)
  import UIKit
  import InputKitKeyboardCore

  /// What the keyboard's session reads while it handles an event; an answer absent in UIKit
  /// (no delegate) is UIKit's default.
  extension CalculatorKeyboard: @preconcurrency KeyboardHost {
    package func state(of field: KeyboardSession.FieldID) -> KeyboardFieldState? {
      fields.target(field)?.entry?.keyboardState(resultBar: liveResultBar)
    }

    package func shouldPress(_ key: Key) -> Bool {
      delegate?.keyboard(self, shouldPress: key) ?? true
    }

    package func shouldReturn(_ field: KeyboardSession.FieldID) -> Bool? {
      fields.target(field)?.entry?.entryShouldReturn()
    }

    package func shouldChange(_ field: KeyboardSession.FieldID, by edit: Edit) -> Bool? {
      fields.target(field)?.entry?.delegateAllows(
        NSRange(edit.range), replacement: edit.replacement)
    }

    package var layoutSource: ((String) -> KeyboardLayout?)? {
      dataSource.map { source in { [unowned self] in source.keyboard(self, layoutWithID: $0) } }
    }

    package func firstResponders() -> [KeyboardFieldFocus<KeyboardSession.FieldID>] {
      fields.firstResponders(in: window, keyboard: self)
    }

    package func placement(of field: KeyboardSession.FieldID) -> FieldPlacement? {
      fields.target(field)?.entry?.placement
    }

    package func handlesEscape(from field: KeyboardSession.FieldID) -> Bool? {
      fields.target(field)?.entry?.performEscape(outside: self)
    }
  }
#endif
