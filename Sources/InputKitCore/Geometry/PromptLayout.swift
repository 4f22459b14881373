import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where the text prompt's title label, inline message and text field go: stacked
/// right above the keyboard's top, or above the bottom of the safe area when no keyboard covers the
/// container, and inside the safe area horizontally.
///
/// Works in the container's own coordinates in every orientation: the keyboard's frame comes
/// in already converted by ``KeyboardGeometry``, so nothing depends on which way the device
/// is held and no width is ever taken for a height.
public struct PromptLayout: Hashable, Sendable {
  /// The title label's frame in the container.
  public var titleFrame: CGRect
  /// The text field's frame in the container.
  public var fieldFrame: CGRect
  /// The frame of the inline message between the title and the field (the validation error,
  /// and in the terminal the live result too); zero height when none was asked for.
  public var messageFrame: CGRect

  /// Lays out the prompt.
  ///
  /// The field sits `spacing` above the keyboard's top (or the safe area's bottom, whichever
  /// is higher), the message (when `messageHeight` is above zero) `spacing` above the field,
  /// and the title `spacing` above the message, or above the field when there is no message;
  /// a tight layout is `spacing` 0 without a message. When the space between the safe
  /// area's top and that bottom is too small for all of them, the field keeps its place right
  /// above the keyboard, because that is where the person types, then the message, because it
  /// says why Okay does nothing; the title shrinks first (down to zero height), then the
  /// message, rather than leave the safe area.
  ///
  /// - Parameters:
  ///   - containerBounds: the bounds of the view the prompt covers.
  ///   - safeAreaInsets: that view's safe-area insets (status bar, notch, home indicator).
  ///   - keyboardFrame: the part of the container the keyboard covers, in container
  ///     coordinates (``KeyboardGeometry/overlap(ofKeyboardFrame:withViewFrame:)``), or
  ///     `nil` when it covers none of it.
  ///   - titleHeight: the title label's height.
  ///   - fieldHeight: the text field's height.
  ///   - messageHeight: the inline message's height; 0 (the default) for no message line.
  ///   - spacing: the gap between the title, the message and the field, and between the field
  ///     and the keyboard (or safe area).
  public init(
    containerBounds: CGRect, safeAreaInsets: EdgeInsets, keyboardFrame: CGRect?,
    titleHeight: CGFloat, fieldHeight: CGFloat, messageHeight: CGFloat = 0, spacing: CGFloat = 0
  ) {
    let safe = safeAreaInsets.inset(containerBounds.standardized)
    var bottom = safe.maxY
    if let keyboardFrame, !keyboardFrame.isEmpty {
      bottom = min(bottom, keyboardFrame.standardized.minY)
    }
    bottom = max(bottom, safe.minY)
    let spacing = max(0, spacing)
    let fieldTop = max(safe.minY, bottom - spacing - max(0, fieldHeight))
    let fieldBottom = max(fieldTop, bottom - spacing)
    var titleBottom = max(safe.minY, fieldTop - spacing)
    if messageHeight > 0 {
      let messageBottom = titleBottom
      let messageTop = max(safe.minY, messageBottom - messageHeight)
      messageFrame = CGRect(
        x: safe.minX, y: messageTop, width: safe.width, height: messageBottom - messageTop)
      titleBottom = max(safe.minY, messageTop - spacing)
    } else {
      messageFrame = CGRect(x: safe.minX, y: fieldTop, width: safe.width, height: 0)
    }
    let titleTop = max(safe.minY, titleBottom - max(0, titleHeight))
    fieldFrame = CGRect(
      x: safe.minX, y: fieldTop, width: safe.width, height: fieldBottom - fieldTop)
    titleFrame = CGRect(
      x: safe.minX, y: titleTop, width: safe.width, height: titleBottom - titleTop)
  }

  /// Whether the title, the field and the message got their full heights; `false` when the
  /// space above the keyboard was too small and the layout had to shrink them.
  public func fits(titleHeight: CGFloat, fieldHeight: CGFloat, messageHeight: CGFloat = 0) -> Bool {
    titleFrame.height >= titleHeight && fieldFrame.height >= fieldHeight
      && messageFrame.height >= messageHeight
  }
}

extension PromptLayout {
  /// Hashes the same values that equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rect: titleFrame)
    hasher.combine(rect: fieldFrame)
    hasher.combine(rect: messageFrame)
  }
}
