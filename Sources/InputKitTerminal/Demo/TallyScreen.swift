import InputKitCore

/// Which screen the tally shows.
enum TallyScreen {
  /// The list of items with their values and the total.
  case list
  /// The "Add new item" or "Edit item" prompt over the calculator keyboard.
  case prompt(PromptSession)
  /// One item's detail, reached through the navigation gate.
  case detail(DetailPage)
}

/// An open prompt: the core's prompt state, the field's text and caret, and the live result.
struct PromptSession {
  var prompt: TextPrompt
  var field: TextEditingState
  /// The running result shown above the keyboard, `nil` when there is none.
  var preview: String?
}

/// What the detail screen shows: what the gate handed on, and the item's place in the list.
struct DetailPage {
  /// The item's text, as the gate passed it on (the screen's title, as in seed 002).
  var title: String
  var value: String
  var id: ItemID
  var position: Int
  var count: Int
}

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

/// The simulated sending in flight: the overlay's token and when the work finishes.
struct SendJob<Instant: InstantProtocol> where Instant.Duration == Duration {
  var token: ActivityToken
  var finishes: Instant
  var itemCount: Int
  var total: String
}
