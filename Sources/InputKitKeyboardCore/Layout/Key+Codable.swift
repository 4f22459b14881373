/// A key in JSON: `{"id": "digit7", "title": "7", "style": "digit", "action": {"insert": "7"},
/// "column": 0, "row": 0}`, with optional `columnSpan`, `rowSpan` and `accessibilityLabel`,
/// or `"frame": {"x": 0, "y": 0, "width": 0.5, "height": 0.25}` instead of the grid fields.
extension Key: Codable {
  /// Reads a key; problems are `LayoutError`s naming the path.
  public init(from decoder: any Decoder) throws {
    let value = try JSONValue(from: decoder)
    self = try Key(json: value, path: JSONPath.from(codingPath: decoder.codingPath))
  }

  /// Writes the key in the form `init(from:)` reads; spans of one cell are left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Field.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(style, forKey: .style)
    try container.encode(action, forKey: .action)
    switch placement {
    case .grid(let cell):
      try container.encode(cell.column, forKey: .column)
      try container.encode(cell.row, forKey: .row)
      if cell.columnSpan != 1 { try container.encode(cell.columnSpan, forKey: .columnSpan) }
      if cell.rowSpan != 1 { try container.encode(cell.rowSpan, forKey: .rowSpan) }
    case .frame(let frame):
      var nested = container.nestedContainer(keyedBy: FrameField.self, forKey: .frame)
      try nested.encode(frame.x, forKey: .x)
      try nested.encode(frame.y, forKey: .y)
      try nested.encode(frame.width, forKey: .width)
      try nested.encode(frame.height, forKey: .height)
    }
    try container.encodeIfPresent(accessibilityLabel, forKey: .accessibilityLabel)
  }

  private enum Field: String, CodingKey, CaseIterable {
    case id, title, style, action, column, row, columnSpan, rowSpan, frame, accessibilityLabel
  }

  private enum FrameField: String, CodingKey, CaseIterable {
    case x, y, width, height
  }

  init(json value: JSONValue, path: String) throws(LayoutError) {
    let (key, problems) = Self.read(json: value, path: path)
    guard let key else { throw problems[0] }
    self = key
  }

  /// Reads a key, or every problem of its fields: a wrong id does not hide a wrong action.
  static func read(json value: JSONValue, path: String) -> (key: Key?, problems: [LayoutError]) {
    let object: JSONObjectReader
    do throws(LayoutError) {
      object = try JSONObjectReader(
        value, path: path, allowed: Field.allCases.map { field in field.rawValue })
    } catch {
      return (nil, [error])
    }
    var problems: [LayoutError] = []
    let id = problems.field { () throws(LayoutError) in try object.string("id") }
    let title = problems.field { () throws(LayoutError) in
      let title = try object.string("title")
      if let problem = KeyboardLayout.controlProblem(in: title, path: object.path("title")) {
        throw problem
      }
      return title
    }
    let style = problems.field { () throws(LayoutError) -> KeyStyle in
      let name = try object.string("style")
      guard let style = KeyStyle(rawValue: name) else {
        throw LayoutError(path: object.path("style"), problem: .unknownStyle(name))
      }
      return style
    }
    let action = problems.field { () throws(LayoutError) in
      try KeyAction(json: try object.required("action"), path: object.path("action"))
    }
    let placement = problems.field { () throws(LayoutError) in try Self.placement(object) }
    let label = problems.field { () throws(LayoutError) in
      try object.optionalString("accessibilityLabel")
    }
    guard let id, let title, let style, let action, let placement, let label else {
      return (nil, problems)
    }
    return (
      Key(
        id: id, title: title, style: style, action: action, placement: placement,
        accessibilityLabel: label),
      []
    )
  }

  private static let startRequirement = "must be a whole number, 0 or more"
  private static let spanRequirement = "must be a whole number, at least 1"

  private static func placement(_ object: JSONObjectReader) throws(LayoutError) -> KeyPlacement {
    let hasGrid = ["column", "row", "columnSpan", "rowSpan"].contains(where: object.contains)
    if object.contains("frame") {
      guard !hasGrid else {
        throw LayoutError(path: object.path("frame"), problem: .ambiguousPlacement(hasGrid: true))
      }
      let frame = try JSONObjectReader(
        object.required("frame"), path: object.path("frame"),
        allowed: FrameField.allCases.map { field in field.rawValue })
      func number(_ name: String, isExtent: Bool) throws(LayoutError) -> Double {
        try frame.finiteNumber(
          name, requirement: KeyboardLayout.frameRequirement(isExtent: isExtent))
      }
      return .frame(
        FractionalFrame(
          x: try number("x", isExtent: false), y: try number("y", isExtent: false),
          width: try number("width", isExtent: true),
          height: try number("height", isExtent: true)))
    }
    guard hasGrid else {
      throw LayoutError(path: object.path, problem: .ambiguousPlacement(hasGrid: false))
    }
    return .grid(
      GridCell(
        column: try object.integer("column", requirement: Self.startRequirement),
        row: try object.integer("row", requirement: Self.startRequirement),
        columnSpan: try object.optionalInteger("columnSpan", requirement: Self.spanRequirement)
          ?? 1,
        rowSpan: try object.optionalInteger("rowSpan", requirement: Self.spanRequirement) ?? 1))
  }
}
