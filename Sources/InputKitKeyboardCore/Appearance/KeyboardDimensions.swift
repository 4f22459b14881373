import Foundation
import InputKitExpression
import InputKitShared

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The sizes of InputKit's keyboard, in points, so that the UIKit keyboard, the SwiftUI field,
/// the SVG renderer and the terminal demo draw it alike. `KeyboardPalette` holds the colours.
package struct KeyboardDimensions: Hashable, Sendable {
  /// The keys' height on an iPhone in portrait with a Home button: the system number pad's.
  package var portraitPhoneHeight: Double
  /// On a phone with a home indicator, the row the system keyboard keeps between its keys and
  /// the indicator's band (its globe and dictation keys), which the calculator's keys take.
  package var homeIndicatorRowHeight: Double
  /// The keys' height when the window is compact in height (an iPhone in landscape).
  package var compactHeightHeight: Double
  package var portraitPadHeight: Double
  package var landscapePadHeight: Double
  package var keySpacing: Double
  /// The largest corner radius of a key; small keys get a quarter of their shorter side.
  var maximumCornerRadius: Double
  var maximumTitleFontSize: Double
  /// How far a title too long for its key may shrink, as a fraction of its size.
  package var minimumTitleScale: Double
  /// The opacity of a disabled key, such as Return while its field is empty.
  var disabledKeyOpacity: Double
  package var resultBarHeight: Double
  /// The margin between the bar's edges (inside the safe area) and the result.
  var resultBarMargin: Double
  package var resultFontSize: Double

  package init(
    portraitPhoneHeight: Double = 216, homeIndicatorRowHeight: Double = 41,
    compactHeightHeight: Double = 162,
    portraitPadHeight: Double = 264, landscapePadHeight: Double = 352, keySpacing: Double = 6,
    maximumCornerRadius: Double = 6, maximumTitleFontSize: Double = 28,
    minimumTitleScale: Double = 0.5, disabledKeyOpacity: Double = 0.5,
    resultBarHeight: Double = 36, resultBarMargin: Double = 12, resultFontSize: Double = 17
  ) {
    self.portraitPhoneHeight = portraitPhoneHeight
    self.homeIndicatorRowHeight = homeIndicatorRowHeight
    self.compactHeightHeight = compactHeightHeight
    self.portraitPadHeight = portraitPadHeight
    self.landscapePadHeight = landscapePadHeight
    self.keySpacing = keySpacing
    self.maximumCornerRadius = maximumCornerRadius
    self.maximumTitleFontSize = maximumTitleFontSize
    self.minimumTitleScale = minimumTitleScale
    self.disabledKeyOpacity = disabledKeyOpacity
    self.resultBarHeight = resultBarHeight
    self.resultBarMargin = resultBarMargin
    self.resultFontSize = resultFontSize
  }

  package static let standard = KeyboardDimensions()

  /// The keyboard's height in the window `environment` describes, the home indicator's band
  /// included: the window's shape decides, never the device.
  package func height(in environment: KeyboardEnvironment) -> Double {
    height(ofKeys: keysHeight(in: environment), in: environment)
  }

  /// The height of a keyboard whose keys are `keys` points tall, with the home indicator's band.
  package func height(ofKeys keys: Double, in environment: KeyboardEnvironment) -> Double {
    keys + Self.band(in: environment)
  }

  private func keysHeight(in environment: KeyboardEnvironment) -> Double {
    if environment.vertical == .compact { return compactHeightHeight }
    if environment.horizontal == .regular, environment.vertical == .regular {
      return environment.windowWidth > environment.windowHeight
        ? landscapePadHeight : portraitPadHeight
    }
    return portraitPhoneHeight + (Self.band(in: environment) > 0 ? homeIndicatorRowHeight : 0)
  }

  /// The home indicator's band: the window's bottom inset when it is a finite positive number.
  private static func band(in environment: KeyboardEnvironment) -> Double {
    let inset = environment.bottomInset
    return inset.isFinite && inset > 0 ? inset : 0
  }

  /// The title size of a key of this size: 45 % of its height or half its width, whichever is
  /// smaller, at most ``maximumTitleFontSize``, rounded to half points; never negative.
  package func titleFontSize(forKeyWidth width: Double, height: Double) -> Double {
    // `min` passes NaN through unpredictably, so a nonsense size is refused first.
    guard width.isFinite, height.isFinite else { return 0 }
    let size = min(height * 0.45, width * 0.5, maximumTitleFontSize)
    guard size > 0 else { return 0 }
    return (size * 2).rounded() / 2
  }

  /// A key's corner radius: a quarter of its shorter side, at most ``maximumCornerRadius``.
  package func cornerRadius(forKeyWidth width: Double, height: Double) -> Double {
    guard width.isFinite, height.isFinite else { return 0 }
    let radius = min(maximumCornerRadius, min(width, height) / 4)
    return radius > 0 ? radius : 0
  }

  func keyOpacity(isEnabled: Bool) -> Double {
    isEnabled ? 1 : disabledKeyOpacity
  }

  /// The frame of the result inside a bar of `size` with these safe-area insets.
  package func resultFrame(inBarOfSize size: CGSize, insets: EdgeInsets) -> CGRect {
    let margin = CGFloat(resultBarMargin)
    return CGRect(
      x: insets.left + margin, y: 0,
      width: max(0, size.width - insets.left - insets.right - 2 * margin), height: size.height)
  }

  /// The frames of the result, Previous, Next and Done in a bar of `size`: Previous and Next at
  /// the leading edge, Done at the trailing one, the result between (alone without navigation).
  package func resultBarFrames(
    inBarOfSize size: CGSize, insets: EdgeInsets, showsNavigation: Bool, isRightToLeft: Bool
  ) -> (result: CGRect, previous: CGRect, next: CGRect, done: CGRect) {
    guard showsNavigation else {
      return (resultFrame(inBarOfSize: size, insets: insets), .zero, .zero, .zero)
    }
    let (left, right) = (CGFloat(insets.left), max(insets.left, size.width - insets.right))
    // 44 points: the smallest target a finger hits reliably.
    let (button, margin) = (CGFloat(44), CGFloat(resultBarMargin))
    // Done is a word ("Fertig", "Готово"): twice a chevron's width. Mirrored right to left. On a
    // bar too narrow for all, Done keeps to the right of Next and each is cut at the bar's end,
    // so that no button lies over another.
    let room = right - left
    let placed = [
      (2 * button + margin, max(0, room - 4 * button - 2 * margin)), (0, button),
      (button, button), (max(room - 2 * button, 2 * button), 2 * button),
    ].map { x, width in
      let (x, width) = (min(x, room), max(0, min(width, room - x)))
      return CGRect(
        x: isRightToLeft ? right - x - width : left + x, y: 0, width: width, height: size.height)
    }
    return (placed[0], placed[1], placed[2], placed[3])
  }
}
