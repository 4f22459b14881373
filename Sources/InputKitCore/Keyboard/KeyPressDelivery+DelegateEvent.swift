extension KeyPressDelivery {
  /// One thing a keyboard tells its delegate after a press.
  public enum DelegateEvent: Hashable, Sendable {
    /// The key was pressed; the result is what the field now holds (a refused edit is reported
    /// as `.rejected` with the text as it was).
    case pressed(KeyPressResult)
    /// An input rule, the evaluator or the field's own delegate refused the edit.
    case rejected(EditRejection)
  }
}
