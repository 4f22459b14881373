/// Identifies one running activity of an activity overlay: `begin` hands it out and `end`
/// takes it back.
///
/// Tokens are unique within the overlay that issued them, so ending a stale token (one already
/// ended) can never end somebody else's activity.
public struct ActivityToken: Hashable, Sendable {
  let id: UInt64

  init(id: UInt64) {
    self.id = id
  }
}
