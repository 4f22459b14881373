/// How an activity ended, which decides what the overlay shows before it goes away.
public enum ActivityOutcome: Hashable, Sendable {
  /// The work is over; the overlay leaves as soon as its minimum show time allows.
  case finished
  /// The work succeeded: a checkmark with `message` (or the localised "Done") stays for the
  /// configured success display time.
  case succeeded(message: String? = nil)
  /// The work failed: a cross with `message` (or the localised "Failed") stays for the
  /// configured failure display time. Shown even when the work ended within the grace time,
  /// because a failure the person never sees is a failure they cannot act on.
  case failed(message: String? = nil)
}
