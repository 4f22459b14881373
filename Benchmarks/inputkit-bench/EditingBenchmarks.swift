import InputKitCore

/// `keypress_ns`: one key press end to end — proposed edit, the arithmetic rule,
/// applying it and the live preview — at the end of a 32-character expression. Each call
/// types a digit and deletes it again, so the field returns to the same state.
enum EditingBenchmarks {
  static var all: [Benchmark] {
    let processor = KeyPressProcessor.calculator()
    let start = TextEditingState(text: "1234.5+678×90−12÷3+45.6×7−8+9.10")
    precondition(start.text.count == 32, "the benchmark's expression must be 32 characters")
    return [
      Benchmark(name: "keypress_ns", unitsPerCall: 2) {
        let typed = processor.process(.insert("7"), in: start)
        let deleted = processor.process(.deleteBackward, in: typed.state)
        blackHole(deleted)
      }
    ]
  }
}
