/// How an option of a command is written on the command line.
public struct OptionSpec: Sendable {
  /// The long name, without dashes (`width` for `--width`).
  public var name: String
  /// A one-letter alias, without the dash (`o` for `-o`), if any.
  public var short: Character?
  /// Whether the option takes a value (`--width 320`) or is a flag (`--verbose`).
  public var takesValue: Bool

  /// An option that takes a value.
  public static func value(_ name: String, short: Character? = nil) -> OptionSpec {
    OptionSpec(name: name, short: short, takesValue: true)
  }

  /// An option that is present or absent.
  public static func flag(_ name: String, short: Character? = nil) -> OptionSpec {
    OptionSpec(name: name, short: short, takesValue: false)
  }
}

/// A mistake in how a command was called: an unknown flag, a missing or malformed value.
/// The tool prints it with the command's usage and exits with status 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What is wrong, in a sentence a person can act on.
  public var message: String

  /// Creates a usage error.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}

/// A command line split into options and positional arguments.
///
/// `--name value`, `--name=value` and `-n value` all set an option; `--` ends options. An
/// argument that starts with `-` followed by a digit, `.`, `(` or a sign is positional, so
/// `inputkit eval -5+3` evaluates `-5+3` rather than rejecting a flag.
public struct ParsedArguments: Equatable {
  /// Option values by long name, in the order given (an option may repeat).
  public private(set) var values: [String: [String]] = [:]
  /// Flags that were given, by long name.
  public private(set) var flags: Set<String> = []
  /// Positional arguments in order.
  public private(set) var positionals: [String] = []
  /// Whether `--help` or `-h` was given.
  public private(set) var wantsHelp = false

  /// Parses `arguments` (without the command's name) against `options`.
  public init(_ arguments: [String], options: [OptionSpec]) throws(UsageError) {
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !Self.looksLikeOption(argument) {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      if argument == "--help" || argument == "-h" {
        wantsHelp = true
        continue
      }
      var name: Substring
      var inlineValue: String?
      if argument.hasPrefix("--") {
        name = argument.dropFirst(2)
        if let equals = name.firstIndex(of: "=") {
          inlineValue = String(name[name.index(after: equals)...])
          name = name[..<equals]
        }
      } else {
        name = argument.dropFirst()
      }
      let spec = options.first { option in
        option.name == name || (name.count == 1 && option.short == name.first)
      }
      guard let spec else {
        throw UsageError("Unknown option '\(argument)'")
      }
      if spec.takesValue {
        if let inlineValue {
          values[spec.name, default: []].append(inlineValue)
        } else if index < arguments.count {
          values[spec.name, default: []].append(arguments[index])
          index += 1
        } else {
          throw UsageError("Option '--\(spec.name)' needs a value")
        }
      } else {
        if inlineValue != nil {
          throw UsageError("Option '--\(spec.name)' takes no value")
        }
        flags.insert(spec.name)
      }
    }
  }

  /// The last value given for option `name`, if any.
  public func value(_ name: String) -> String? {
    values[name]?.last
  }

  /// The value of option `name` as a finite number, `nil` when absent.
  public func number(_ name: String) throws(UsageError) -> Double? {
    guard let text = value(name) else { return nil }
    guard let number = Double(text), number.isFinite else {
      throw UsageError("Option '--\(name)' needs a number, not '\(text)'")
    }
    return number
  }

  /// The value of option `name` as a finite number; a usage error when absent.
  public func requiredNumber(_ name: String) throws(UsageError) -> Double {
    guard let number = try number(name) else {
      throw UsageError("Option '--\(name)' is required")
    }
    return number
  }

  private static func looksLikeOption(_ argument: String) -> Bool {
    guard argument.hasPrefix("-"), argument.count > 1 else { return false }
    let second = argument[argument.index(after: argument.startIndex)]
    return second == "-" || second.isLetter
  }
}
