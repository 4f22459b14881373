import InputKitShared

extension KeyboardLayout {
  /// The most keys a layout may have; it also bounds the pairwise overlap check.
  static let maximumKeyCount = 1_000

  static let maximumGridSize = 100

  /// Every problem with this layout, in key order; empty when it is valid. Paths are those
  /// the layout's JSON would have (`keys[3].columnSpan`).
  package var problems: [LayoutError] {
    if let problem = Self.keyCountProblem(keys.count, path: "keys") { return [problem] }
    return Self.validationProblems(
      id: id, columns: columns, rows: rows,
      keys: keys.enumerated().map { (index: $0.offset, key: $0.element) }, path: "")
  }

  /// The problem with a layout of `count` keys, none or too many, checked before any key.
  static func keyCountProblem(_ count: Int, path: String) -> LayoutError? {
    if count == 0 { return LayoutError(path: path, problem: .emptyLayout) }
    guard count > maximumKeyCount else { return nil }
    return LayoutError(path: path, problem: .tooLarge(count: count, limit: maximumKeyCount))
  }

  /// Checks the layout: every key inside the grid or content area, no two keys overlapping,
  /// ids unique and non-empty, titles and inserted text printable (no control characters).
  /// - Throws: ``LayoutError`` for the first problem, in key order, naming the JSON path it
  ///   would have in a file (`keys[3].columnSpan`).
  public func validate() throws(LayoutError) {
    if let first = problems.first { throw first }
  }

  /// The checks `problems` and `decode(from:)` share; `keys` holds each key's index in the file.
  static func validationProblems(
    id: String, columns: Int, rows: Int, keys: [(index: Int, key: Key)], path: String
  ) -> [LayoutError] {
    var problems: [LayoutError] = []
    if id.isEmpty {
      problems.append(LayoutError(path: JSONPath.member(path, "id"), problem: .emptyText))
    }
    let gridRange = 1...maximumGridSize
    let gridRequirement = "must be from 1 to \(maximumGridSize)"
    for (name, count) in [("columns", columns), ("rows", rows)] where !gridRange.contains(count) {
      problems.append(
        LayoutError(
          path: JSONPath.member(path, name),
          problem: .badNumber(String(count), requirement: gridRequirement)))
    }
    let hasGrid = gridRange.contains(columns) && gridRange.contains(rows)
    let keysPath = JSONPath.member(path, "keys")
    var firstPathOfID: [String: String] = [:]
    var placed: [(path: String, id: String, area: FractionalFrame)] = []
    for (index, key) in keys {
      let keyPath = JSONPath.element(keysPath, index)
      problems += textProblems(key, path: keyPath)
      let idPath = JSONPath.member(keyPath, "id")
      if let firstPath = firstPathOfID[key.id] {
        problems.append(
          LayoutError(path: idPath, problem: .duplicateID(key.id, firstPath: firstPath)))
      } else {
        firstPathOfID[key.id] = idPath
      }
      let area: FractionalFrame?
      switch key.placement {
      case .grid(let cell):
        let cellProblems = gridProblems(cell, columns: columns, rows: rows, path: keyPath)
        problems += hasGrid ? cellProblems : []
        area =
          hasGrid && cellProblems.isEmpty
          ? cell.fractionalFrame(columns: columns, rows: rows) : nil
      case .frame(let frame):
        let frameProblems = frameProblems(frame, path: JSONPath.member(keyPath, "frame"))
        problems += frameProblems
        area = frameProblems.isEmpty ? frame : nil
      }
      guard let area else { continue }
      if let other = placed.first(where: { other in other.area.overlaps(area) }) {
        problems.append(
          LayoutError(
            path: keyPath,
            problem: .overlap(id: key.id, otherID: other.id, otherPath: other.path)))
      }
      placed.append((path: keyPath, id: key.id, area: area))
    }
    return problems
  }

  private static func textProblems(_ key: Key, path: String) -> [LayoutError] {
    var problems: [LayoutError] = []
    if key.id.isEmpty {
      problems.append(LayoutError(path: JSONPath.member(path, "id"), problem: .emptyText))
    }
    if key.accessibilityLabel?.isEmpty == true {
      problems.append(
        LayoutError(path: JSONPath.member(path, "accessibilityLabel"), problem: .emptyText))
    }
    // What a key shows and types reaches screens and terminals: printable text only.
    if let problem = controlProblem(in: key.title, path: JSONPath.member(path, "title")) {
      problems.append(problem)
    }
    let actionPath = JSONPath.member(path, "action")
    switch key.action {
    case .insert(let text) where text.isEmpty:
      problems.append(LayoutError(path: JSONPath.member(actionPath, "insert"), problem: .emptyText))
    case .insert(let text):
      if let problem = controlProblem(in: text, path: JSONPath.member(actionPath, "insert")) {
        problems.append(problem)
      }
    case .switchLayout(let id) where id.isEmpty:
      problems.append(
        LayoutError(path: JSONPath.member(actionPath, "switchLayout"), problem: .emptyText))
    case .custom(let id) where id.isEmpty:
      problems.append(LayoutError(path: JSONPath.member(actionPath, "custom"), problem: .emptyText))
    default:
      break
    }
    return problems
  }

  /// The first control character in `text` as a problem at `path`, if any.
  static func controlProblem(in text: String, path: String) -> LayoutError? {
    text.unicodeScalars.first(where: \.isControlCharacter).map { scalar in
      LayoutError(path: path, problem: .controlCharacter(scalar))
    }
  }

  private static func gridProblems(
    _ cell: GridCell, columns: Int, rows: Int, path: String
  ) -> [LayoutError] {
    var problems: [LayoutError] = []
    let axes = [
      (LayoutError.GridAxis.column, "columnSpan", cell.column, cell.columnSpan, columns),
      (.row, "rowSpan", cell.row, cell.rowSpan, rows),
    ]
    for (axis, spanName, start, span, count) in axes {
      let startName = axis.rawValue
      let startPath = JSONPath.member(path, startName)
      let spanPath = JSONPath.member(path, spanName)
      if start < 0 {
        problems.append(
          LayoutError(
            path: startPath, problem: .badNumber(String(start), requirement: "must be 0 or more")))
      } else if span < 1 {
        problems.append(
          LayoutError(
            path: spanPath, problem: .badNumber(String(span), requirement: "must be at least 1")))
      } else if start >= count {
        problems.append(
          LayoutError(
            path: startPath,
            problem: .spanOutsideGrid(axis: axis, start: start, span: span, count: count)))
      } else if span > count - start {
        problems.append(
          LayoutError(
            path: spanPath,
            problem: .spanOutsideGrid(axis: axis, start: start, span: span, count: count)))
      }
    }
    return problems
  }

  /// The range a free-form frame's size (`isExtent`) or origin allows, in words.
  static func frameRequirement(isExtent: Bool) -> String {
    isExtent
      ? "must be a fraction of the content area greater than 0 and at most 1"
      : "must be a fraction of the content area from 0 to less than 1"
  }

  private static func frameProblems(_ frame: FractionalFrame, path: String) -> [LayoutError] {
    var problems: [LayoutError] = []
    let fields = [
      ("x", frame.x, false), ("y", frame.y, false),
      ("width", frame.width, true), ("height", frame.height, true),
    ]
    for (name, value, isExtent) in fields {
      let valid = value.isFinite && (isExtent ? value > 0 && value <= 1 : value >= 0 && value < 1)
      if !valid {
        problems.append(
          LayoutError(
            path: JSONPath.member(path, name),
            problem: .badNumber(
              JSONPath.describe(value), requirement: frameRequirement(isExtent: isExtent))))
      }
    }
    guard problems.isEmpty else { return problems }
    for (name, edge) in [("width", frame.x + frame.width), ("height", frame.y + frame.height)]
    where edge > 1 + FractionalFrame.tolerance {
      problems.append(
        LayoutError(path: JSONPath.member(path, name), problem: .frameOutsideContent(edge: edge)))
    }
    return problems
  }
}
