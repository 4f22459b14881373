import Foundation

extension ItemSummary {
  /// Updates the summary for one change of the list, evaluating only the changed item: with
  /// 100,000 items, evaluating them all again took most of a change's time. The total is
  /// summed again from the rows' values (additions only, no evaluation), so it is exactly
  /// what ``init(items:locale:)`` would compute.
  public mutating func insertRow(for item: Item, at index: Int, locale: Locale) {
    rows.insert(Self.row(for: item, locale: locale), at: min(max(index, 0), rows.count))
    total = Self.total(of: rows)
  }

  /// Replaces the row at `index` with that of `item` (its new text); see
  /// ``insertRow(for:at:locale:)``.
  public mutating func replaceRow(at index: Int, with item: Item, locale: Locale) {
    guard rows.indices.contains(index) else { return }
    rows[index] = Self.row(for: item, locale: locale)
    total = Self.total(of: rows)
  }

  /// Removes the row at `index`; see ``insertRow(for:at:locale:)``.
  public mutating func removeRow(at index: Int) {
    guard rows.indices.contains(index) else { return }
    rows.remove(at: index)
    total = Self.total(of: rows)
  }
}
