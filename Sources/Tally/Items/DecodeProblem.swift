import Foundation
import InputKitCore

/// Why bytes read from the file are not a list, in words a person can relate to the file.
struct DecodeProblem: Error, Sendable {
  let reason: String

  init(reason: String) {
    self.reason = reason
  }

  init(_ error: any Error) {
    guard let error = error as? DecodingError else {
      reason = String(describing: error)
      return
    }
    switch error {
    case .dataCorrupted(let context):
      reason = "not valid JSON\(Self.location(context)): \(context.debugDescription)"
    case .keyNotFound(let key, let context):
      reason = "missing \"\(key.stringValue)\"\(Self.location(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      reason = "unexpected value\(Self.location(context)): \(context.debugDescription)"
    @unknown default:
      reason = String(describing: error)
    }
  }

  private static func location(_ context: DecodingError.Context) -> String {
    guard !context.codingPath.isEmpty else { return "" }
    let path = context.codingPath.map { key in
      key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
    }
    return " at " + path.joined()
  }
}
