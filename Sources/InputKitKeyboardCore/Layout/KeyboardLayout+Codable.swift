import Foundation

/// A layout in JSON: `{"id": "calculator", "columns": 5, "rows": 4, "keys": [ … ]}`, each
/// key as `Key` documents. The schema, with an example, is in <doc:KeyboardLayouts>.
extension KeyboardLayout: Codable {
  /// Reads and validates a layout; the first problem is thrown as a `LayoutError`.
  public init(from decoder: any Decoder) throws {
    let value = try JSONValue(from: decoder)
    self = try Self.read(value, path: JSONPath.from(codingPath: decoder.codingPath))
      .layoutOrFirstProblem()
  }

  /// Writes the layout in the form `init(from:)` reads.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Field.self)
    try container.encode(id, forKey: .id)
    try container.encode(columns, forKey: .columns)
    try container.encode(rows, forKey: .rows)
    try container.encode(keys, forKey: .keys)
  }

  /// Reads and validates a layout file.
  /// - Parameter data: The file's contents, JSON in UTF-8, in the schema of
  ///   <doc:KeyboardLayouts>.
  /// - Returns: The layout, valid as ``validate()`` checks it.
  /// - Throws: ``LayoutError`` for the first problem found, naming its JSON path
  ///   (`keys[3].action`).
  public static func decode(from data: Data) throws(LayoutError) -> KeyboardLayout {
    try read(from: data).layoutOrFirstProblem()
  }

  /// Every problem in a layout file, in the order found; empty when the file is a valid
  /// layout. Each key is read on its own, so one bad key does not hide the others' problems.
  package static func problems(in data: Data) -> [LayoutError] {
    switch read(from: data) {
    case .success: []
    case .failure(let problems): problems.all
    }
  }

  private enum Field: String, CodingKey, CaseIterable {
    case id, columns, rows, keys
  }

  /// The problems found while reading a layout file, the first of which `decode(from:)`
  /// throws; never empty.
  package struct Problems: Error, Hashable, Sendable {
    package var first: LayoutError
    package var others: [LayoutError]
    package var all: [LayoutError] { [first] + others }
  }

  /// Reads a layout file, parsed once: the layout, or every problem `problems(in:)` lists.
  package static func read(from data: Data) -> Result<KeyboardLayout, Problems> {
    do throws(JSONSyntaxError) {
      return read(try JSONParser.parse(data), path: "")
    } catch {
      let problem = LayoutError.Problem.invalidJSON(
        message: error.message, line: error.line, column: error.column)
      return .failure(Problems(first: LayoutError(path: "", problem: problem), others: []))
    }
  }

  private static func read(_ value: JSONValue, path: String) -> Result<KeyboardLayout, Problems> {
    let object: JSONObjectReader
    do throws(LayoutError) {
      object = try JSONObjectReader(value, path: path, allowed: Field.allCases.map { $0.rawValue })
    } catch {
      return .failure(Problems(first: error, others: []))
    }
    var headerProblems: [LayoutError] = []
    let id = headerProblems.field { () throws(LayoutError) in try object.string("id") }
    let gridRequirement = "must be a whole number from 1 to \(maximumGridSize)"
    let columns = headerProblems.field { () throws(LayoutError) in
      try object.integer("columns", requirement: gridRequirement)
    }
    let rows = headerProblems.field { () throws(LayoutError) in
      try object.integer("rows", requirement: gridRequirement)
    }
    guard let id, let columns, let rows else {
      let all = headerProblems + readKeys(object).problems
      return .failure(Problems(first: all[0], others: Array(all.dropFirst())))
    }
    var (keys, problems) = readKeys(object)
    problems += validationProblems(id: id, columns: columns, rows: rows, keys: keys, path: path)
    guard let first = problems.first else {
      return .success(
        KeyboardLayout(id: id, columns: columns, rows: rows, keys: keys.map { $0.key }))
    }
    return .failure(Problems(first: first, others: Array(problems.dropFirst())))
  }

  /// Reads each key on its own, keeping its index so that problems name the right element.
  private static func readKeys(
    _ object: JSONObjectReader
  ) -> (keys: [(index: Int, key: Key)], problems: [LayoutError]) {
    let path = object.path("keys")
    let elements: [JSONValue]
    do throws(LayoutError) {
      let value = try object.required("keys")
      guard case .array(let array) = value else {
        throw LayoutError(
          path: path, problem: .wrongType(expected: "an array of keys", found: value.typeName))
      }
      elements = array
    } catch {
      return ([], [error])
    }
    if let problem = keyCountProblem(elements.count, path: path) { return ([], [problem]) }
    var keys: [(index: Int, key: Key)] = []
    var problems: [LayoutError] = []
    for (index, element) in elements.enumerated() {
      let (key, keyProblems) = Key.read(json: element, path: JSONPath.element(path, index))
      if let key { keys.append((index, key)) }
      problems += keyProblems
    }
    return (keys, problems)
  }
}

extension Result where Failure == KeyboardLayout.Problems {
  fileprivate func layoutOrFirstProblem() throws(LayoutError) -> Success {
    switch self {
    case .success(let value): return value
    case .failure(let problems): throw problems.first
    }
  }
}
