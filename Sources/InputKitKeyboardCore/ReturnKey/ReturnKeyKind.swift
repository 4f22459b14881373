/// The kinds of return key a field can ask for: the cases of UIKit's `UIReturnKeyType`, as a
/// value the core can decide with (the UIKit layer maps one to the other).
package enum ReturnKeyKind: String, CaseIterable, Hashable, Sendable, Codable {
  /// The layout's own return key (`↵` on the calculator).
  case `default`
  /// "Go", as in a browser's address field.
  case go
  /// "Google", a search field's key.
  case google
  /// "Join", as when joining a network.
  case join
  /// "Next", to move to the next field.
  case next
  /// "Route", as in a maps field.
  case route
  /// "Search".
  case search
  /// "Send", as in a message field.
  case send
  /// "Yahoo", a search field's key.
  case yahoo
  /// "Done", to finish the form.
  case done
  /// "Emergency Call".
  case emergencyCall
  /// "Continue".
  case `continue`
}
