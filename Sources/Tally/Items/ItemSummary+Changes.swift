import Foundation

extension ItemSummary {
  /// Updates the summary for one change of the list, evaluating only the changed item: with
  /// 100,000 items, evaluating them all again took most of a change's time. The total is
  /// adjusted by the old and new values while every addition so far was exact (then it is
  /// the exact sum, whatever the order), and summed again from the rows' values otherwise,
  /// so it is always what ``init(items:locale:)`` computes.
  public mutating func insertRow(for item: Item, at index: Int, locale: Locale) {
    let row = Self.row(for: item, locale: locale)
    rows.insert(row, at: min(max(index, 0), rows.count))
    adjustTotal(removing: nil, adding: row)
  }

  /// Replaces the row at `index` with that of `item` (its new text); see
  /// ``insertRow(for:at:locale:)``.
  public mutating func replaceRow(at index: Int, with item: Item, locale: Locale) {
    guard rows.indices.contains(index) else { return }
    let old = rows[index]
    rows[index] = Self.row(for: item, locale: locale)
    adjustTotal(removing: old, adding: rows[index])
  }

  /// Removes the row at `index`; see ``insertRow(for:at:locale:)``.
  public mutating func removeRow(at index: Int) {
    guard rows.indices.contains(index) else { return }
    let old = rows.remove(at: index)
    adjustTotal(removing: old, adding: nil)
  }

  private mutating func adjustTotal(removing old: Row?, adding new: Row?) {
    if totalIsExact, var sum = total {
      var exact = true
      if let old, case .success(let value) = old.value {
        let (difference, isExact) = Self.add(sum, value, subtracting: true)
        (sum, exact) = (difference, isExact)
      }
      if exact, let new, case .success(let value) = new.value {
        let (result, isExact) = Self.add(sum, value)
        (sum, exact) = (result, isExact)
      }
      if exact && !sum.isNaN {
        total = sum
        return
      }
    }
    (total, totalIsExact) = Self.total(of: rows)
  }
}
