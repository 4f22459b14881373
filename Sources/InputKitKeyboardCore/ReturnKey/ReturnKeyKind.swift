/// The kinds of return key a field can ask for: UIKit's `UIReturnKeyType`, as a core value.
package enum ReturnKeyKind: String, CaseIterable, Hashable, Sendable, Codable {
  /// The layout's own return key (`↵` on the calculator).
  case `default`
  // The others are titled by their raw values' localised words ("Go", "Next", "Done"…), in
  // `UIReturnKeyType`'s order.
  case go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
