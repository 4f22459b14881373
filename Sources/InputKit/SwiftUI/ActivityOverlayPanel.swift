#if canImport(UIKit)
  import InputKitCore
  import SwiftUI

  /// The overlay's panel in SwiftUI: a rounded translucent rectangle with an outline,
  /// inset from the covered area, holding the indicator and the centred message.
  struct ActivityOverlayPanel: View {
    let content: ActivityOverlayContent
    let appearance: OverlayAppearance

    var body: some View {
      ZStack {
        RoundedRectangle(cornerRadius: appearance.cornerRadius)
          .fill(Color(appearance.background))
        RoundedRectangle(cornerRadius: appearance.cornerRadius)
          .stroke(Color(appearance.stroke), lineWidth: appearance.strokeWidth)
        VStack(spacing: appearance.contentSpacing) {
          indicator
          Text(content.message)
        }
        .foregroundColor(Color(appearance.contentColor))
        .padding(appearance.contentSpacing)
      }
      .padding(appearance.inset)
    }

    /// The core's one indicator, as the UIKit overlay draws it; the spinner is tinted with the
    /// content colour, since a default spinner is grey and hard to see on the dark panel.
    @ViewBuilder private var indicator: some View {
      switch content.indicator {
      case .symbol(let mark):
        Text(mark).accessibilityHidden(true)
      case .progress(let fraction):
        ProgressView(value: fraction).tint(Color(appearance.contentColor))
      case .spinner:
        ProgressView().tint(Color(appearance.contentColor))
      }
    }
  }

  extension Color {
    /// The SwiftUI colour of a core `InterfaceColor`.
    init(_ color: InterfaceColor) {
      self.init(
        .sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
  }
#endif
