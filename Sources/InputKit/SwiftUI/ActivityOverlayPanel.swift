#if canImport(UIKit)
  import InputKitCore
  import SwiftUI

  /// The overlay's panel in SwiftUI: a rounded translucent rectangle with a one-point outline,
  /// inset from the covered area, holding the indicator and the centred message.
  struct ActivityOverlayPanel: View {
    let content: ActivityOverlayContent
    let appearance: OverlayAppearance

    var body: some View {
      ZStack {
        RoundedRectangle(cornerRadius: appearance.cornerRadius)
          .fill(Color(appearance.background))
        RoundedRectangle(cornerRadius: appearance.cornerRadius)
          .stroke(Color(appearance.stroke), lineWidth: 1)
        VStack(spacing: 12) {
          indicator
          Text(content.message)
        }
        .foregroundColor(Color.white)
        .padding(12)
      }
      .padding(appearance.inset)
    }

    @ViewBuilder private var indicator: some View {
      if let glyph = content.status.symbol {
        Text(glyph).accessibilityHidden(true)
      } else if let progress = content.progress {
        ProgressView(value: progress)
      } else {
        ProgressView()
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
