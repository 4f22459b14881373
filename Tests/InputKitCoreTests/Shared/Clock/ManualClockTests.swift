import InputKitTestSupport
import Testing

@testable import InputKitCore

@Suite("Manual clock")
struct ManualClockTests {
  @Test("a manual clock moves only forward and only when told")
  func movesForward() {
    let clock = ManualClock()
    #expect(clock.now == ms(0))
    clock.advance(by: .milliseconds(1500))
    #expect(clock.now == ms(1500))
    clock.advance(by: .milliseconds(-500))
    #expect(clock.now == ms(1500))
    clock.advance(to: ms(1000))
    #expect(clock.now == ms(1500))
    clock.advance(to: ms(4000))
    #expect(clock.now == ms(4000))
  }

  @Test("manual instants measure exact durations between them")
  func instantArithmetic() {
    #expect(ms(250).duration(to: ms(1000)) == .milliseconds(750))
    #expect(ms(250).advanced(by: .milliseconds(750)) == ms(1000))
    #expect(ms(1) < ms(2))
  }
}
