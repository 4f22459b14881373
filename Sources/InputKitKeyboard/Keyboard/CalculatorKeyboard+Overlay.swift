#if canImport(UIKit)
  import UIKit
  import InputKitKeyboardCore
  import InputKitShared
  @_spi(InputKitInternal) import InputKitUI

  /// What an `ActivityOverlay` asks of the keyboard it covers: where its accessory bar is, to
  /// host the overlay and a shield in front of the keys and the bar, and to block input.
  extension CalculatorKeyboard: OverlayHostingKeyboard {
    /// The height of the accessory bar shown above the keys for the bound field (the live-result
    /// bar, or the field's own), or 0 when none is on screen.
    package var shownAccessoryHeight: CGFloat {
      target?.entry?.inputAccessoryView.flatMap { $0.window == nil ? nil : $0.bounds.height } ?? 0
    }

    /// Hosts an activity overlay (or its shield) at `frame` in the keyboard's coordinates, in
    /// front of every key (adding a subview again brings it to the front).
    package func host(_ overlay: UIView, frame: CGRect) {
      addSubview(overlay)
      hostedOverlay = overlay
      overlay.frame = frame
    }

    /// Hosts `shield` inside the accessory bar shown above the keys (the live-result bar or the
    /// field's own) at `frame` in the bar's coordinates, in front of the bar's content. The bar
    /// is not inside the keyboard view (UIKit hosts both side by side in a view of its own), and
    /// a view draws and takes touches only within its bounds, so the bar is covered from inside
    /// itself. With no bar on screen the shield is taken out.
    package func hostInAccessoryBar(_ shield: UIView, frame: CGRect) {
      guard let bar = target?.entry?.inputAccessoryView, bar.window != nil else {
        return shield.removeFromSuperview()
      }
      bar.addSubview(shield)
      shield.frame = frame
    }

    /// Blocks or restores every input to the keyboard and its accessory bar while an overlay
    /// covers them (the session's `inputBlocked`): the finger down is cancelled, a repeat stops,
    /// VoiceOver skips the keys and the bar, and the bar given back is the one blocked, as it was.
    package func setInputBlocked(_ blocked: Bool) {
      let bar = target?.entry?.inputAccessoryView
      send(
        .inputBlocked(
          blocked,
          accessoryBar: bar.map {
            KeyboardAccessoryBar(
              id: Int(bitPattern: ObjectIdentifier($0)), isEnabled: $0.isUserInteractionEnabled,
              isHiddenFromVoiceOver: $0.accessibilityElementsHidden)
          }))
    }
  }
#endif

#if canImport(UIKit)
  extension CalculatorKeyboard: FieldMakingInputView {
    /// A `CalculatorField` typing with this keyboard: UIKit hands a hardware keyboard's keys
    /// to the field, which passes them on.
    package func makeField() -> UITextField {
      CalculatorField(keyboard: self, showsLiveResult: false)
    }
  }
#endif
