/// A field a keyboard session types into, told apart by identity: the UIKit layer numbers a
/// `UITextField` or `UITextView` by its object identity, tests by any number they like.
package struct KeyboardFieldID: Hashable, Sendable, CustomStringConvertible {
  /// The field's number.
  package var rawValue: Int

  /// The field numbered `rawValue`.
  package init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  /// `field 3`.
  package var description: String { "field \(rawValue)" }
}
