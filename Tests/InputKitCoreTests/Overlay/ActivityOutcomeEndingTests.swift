import Foundation
import Testing

@testable import InputKitOverlayCore

@Suite("How performed work ends the overlay's activity")
struct ActivityOutcomeEndingTests {
  struct Offline: LocalizedError {
    var errorDescription: String? { "You are offline." }
  }
  struct Undescribed: Error {}
  struct DescribedAsNothing: LocalizedError {}

  @Test(
    "work that returns finishes; a failure shows its own description, or the overlay's Failed",
    arguments: [
      (nil, false, ActivityOutcome.finished),
      (Offline() as any Error, false, .failed(message: "You are offline.")),
      (Undescribed() as any Error, false, .failed(message: nil)),
      (DescribedAsNothing() as any Error, false, .failed(message: nil)),
    ] as [((any Error)?, Bool, ActivityOutcome)])
  func outcomes(error: (any Error)?, isCancelled: Bool, expected: ActivityOutcome) {
    #expect(ActivityOutcome(endingWith: error, isCancelled: isCancelled) == expected)
  }

  @Test("work the person or the app cancelled leaves without a cross, however it threw")
  func cancelledWorkShowsNoFailure() {
    #expect(ActivityOutcome(endingWith: CancellationError(), isCancelled: false) == .finished)
    #expect(ActivityOutcome(endingWith: Offline(), isCancelled: true) == .finished)
    #expect(ActivityOutcome(endingWith: nil, isCancelled: true) == .finished)
  }
}
