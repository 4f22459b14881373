import Foundation
import InputKitExpression
import InputKitShared

/// Why a keyboard layout could not be read or used: the JSON path where the problem is
/// (`keys[3].action`) and what is wrong there.
///
/// `description` is the message tools print: `keys[3].action: unknown action "frobnicate"`,
/// control characters shown as code points (`U+001B`) so that printing it never steers a
/// terminal.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The JSON path of the offending value, such as `keys[3].columnSpan`; empty for the
  /// document as a whole.
  public var path: String
  package var problem: Problem

  package init(path: String, problem: Problem) {
    self.path = path
    self.problem = problem
  }

  /// `path: problem`, or just the problem for the whole document.
  public var description: String {
    (path.isEmpty ? problem.description : "\(path): \(problem.description)")
      .showingControlCharacters
  }

  package enum GridAxis: String, Hashable, Sendable {
    case column, row
  }

  /// The kinds of problem a layout can have; `description` says each in a sentence.
  package enum Problem: Hashable, Sendable, CustomStringConvertible {
    case invalidJSON(message: String, line: Int, column: Int)
    case missingField
    /// A field the schema does not define; lists the fields allowed.
    case unknownField(allowed: [String])
    case wrongType(expected: String, found: String)
    case unknownAction(String)
    case unknownStyle(String)
    /// A number outside what the field allows, as the file wrote it.
    case badNumber(String, requirement: String)
    case emptyText
    case controlCharacter(Unicode.Scalar)
    /// A key's cells run past the grid's `count` along `axis`.
    case spanOutsideGrid(axis: GridAxis, start: Int, span: Int, count: Int)
    case frameOutsideContent(edge: Double)
    /// A key gives both grid cells and a free-form frame, or neither.
    case ambiguousPlacement(hasGrid: Bool)
    case overlap(id: String, otherID: String, otherPath: String)
    case duplicateID(String, firstPath: String)
    case emptyLayout
    case tooLarge(count: Int, limit: Int)

    package var description: String {
      switch self {
      case .invalidJSON(let message, let line, let column):
        "invalid JSON at line \(line), column \(column): \(message)"
      case .missingField:
        "this required field is missing"
      case .unknownField(let allowed):
        "unknown field; a field here is one of \(allowed.joined(separator: ", "))"
      case .wrongType(let expected, let found):
        "expected \(expected), found \(found)"
      case .unknownAction(let name):
        "unknown action \"\(name)\"; expected \"deleteBackward\", \"return\", \"clear\", "
          + "\"evaluate\" or an object with one of insert, moveCursor, switchLayout, custom"
      case .unknownStyle(let name):
        "unknown style \"\(name)\"; expected digit, operator, function or primary"
      case .badNumber(let value, let requirement):
        "bad number \(Self.shortened(value)): \(requirement)"
      case .emptyText:
        "must not be empty"
      case .controlCharacter(let scalar):
        "holds the control character \(String(scalar).showingControlCharacters); "
          + "it must be printable text"
      case .spanOutsideGrid(let axis, let start, let span, let count):
        "covers \(span) \(axis.rawValue)\(span == 1 ? "" : "s") from \(axis.rawValue) \(start), "
          + "but the grid has \(count) \(axis.rawValue)\(count == 1 ? "" : "s") counted from 0"
      case .frameOutsideContent(let edge):
        "the frame's far edge is at \(edge), past the content area (at most 1)"
      case .ambiguousPlacement(let hasGrid):
        hasGrid
          ? "a key gives either column and row or a frame, not both"
          : "a key needs a place: column and row, or a frame"
      case .overlap(let id, let otherID, let otherPath):
        "key \"\(id)\" overlaps key \"\(otherID)\" at \(otherPath)"
      case .duplicateID(let id, let firstPath):
        "duplicate key id \"\(id)\", first used at \(firstPath)"
      case .emptyLayout:
        "a layout needs at least one key"
      case .tooLarge(let count, let limit):
        "\(count) is more than the \(limit) a layout may have"
      }
    }

    /// A number as the file wrote it, its middle left out when it is long (`1e9999…9999`).
    static func shortened(_ number: String) -> String {
      guard number.count > 24 else { return number }
      return number.prefix(16) + "…" + number.suffix(4)
    }
  }
}

extension LayoutError: LocalizedError {
  /// ``description``, in English: the error is a developer's mistake.
  public var errorDescription: String? { description }
}
