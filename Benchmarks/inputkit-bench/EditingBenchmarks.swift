import InputKitCLI
import InputKitCore

/// `keypress_ns`: one key press end to end — proposed edit, the arithmetic rule,
/// applying it and the live preview — at the end of a 32-character expression. Each call
/// types a digit and deletes it again, so the field returns to the same state.
///
/// `press.keys_40000_ns_per_key`: `inputkit press` with 40,000 keys (an expression, then one
/// long number), per key; linear work keeps it near the 10,000-key figure.
///
/// `press.deletes_40000_ns_per_key`: `inputkit press --text` with a 40,000-character
/// expression and 40,000 delete keys, per key. `press.cursor_moves_40000_ns_per_key`: the
/// loop `press` runs, moving the caret back 40,000 times through a 40,000-character text with
/// emoji in it, per key. Both stay near their 10,000-key figures when a key costs only the
/// characters it touches.
///
/// `press.parentheses_40000_vs_digits`: `inputkit press` with 40,000 keys of `(1)+` against
/// 40,000 digit keys on the same layout, timed in alternating rounds; near 1 when a `)` costs
/// what a digit does instead of a look back for its `(`.
enum EditingBenchmarks {
  static func pressDeletes(keys: Int) -> Benchmark {
    let text = String(repeating: "1×2.5+", count: keys / 6 + 1).prefix(keys)
    let arguments = ["press", "--text", String(text)] + Array(repeating: "delete", count: keys)
    let io = CommandIO(readLine: { nil }, write: { blackHole($0) }, writeError: { blackHole($0) })
    return Benchmark(name: "press.deletes_\(keys)_ns_per_key", unitsPerCall: keys, rounds: 3) {
      blackHole(CommandLineTool.run(arguments, io: io))
    }
  }

  static func cursorMoves(keys: Int) -> Benchmark {
    let text = String(repeating: "12👍🏽34", count: keys / 5 + 1)
    let processor = KeyPressProcessor.calculator()
    let start = TextEditingState(text: text)
    return Benchmark(
      name: "press.cursor_moves_\(keys)_ns_per_key", unitsPerCall: keys, rounds: 3
    ) {
      var state = start
      for _ in 0..<keys { processor.process(.moveCursor(-1), updating: &state) }
      blackHole(state)
    }
  }

  static func pressRun(keys: Int) -> Benchmark {
    let expression = Array(repeating: ["1", "×", "2", ".", "5", "+"], count: keys / 12).flatMap {
      $0
    }
    let number = Array(repeating: "7", count: keys - expression.count)
    let arguments = ["press"] + expression + number
    let io = CommandIO(readLine: { nil }, write: { blackHole($0) }, writeError: { blackHole($0) })
    return Benchmark(name: "press.keys_\(keys)_ns_per_key", unitsPerCall: keys, rounds: 3) {
      blackHole(CommandLineTool.run(arguments, io: io))
    }
  }

  static func parenthesesVersusDigits(keys: Int) -> Benchmark {
    let layout = ["press", "--layout", "calculatorWithParentheses"]
    let parentheses =
      layout + Array(repeating: ["(", "1", ")", "+"], count: keys / 4).flatMap { $0 }
    let digits = layout + Array(repeating: "7", count: keys)
    let io = CommandIO(readLine: { nil }, write: { blackHole($0) }, writeError: { blackHole($0) })
    return Benchmark(
      ratio: "press.parentheses_\(keys)_vs_digits", rounds: 7,
      numerator: { blackHole(CommandLineTool.run(parentheses, io: io)) },
      denominator: { blackHole(CommandLineTool.run(digits, io: io)) })
  }

  static var all: [Benchmark] {
    let processor = KeyPressProcessor.calculator()
    let start = TextEditingState(text: "1234.5+678×90−12÷3+45.6×7−8+9.10")
    precondition(start.text.count == 32, "the benchmark's expression must be 32 characters")
    return [
      Benchmark(name: "keypress_ns", unitsPerCall: 2) {
        let typed = processor.process(.insert("7"), in: start)
        let deleted = processor.process(.deleteBackward, in: typed.state)
        blackHole(deleted)
      },
      pressRun(keys: 10_000),
      pressRun(keys: 40_000),
      pressDeletes(keys: 10_000),
      pressDeletes(keys: 40_000),
      cursorMoves(keys: 10_000),
      cursorMoves(keys: 40_000),
      parenthesesVersusDigits(keys: 40_000),
    ]
  }
}
