/// Identifies one running activity of an ``ActivityOverlayState``: `begin(message:at:)` hands
/// it out and `end(_:outcome:dismissAfter:at:)` takes it back.
///
/// Tokens are unique within the state that issued them, so ending a stale token (one already
/// ended) can never end somebody else's activity.
public struct ActivityToken: Hashable, Sendable {
  let id: UInt64

  init(id: UInt64) {
    self.id = id
  }
}
