import Foundation
import InputKitKeyboardFrame
import InputKitShared
import InputKitValidation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension PromptSession {
  /// The heights the renderer measured for the prompt's parts.
  package struct Measurements: Equatable, Sendable {
    /// The title's height; 0 for no title.
    package var title: CGFloat
    /// The height of the message under the title; 0 for none.
    package var message: CGFloat
    /// The current error text's height; 0 while no error shows.
    package var errorText: CGFloat
    /// One line of the error's font: the error line keeps room for it while empty.
    package var errorLine: CGFloat
    /// The field's height.
    package var field: CGFloat

    /// Measurements of the parts.
    package init(
      title: CGFloat, message: CGFloat = 0, errorText: CGFloat = 0, errorLine: CGFloat,
      field: CGFloat
    ) {
      self.title = title
      self.message = message
      self.errorText = errorText
      self.errorLine = errorLine
      self.field = field
    }
  }

  /// Where the parts go, in the container's coordinates.
  package struct Frames: Equatable, Sendable {
    /// The title's frame.
    package var title: CGRect
    /// The frame of the message under the title.
    package var message: CGRect
    /// The inline error's frame.
    package var error: CGRect
    /// The field's frame.
    package var field: CGRect
    /// Whether the title and the message gave way together on a short screen (both frames are
    /// then empty): the field still carries the title as its VoiceOver label.
    package var isHeadingHidden: Bool

    /// Frames of the parts.
    package init(
      title: CGRect, message: CGRect, error: CGRect, field: CGRect, isHeadingHidden: Bool
    ) {
      self.title = title
      self.message = message
      self.error = error
      self.field = field
      self.isHeadingHidden = isHeadingHidden
    }
  }

  /// The parts' frames in `surroundings`: `PromptLayout` places the heading (the title with the
  /// message under it, which give way together), the error line and the field around the
  /// keyboard, the keyboard being what the last notification said or, where it says nothing,
  /// what the layout guide shows (`PromptLayout.Keyboard(notified:guide:)`).
  package func frames(in surroundings: PromptSurroundings) -> Frames {
    let container = surroundings.containerBounds
    let insets = surroundings.safeAreaInsets
    let guide = PromptLayout.Keyboard(
      layoutGuideFrame: surroundings.keyboardGuideFrame, containerBounds: container,
      safeAreaInsets: insets)
    let measured = surroundings.measurements
    let title = PromptLayout.clean(measured.title)
    let message = PromptLayout.clean(measured.message)
    let gap = title > 0 && message > 0 ? PromptLayout.clean(CGFloat(appearance.messageSpacing)) : 0
    let layout = PromptLayout(
      containerBounds: container, safeAreaInsets: insets,
      keyboard: PromptLayout.Keyboard(notified: notifiedKeyboard(in: surroundings), guide: guide),
      measurements: PromptLayout.Measurements(
        title: title + gap + message, errorText: measured.errorText,
        errorLine: measured.errorLine, field: measured.field),
      appearance: appearance)
    let heading = layout.titleFrame
    return Frames(
      title: CGRect(
        x: heading.minX, y: heading.minY, width: heading.width, height: min(title, heading.height)
      ),
      message: CGRect(
        x: heading.minX, y: heading.maxY - min(message, heading.height), width: heading.width,
        height: min(message, heading.height)),
      error: layout.messageFrame, field: layout.fieldFrame, isHeadingHidden: layout.isTitleHidden)
  }

  /// The keyboard the last notification showed, in the container's coordinates; `nil` before
  /// the first, while the view is in no window, or when the conversion is not usable.
  ///
  /// Screen coordinates map into the container's by the rectangle the screen's bounds make
  /// there: exact for a container that is moved or scaled (a presentation over a sheet), as
  /// UIKit's own conversion is.
  private func notifiedKeyboard(in surroundings: PromptSurroundings) -> PromptLayout.Keyboard? {
    guard let change = keyboardChange,
      let screen = surroundings.screenBounds?.usableFrame,
      let image = surroundings.screenInContainer?.usableFrame
    else { return nil }
    let scaleX = image.width / screen.width
    let scaleY = image.height / screen.height
    return PromptLayout.Keyboard(
      frameChange: change, viewBounds: surroundings.containerBounds, screenBounds: screen,
      converting: { rect in
        CGRect(
          x: image.minX + (rect.minX - screen.minX) * scaleX,
          y: image.minY + (rect.minY - screen.minY) * scaleY, width: rect.width * scaleX,
          height: rect.height * scaleY)
      })
  }
}
