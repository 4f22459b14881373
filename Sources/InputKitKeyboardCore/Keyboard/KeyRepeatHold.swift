/// One continuous hold of a repeating key; a late timer catches up, an early one fires nothing.
package struct KeyRepeatHold: Hashable, Sendable {
  package let schedule: KeyRepeatSchedule
  /// How many repeats have fired so far (the press itself not counted).
  private(set) var firedRepeats = 0

  package init(schedule: KeyRepeatSchedule = .standard) {
    self.schedule = schedule
  }

  /// Moves the hold to `held` and returns how many repeats became due since the last call.
  package mutating func advance(to held: Duration) -> Int {
    let due = schedule.repeatCount(afterHolding: held)
    guard due > firedRepeats else { return 0 }
    let newlyDue = due - firedRepeats
    firedRepeats = due
    return newlyDue
  }

  /// How long the key will have been held when the next repeat is due.
  package var nextFireTime: Duration {
    firedRepeats == Int.max
      ? .nanoseconds(Int64.max) : schedule.fireTime(ofRepeat: firedRepeats + 1)
  }
}
