import InputKitCore
import Tally

/// What the detail screen shows: what the gate handed on, and the item's place in the list.
struct DetailPage {
  /// The item's text, as the gate passed it on (the screen's title).
  var title: String
  var value: String
  var id: ItemID
  var position: Int
  var count: Int
}
