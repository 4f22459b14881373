import InputKitCore

/// The simulated sending in flight: the overlay's token and when the work finishes.
struct SendJob<Instant: InstantProtocol> where Instant.Duration == Duration {
  var token: ActivityToken
  var finishes: Instant
  var itemCount: Int
  var total: String
}
