import InputKitShared

/// The colours of one kind of key in one appearance.
package struct KeyColors: Hashable, Sendable {
  /// The key's background.
  package var fill: InterfaceColor
  /// The key's background while a finger is on it.
  package var highlightedFill: InterfaceColor
  /// The key's title.
  package var title: InterfaceColor

  /// Colours for a key.
  package init(fill: InterfaceColor, highlightedFill: InterfaceColor, title: InterfaceColor) {
    self.fill = fill
    self.highlightedFill = highlightedFill
    self.title = title
  }

  /// The key's background, pressed (a finger on it) or not: one answer for UIKit and the
  /// terminal.
  package func fill(isHighlighted: Bool) -> InterfaceColor {
    isHighlighted ? highlightedFill : fill
  }
}
