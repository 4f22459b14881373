/// Everything a validator found wrong with a form: every failure of every field, in the
/// order the fields and their rules were declared.
package struct ValidationReport: Hashable, Sendable {
  /// All failures, field by field, rule by rule.
  package let failures: [FieldFailure]

  /// A report of `failures`.
  package init(failures: [FieldFailure]) {
    self.failures = failures
  }

  /// Whether the form passed every rule.
  package var isValid: Bool { failures.isEmpty }

  /// The failures of the field `name`, in rule order.
  package func failures(for name: String) -> [ValidationFailure] {
    failures.filter { $0.field == name }.map(\.failure)
  }

  /// The names of the fields that failed, each once, in declaration order.
  package var invalidFields: [String] {
    var seen: Set<String> = []
    return failures.map(\.field).filter { seen.insert($0).inserted }
  }
}
