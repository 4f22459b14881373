/// Identifies one running activity of an activity overlay: `begin` hands it out and `end`
/// takes it back.
///
/// A token names the overlay that issued it, so a stale or another overlay's token can never end
/// somebody else's activity.
public struct ActivityToken: Hashable, Sendable {
  let session: UInt64
  let id: UInt64
}
