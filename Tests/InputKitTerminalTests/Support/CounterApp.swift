import InputKitTestSupport

@testable import InputKitTerminal

/// A tiny app for testing the runner: a count that `+` raises, a flash message that `f`
/// shows for one second, `q` to quit. It records every event it sees.
struct CounterApp: TerminalApp {
  typealias Instant = ManualClock.Instant

  var count = 0
  var flashUntil: Instant?
  var size = TerminalSize(columns: 0, rows: 0)
  var wantsQuit = false
  var events: [TerminalEvent] = []
  var eventTimes: [Duration] = []

  mutating func handle(_ event: TerminalEvent, at now: Instant) -> Bool {
    events.append(event)
    eventTimes.append(now.sinceStart)
    switch event {
    case .key(KeyPress(.character("+"))):
      count += 1
      return true
    case .key(KeyPress(.character("f"))):
      flashUntil = now.advanced(by: .seconds(1))
      return true
    case .key(KeyPress(.character("q"))):
      wantsQuit = true
      return false
    case .key(KeyPress(.character("n"))):
      return true  // asks for a redraw that changes nothing
    case .resize(let newSize):
      size = newSize
      return true
    case .tick:
      flashUntil = nil
      return true
    default:
      return false
    }
  }

  func render(into buffer: inout ScreenBuffer) {
    buffer.write("count: \(count)", at: CellPoint(column: 0, row: 0))
    if flashUntil != nil {
      buffer.write("saved", at: CellPoint(column: 0, row: 1), style: CellStyle(bold: true))
    }
  }

  var nextDeadline: Instant? { flashUntil }
}
