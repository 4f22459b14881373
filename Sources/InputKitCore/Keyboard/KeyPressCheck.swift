/// What checking a key press decided, from
/// ``KeyPressAdmission/check(pressing:isBlocked:isEnabled:delegateAllows:fieldAllowsReturn:)``:
/// whether the press acts, and for Return whether the field let it.
public struct KeyPressCheck: Hashable, Sendable {
  /// Whether the press acts at all.
  public var admission: KeyPressAdmission
  /// The field's answer to Return (`textFieldShouldReturn(_:)`); `true` for every other key and
  /// for a press that does not act, whose field is not asked. Pass it to
  /// ``KeyPressProcessor/process(_:in:fieldAllowsReturn:)``.
  public var fieldAllowsReturn: Bool

  /// A check's outcome.
  public init(admission: KeyPressAdmission, fieldAllowsReturn: Bool) {
    self.admission = admission
    self.fieldAllowsReturn = fieldAllowsReturn
  }
}
