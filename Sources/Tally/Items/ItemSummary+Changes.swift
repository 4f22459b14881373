import Foundation
import InputKitCore

extension ItemSummary {
  /// Updates the summary for one change of the list, evaluating only the changed item: with
  /// 100,000 items, evaluating them all again took most of a change's time. The exact sum
  /// takes the old value out and the new one in (exact arithmetic: no order of additions
  /// can round differently), and is added up again from the rows only when that passes the
  /// exact limit, so the total is always what ``init(items:locale:)`` computes.
  public mutating func insertRow(for item: Item, at index: Int, locale: Locale) {
    let position = min(max(index, 0), rows.count)
    let row = Self.row(for: item, locale: locale)
    rows.insert(row, at: position)
    adjustSum(removing: nil, adding: row.countedValue)
  }

  /// Replaces the row at `index` with that of `item` (its new text); see
  /// ``insertRow(for:at:locale:)``.
  public mutating func replaceRow(at index: Int, with item: Item, locale: Locale) {
    guard rows.indices.contains(index) else { return }
    let old = rows[index].countedValue
    rows[index] = Self.row(for: item, locale: locale)
    adjustSum(removing: old, adding: rows[index].countedValue)
  }

  /// Removes the row at `index`; see ``insertRow(for:at:locale:)``.
  public mutating func removeRow(at index: Int) {
    guard rows.indices.contains(index) else { return }
    adjustSum(removing: rows.remove(at: index).countedValue, adding: nil)
  }

  private mutating func adjustSum(removing old: ExpressionValue?, adding new: ExpressionValue?) {
    var adjusted = sum
    if let old { adjusted = adjusted?.adding(old.negated) }
    if let new { adjusted = adjusted?.adding(new) }
    sum = adjusted ?? Self.sum(of: rows)
    total = Self.total(of: sum)
  }
}
