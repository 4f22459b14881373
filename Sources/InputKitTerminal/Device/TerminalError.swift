import Foundation
import InputKitCore

/// Why the terminal could not be set up for a full-screen app.
public struct TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// Standard input (or output) is a file or a pipe, not an interactive terminal.
    case notATerminal
    /// Another `Terminal` in this process is already running; the terminal's modes and the
    /// signal handlers that restore them exist once per process.
    case alreadyActive
    /// A system call failed; `call` names it and `code` is its `errno`.
    case systemCall(call: String, code: Int32)
  }

  /// What went wrong.
  public var kind: Kind

  /// Creates an error.
  public init(_ kind: Kind) {
    self.kind = kind
  }

  /// The message in `language`, for a person to act on.
  public func message(in language: InterfaceLanguage) -> String {
    let strings = LocalizedStrings(table: "Terminal", language: language, bundle: .module)
    switch kind {
    case .notATerminal:
      return strings.string("error.notATerminal")
    case .alreadyActive:
      return strings.string("error.alreadyActive")
    case .systemCall(let call, let code):
      return strings.string("error.systemCall", ["call": call, "code": String(code)])
    }
  }

  /// The message in English.
  public var description: String { message(in: .english) }
}

extension TerminalError: LocalizedError {
  /// The message in the app's language (`InterfaceLanguage.current`).
  public var errorDescription: String? { message(in: .current) }
}
