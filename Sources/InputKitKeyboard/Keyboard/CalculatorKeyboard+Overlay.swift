#if canImport(UIKit)
  import UIKit
  import InputKitKeyboardCore
  import InputKitShared
  @_spi(InputKitInternal) import InputKitUI

  /// What an `ActivityOverlay` asks of the keyboard it covers.
  extension CalculatorKeyboard: OverlayHostingKeyboard {
    /// The height of the accessory bar shown above the keys, or 0 when none is on screen.
    package var shownAccessoryHeight: CGFloat {
      target?.entry?.inputAccessoryView.flatMap { $0.window == nil ? nil : $0.bounds.height } ?? 0
    }

    /// Hosts an activity overlay (or its shield) at `frame`, in front of every key.
    package func host(_ overlay: UIView, frame: CGRect) {
      addSubview(overlay)
      hostedOverlay = overlay
      overlay.frame = frame
    }

    /// Hosts `shield` inside the accessory bar shown above the keys at `frame` in the bar's
    /// coordinates: the bar is not inside the keyboard view, so it is covered from inside itself.
    /// With no bar on screen the shield is taken out.
    package func hostInAccessoryBar(_ shield: UIView, frame: CGRect) {
      guard let bar = target?.entry?.inputAccessoryView, bar.window != nil else {
        return shield.removeFromSuperview()
      }
      bar.addSubview(shield)
      shield.frame = frame
    }

    /// Blocks or restores every input to the keyboard and its accessory bar.
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
