import Testing

@testable import InputKitCore
@testable import InputKitKeyboardCore

@Suite("Key repeat schedule")
struct KeyRepeatScheduleTests {
  @Test(
    "a held backspace repeats after 0.5 s, every 0.1 s, then every 0.05 s after 2 s",
    arguments: [
      (Duration.zero, 0),
      (.milliseconds(499), 0),
      (.milliseconds(500), 1),
      (.milliseconds(599), 1),
      (.milliseconds(600), 2),
      (.milliseconds(1_000), 6),
      (.milliseconds(1_900), 15),
      (.milliseconds(1_999), 15),
      (.milliseconds(2_000), 16),
      (.milliseconds(2_049), 16),
      (.milliseconds(2_050), 17),
      (.milliseconds(3_000), 36),
      (.seconds(-1), 0),
    ])
  func standardCounts(held: Duration, repeats: Int) {
    #expect(KeyRepeatSchedule.standard.repeatCount(afterHolding: held) == repeats)
  }

  @Test(
    "each repeat fires at the documented hold time",
    arguments: [
      (0, Duration.zero),
      (1, .milliseconds(500)),
      (2, .milliseconds(600)),
      (15, .milliseconds(1_900)),
      (16, .milliseconds(2_000)),
      (17, .milliseconds(2_050)),
      (36, .milliseconds(3_000)),
    ])
  func standardFireTimes(index: Int, time: Duration) {
    #expect(KeyRepeatSchedule.standard.fireTime(ofRepeat: index) == time)
  }

  @Test("the count at each fire time includes that repeat and not the next")
  func fireTimesAgreeWithCounts() {
    let schedules = [
      KeyRepeatSchedule.standard,
      KeyRepeatSchedule(
        initialDelay: .milliseconds(400), interval: .milliseconds(300),
        acceleratesAfter: .milliseconds(1_500), fastInterval: .milliseconds(70)),
      KeyRepeatSchedule(
        initialDelay: .seconds(1), interval: .milliseconds(100), acceleratesAfter: .seconds(1),
        fastInterval: .milliseconds(20)),
    ]
    for schedule in schedules {
      for index in 1...60 {
        let time = schedule.fireTime(ofRepeat: index)
        #expect(schedule.repeatCount(afterHolding: time) == index, "\(schedule) #\(index)")
        #expect(
          schedule.repeatCount(afterHolding: time - .nanoseconds(1)) == index - 1,
          "\(schedule) #\(index)")
        #expect(schedule.nextFireTime(afterHolding: time) == schedule.fireTime(ofRepeat: index + 1))
      }
    }
  }

  @Test("a schedule that accelerates between slow repeats keeps its slow repeats before it")
  func unalignedAcceleration() {
    let schedule = KeyRepeatSchedule(
      initialDelay: .milliseconds(400), interval: .milliseconds(300),
      acceleratesAfter: .milliseconds(1_500), fastInterval: .milliseconds(70))
    // Slow repeats at 0.4, 0.7, 1.0, 1.3; fast from 1.5.
    #expect(schedule.slowRepeatCount == 4)
    #expect(schedule.fireTime(ofRepeat: 4) == .milliseconds(1_300))
    #expect(schedule.fireTime(ofRepeat: 5) == .milliseconds(1_500))
    #expect(schedule.fireTime(ofRepeat: 6) == .milliseconds(1_570))
  }

  @Test("absurdly long holds saturate instead of overflowing")
  func extremeHolds() {
    let tiny = KeyRepeatSchedule(
      initialDelay: .zero, interval: .nanoseconds(1), acceleratesAfter: .zero,
      fastInterval: .nanoseconds(1))
    #expect(tiny.repeatCount(afterHolding: .seconds(Int64.max)) == Int.max)
    #expect(tiny.nextFireTime(afterHolding: .seconds(Int64.max)) == .nanoseconds(Int64.max))
    #expect(KeyRepeatSchedule.standard.fireTime(ofRepeat: Int.max) == .nanoseconds(Int64.max))
    #expect(KeyRepeatSchedule.standard.repeatCount(afterHolding: .seconds(Int64.min)) == 0)
  }
}

@Suite("Key repeat hold")
struct KeyRepeatHoldTests {
  @Test("ticks fire each repeat once, late ticks catch up and early ticks fire nothing")
  func advancing() {
    var hold = KeyRepeatHold()
    #expect(hold.nextFireTime == .milliseconds(500))
    #expect(hold.advance(to: .milliseconds(300)) == 0)
    #expect(hold.advance(to: .milliseconds(500)) == 1)
    #expect(hold.advance(to: .milliseconds(500)) == 0)
    #expect(hold.nextFireTime == .milliseconds(600))
    #expect(hold.advance(to: .milliseconds(950)) == 4)
    #expect(hold.firedRepeats == 5)
    #expect(hold.advance(to: .milliseconds(100)) == 0)
    #expect(hold.firedRepeats == 5)
    #expect(hold.advance(to: .milliseconds(2_100)) == 13)
    #expect(hold.nextFireTime == .milliseconds(2_150))
  }
}
