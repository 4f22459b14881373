import Foundation
import InputKitKeyboardFrame
import InputKitShared
import InputKitValidation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where the text prompt's title, message, error line and field go: stacked right above the
/// keyboard's top, or above the safe area's bottom with no keyboard, inside the safe area.
///
/// Renderers measure the parts and apply the frames; the UIKit prompt and the terminal demo take
/// them from here alike. It works in the container's coordinates, with the keyboard's frame already
/// converted by ``KeyboardGeometry``, so no orientation is ever asked.
package struct PromptLayout: Equatable, Sendable {
  /// The title label's frame in the container.
  package var titleFrame: CGRect
  /// The text field's frame in the container.
  package var fieldFrame: CGRect
  /// The frame of the inline message between the title and the field (the validation error,
  /// and in the terminal the live result too); zero height when none was asked for.
  package var messageFrame: CGRect
  /// Whether the title had to give way (it did not fit with the error line and the field);
  /// its frame then has zero height and the renderer hides it. The field still carries the
  /// title as its accessibility label, so VoiceOver reads it.
  package var isTitleHidden: Bool
  /// Where the stack went: above the safe area's bottom, above the keyboard, or below a
  /// floating keyboard.
  package var placement: Placement

  /// Lays out the prompt around any keyboard, in one column inside the safe area: above a docked
  /// keyboard, beside an undocked one, never over the field while there is room; the title gives
  /// way first when space is short.
  ///
  /// - Parameters:
  ///   - containerBounds: The bounds of the view covered.
  ///   - safeAreaInsets: Its safe-area insets.
  ///   - keyboard: The keyboard, in its coordinates.
  ///   - measurements: The parts' heights.
  ///   - appearance: Spacing, margins, reserved error lines.
  package init(
    containerBounds: CGRect, safeAreaInsets: EdgeInsets, keyboard: Keyboard,
    measurements: Measurements, appearance: PromptAppearance = .standard
  ) {
    let column = Self.column(
      containerBounds: containerBounds, safeAreaInsets: safeAreaInsets, appearance: appearance)
    let spacing = Self.clean(CGFloat(appearance.spacing))
    let fieldHeight = max(
      Self.clean(measurements.field), Self.clean(CGFloat(appearance.minimumFieldHeight)))
    let reserved = Self.clean(
      CGFloat(appearance.reservedErrorHeight(lineHeight: Double(measurements.errorLine))))
    let errorHeight = max(Self.clean(measurements.errorText), reserved)
    let titleHeight = Self.clean(measurements.title)
    // The least the stack needs: the field and the error line, with the gap to the keyboard.
    let errorGap = errorHeight > 0 ? spacing : 0
    let needed = spacing + fieldHeight + errorGap + errorHeight

    var bandTop = column.minY
    var bandBottom = column.maxY
    var fromTop = false
    var placement = Placement.aboveSafeAreaBottom
    switch keyboard {
    case .none:
      break
    case .docked(let frame):
      if let frame = frame.usableFrame, frame.minY < column.maxY,
        frame.maxX > column.minX, frame.minX < column.maxX
      {
        bandBottom = max(column.minY, frame.minY)
        placement = .aboveKeyboard
      }
    case .floating(let frame):
      if let frame = frame.usableFrame, frame.minY < column.maxY, frame.maxY > column.minY,
        frame.maxX > column.minX, frame.minX < column.maxX
      {
        let above = max(0, frame.minY - column.minY)
        let below = max(0, column.maxY - frame.maxY)
        if above >= needed || (below < needed && above >= below) {
          bandBottom = column.minY + above
          placement = .aboveKeyboard
        } else {
          bandTop = column.maxY - below
          fromTop = true
          placement = .belowKeyboard
        }
      }
    }

    let available = max(0, bandBottom - bandTop - spacing)
    let field = min(fieldHeight, available)
    let error = min(errorHeight, max(0, available - field - errorGap))
    let titleFits = titleHeight + spacing + errorHeight + errorGap + fieldHeight <= available
    let title = titleFits ? titleHeight : 0
    let errorSpan = error > 0 ? error + spacing : 0

    let fieldY: CGFloat
    let errorY: CGFloat
    let titleY: CGFloat
    if fromTop {
      let top = min(bandBottom, bandTop + spacing)
      titleY = top
      errorY = title > 0 ? top + title + spacing : top
      fieldY = errorY + errorSpan
    } else {
      let bottom = max(bandTop, bandBottom - spacing)
      fieldY = max(bandTop, bottom - field)
      errorY = max(bandTop, fieldY - errorSpan)
      titleY = title > 0 ? errorY - spacing - title : errorY
    }
    fieldFrame = CGRect(x: column.minX, y: fieldY, width: column.width, height: field)
    messageFrame = CGRect(x: column.minX, y: errorY, width: column.width, height: error)
    titleFrame = CGRect(x: column.minX, y: titleY, width: column.width, height: title)
    isTitleHidden = titleHeight > 0 && !titleFits
    self.placement = placement
  }
}
