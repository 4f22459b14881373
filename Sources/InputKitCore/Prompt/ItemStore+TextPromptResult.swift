import Foundation

extension ItemStore {
  /// Applies how a prompt ended: an accepted add appends the text, an accepted edit replaces
  /// the text of the item the prompt was opened for, a cancel changes nothing. Returns the
  /// item as it is now, or `nil` for a cancel.
  ///
  /// Throws ``ItemStoreError/unknownID(_:)`` when the edited item was removed while the
  /// prompt was open; the store is unchanged.
  @discardableResult
  public mutating func apply(_ result: TextPromptResult) throws(ItemStoreError) -> Item? {
    switch result {
    case .cancelled:
      return nil
    case .accepted(let text, .add):
      return try add(text)
    case .accepted(let text, .edit(let id)):
      try replace(id, with: text)
      return Item(id: id, text: text)
    }
  }

  /// Applies how a prompt ended, as ``apply(_:)`` does, with an accepted text typed in
  /// `locale` stored in its canonical form (decimal separator `.`, see ``ExpressionText``),
  /// so that the stored list reads the same in every locale. Returns the item as stored.
  @discardableResult
  public mutating func apply(
    _ result: TextPromptResult, locale: Locale
  ) throws(ItemStoreError) -> Item? {
    guard case .accepted(let text, let purpose) = result else { return try apply(result) }
    return try apply(
      .accepted(text: ExpressionText.canonical(text, locale: locale), purpose: purpose))
  }
}
