/// A failure tied to the form field whose text caused it.
public struct FieldFailure: Hashable, Sendable {
  /// The field's name.
  public let field: String
  /// The rule it did not pass, and why.
  public let failure: ValidationFailure

  /// The failure `failure` of the field `field`.
  package init(field: String, failure: ValidationFailure) {
    self.field = field
    self.failure = failure
  }
}
