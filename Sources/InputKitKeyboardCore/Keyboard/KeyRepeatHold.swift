/// One continuous hold of a repeating key: which repeats have fired and when the next is due.
/// A timer that fires late catches up, and one that fires early fires nothing.
package struct KeyRepeatHold: Hashable, Sendable {
  package let schedule: KeyRepeatSchedule
  /// How many repeats have fired so far (the press itself not counted).
  private(set) var firedRepeats = 0

  package init(schedule: KeyRepeatSchedule = .standard) {
    self.schedule = schedule
  }

  /// Moves the hold to `held` since the key went down and returns how many repeats became
  /// due since the last call; a clock that stepped back fires nothing.
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
