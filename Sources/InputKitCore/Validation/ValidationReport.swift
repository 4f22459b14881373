/// Everything a validator found wrong with a form: every failure of every field, in the
/// order the fields and their rules were declared.
struct ValidationReport: Hashable, Sendable {
  /// All failures, field by field, rule by rule.
  let failures: [FieldFailure]

  /// A report of `failures`.
  init(failures: [FieldFailure]) {
    self.failures = failures
  }

  /// Whether the form passed every rule.
  var isValid: Bool { failures.isEmpty }

  /// The failures of the field `name`, in rule order.
  func failures(for name: String) -> [ValidationFailure] {
    failures.filter { $0.field == name }.map(\.failure)
  }

  /// The names of the fields that failed, each once, in declaration order.
  var invalidFields: [String] {
    var seen: Set<String> = []
    return failures.map(\.field).filter { seen.insert($0).inserted }
  }
}
