import Foundation
import InputKitShared

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Whether the result bar of a keyboard shared by several fields shows Previous, Next and Done,
/// and the order Previous and Next follow.
///
/// Previous is dimmed on the first field and Next on the last, as in the system's form
/// assistant: wrapping round would hide where the form ends, which VoiceOver reads as "dimmed".
/// Hidden or disabled fields, and fields in no window or another one, are skipped.
public enum FieldNavigation: Hashable, Sendable {
  /// The bar shows the live result only.
  case off
  /// The fields' order on screen: rows from the top, each row in reading order (right to left
  /// in a right-to-left interface). It is the order a person reads the form in, whatever order
  /// the views were added in.
  case screenOrder
  /// The order the fields were attached to the keyboard in (`attach(to:)`).
  case attachmentOrder
}

package enum NavigationButton: Hashable, Sendable, CaseIterable {
  case previous, next, done

  /// What VoiceOver says for the button in `language` (Done's is also its title).
  package func label(in language: InterfaceLanguage) -> String {
    let key = ["previousField", "nextField", "done"][Self.allCases.firstIndex(of: self)!]
    return LocalizedStrings(table: "Keyboard", language: language).string(key)
  }
}

/// The navigation buttons as the bar shows them: shown only while two fields or more take part.
package struct NavigationButtons: Hashable, Sendable {
  package var isPreviousEnabled, isNextEnabled: Bool
}

/// Where a field sharing the keyboard is: its frame in its window, which (`nil`: none), and
/// whether a person can edit it (enabled, no hidden or transparent ancestor).
package struct FieldPlacement: Sendable {
  package var frame: CGRect, window: Int?, isEditable: Bool
  package init(frame: CGRect, window: Int?, isEditable: Bool = true) {
    (self.frame, self.window, self.isEditable) = (frame, window, isEditable)
  }
}

extension FieldNavigation {
  /// The fields Previous and Next move through, in order: `current` (being edited, so always
  /// there) and the editable fields in its window, from `fields` in attachment order.
  ///
  /// On screen, a field whose vertical centre is within a row's top field is in that row.
  /// - Complexity: O(*n* log *n*) in the number of fields.
  package func order<Field: Hashable>(
    of fields: [(field: Field, placement: FieldPlacement)], current: Field, isRightToLeft: Bool
  ) -> [Field] {
    guard self != .off, let window = fields.first(where: { $0.field == current })?.placement.window
    else { return [] }
    // Numbered in attachment order, which breaks ties.
    let taking = fields.enumerated().filter { _, candidate in
      candidate.field == current
        || (candidate.placement.isEditable && candidate.placement.window == window)
    }.map { (index: $0.offset, field: $0.element.field, frame: $0.element.placement.frame) }
    guard self == .screenOrder else { return taking.map(\.field) }
    var rows: [[(index: Int, field: Field, frame: CGRect)]] = []
    for field in taking.sorted(by: { ($0.frame.minY, $0.index) < ($1.frame.minY, $1.index) }) {
      let isInRow = rows.last.map { field.frame.midY < $0[0].frame.maxY } ?? false
      isInRow ? rows[rows.count - 1].append(field) : rows.append([field])
    }
    return rows.flatMap { row in
      row.sorted { a, b in
        let (x, y) = (a.frame, b.frame)
        guard x.minX != y.minX else { return (x.minY, a.index) < (y.minY, b.index) }
        return (x.minX < y.minX) != isRightToLeft
      }.map(\.field)
    }
  }

  /// The fields before and after `current` in `order`, and the buttons (`nil`: hidden).
  package static func neighbours<Field: Hashable>(
    of current: Field, in order: [Field]
  ) -> (previous: Field?, next: Field?, buttons: NavigationButtons?) {
    guard order.count > 1, let index = order.firstIndex(of: current) else { return (nil, nil, nil) }
    let previous = index > 0 ? order[index - 1] : nil
    let next = index + 1 < order.count ? order[index + 1] : nil
    let buttons = NavigationButtons(isPreviousEnabled: previous != nil, isNextEnabled: next != nil)
    return (previous, next, buttons)
  }
}
