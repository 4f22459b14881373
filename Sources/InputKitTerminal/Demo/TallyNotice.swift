/// A message for the person: why a key was refused, a confirmation, a failed save. The list
/// shows it above the total, a prompt in place of its validation message.
struct TallyNotice<Instant: InstantProtocol> {
  enum Kind {
    case info
    case error
  }

  var text: String
  var kind: Kind
  /// When it goes away by itself; `nil` keeps it until the next key press.
  var expires: Instant?
}
