/// Identifies one running activity of an activity overlay: `begin` hands it out and `end`
/// takes it back.
///
/// A token names the overlay that issued it as well as the activity, so ending a stale token
/// (one already ended) or another overlay's token can never end somebody else's activity.
public struct ActivityToken: Hashable, Sendable {
  /// The identity of the overlay's session that issued the token.
  let session: UInt64
  /// The activity's number within that session.
  let id: UInt64

  init(session: UInt64, id: UInt64) {
    self.session = session
    self.id = id
  }
}
