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
}
