/// Checks a form's named fields and reports **all** failures, each tied to its field, so a
/// screen can mark every wrong field at once instead of one per attempt.
struct FormValidator: Sendable {
  /// The fields checked, in the order failures are reported.
  let fields: [FormField]

  /// A validator of `fields`. A name given twice is checked by both entries' rules.
  init(_ fields: [FormField]) {
    self.fields = fields
  }

  /// The failures of `values` (field name → text). A field without a value is checked as
  /// empty text: a form that never showed a required field must not pass because of it.
  func validate(_ values: [String: String]) -> ValidationReport {
    var failures: [FieldFailure] = []
    for field in fields {
      let text = values[field.name] ?? ""
      for failure in field.rules.failures(for: text) {
        failures.append(FieldFailure(field: field.name, failure: failure))
      }
    }
    return ValidationReport(failures: failures)
  }
}
