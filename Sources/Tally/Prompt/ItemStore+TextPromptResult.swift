import Foundation
import InputKitCore

extension ItemStore {
  /// Applies how a prompt opened for `purpose` ended: an accepted add appends the text, an
  /// accepted edit replaces the text of the item the prompt was opened for, a cancel changes
  /// nothing. Returns the item as it is now, or `nil` for a cancel.
  ///
  /// Throws ``ItemStoreError/unknownID(_:)`` when the edited item was removed while the
  /// prompt was open; the store is unchanged.
  @discardableResult
  public mutating func apply(
    _ result: TextPromptResult, for purpose: ItemPromptPurpose
  ) throws(ItemStoreError) -> Item? {
    guard case .accepted(let text) = result else { return nil }
    switch purpose {
    case .add:
      return try add(text)
    case .edit(let id):
      try replace(id, with: text)
      return Item(id: id, text: text)
    }
  }

  /// Applies how a prompt opened for `purpose` ended, as ``apply(_:for:)`` does, with an
  /// accepted text typed in `locale` stored in its canonical form (decimal separator `.`, see
  /// `ExpressionText`), so that the stored list reads the same in every locale. Returns the
  /// item as stored.
  @discardableResult
  public mutating func apply(
    _ result: TextPromptResult, for purpose: ItemPromptPurpose, locale: Locale
  ) throws(ItemStoreError) -> Item? {
    guard case .accepted(let text) = result else { return nil }
    return try apply(
      .accepted(text: ExpressionText.canonical(text, locale: locale)), for: purpose)
  }
}
