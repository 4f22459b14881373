import Foundation

/// How an activity ended, which decides what the overlay shows before it goes away.
public enum ActivityOutcome: Hashable, Sendable {
  /// The work is over; the overlay leaves as soon as its minimum show time allows.
  case finished
  /// A checkmark with `message` (or "Done") stays for the success display time.
  case succeeded(message: String? = nil)
  /// A cross with `message` (or "Failed") stays for the failure display time; shown even within
  /// the grace time, since a failure nobody sees cannot be acted on.
  case failed(message: String? = nil)
}

extension ActivityOutcome {
  /// How `perform`'s work ended: returned or cancelled finishes; thrown fails with the error's
  /// `LocalizedError` description, else the configured "Failed" (a bare error's text is not for
  /// people).
  package init(endingWith error: (any Error)?, isCancelled: Bool) {
    guard let error, !isCancelled, !(error is CancellationError) else { self = .finished; return }
    self = .failed(message: (error as? LocalizedError)?.errorDescription)
  }
}
