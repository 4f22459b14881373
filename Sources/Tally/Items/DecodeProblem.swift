/// Why bytes read from the file are not a list, in words a person can relate to the file:
/// the JSON path of the problem and what is wrong there.
struct DecodeProblem: Error, Sendable {
  let reason: String
}
