import InputKitShared

/// The colours of one kind of key in one appearance.
package struct KeyColors: Hashable, Sendable {
  package var fill: InterfaceColor
  package var highlightedFill: InterfaceColor
  package var title: InterfaceColor

  package init(fill: InterfaceColor, highlightedFill: InterfaceColor, title: InterfaceColor) {
    self.fill = fill
    self.highlightedFill = highlightedFill
    self.title = title
  }

  /// The key's background, pressed or not: one answer for UIKit and the terminal.
  package func fill(isHighlighted: Bool) -> InterfaceColor {
    isHighlighted ? highlightedFill : fill
  }
}
