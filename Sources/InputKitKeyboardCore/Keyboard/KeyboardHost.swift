/// What a keyboard session reads of UIKit while it handles an event: the fields, and the answers
/// the app's delegates and data source give at once.
///
/// An answer runs the app's code, which may change a field or move the focus, so the session
/// reads a field again after each answer.
package protocol KeyboardHost {
  /// What `field` holds now, or `nil` once it has gone.
  func state(of field: KeyboardSession.FieldID) -> KeyboardFieldState?
  /// Whether the keyboard's delegate lets `key` act (`keyboard(_:shouldPress:)`).
  func shouldPress(_ key: Key) -> Bool
  /// Whether the text field's delegate lets Return act; `nil` once the field has gone.
  func shouldReturn(_ field: KeyboardSession.FieldID) -> Bool?
  /// Whether the field's delegate lets exactly this edit in; `nil` once the field has gone.
  func shouldChange(_ field: KeyboardSession.FieldID, by edit: Edit) -> Bool?
  /// The data source's layout for a switch-layout key's id, or `nil` for a keyboard without one.
  var layoutSource: ((String) -> KeyboardLayout?)? { get }
  /// The text fields and text views that are first responders in the keyboard's window scene.
  func firstResponders() -> [KeyboardFieldFocus<KeyboardSession.FieldID>]
  /// Whether the field or a responder after it handled VoiceOver's escape; `nil` once gone.
  func handlesEscape(from field: KeyboardSession.FieldID) -> Bool?
  /// Where `field` is, for Previous and Next; `nil` once it has gone.
  func placement(of field: KeyboardSession.FieldID) -> FieldPlacement?
}

extension KeyboardSession {
  /// A field a keyboard session types into: UIKit numbers it by object identity, tests freely.
  package struct FieldID: Hashable, Sendable, CustomStringConvertible {
    package var rawValue: Int

    package init(_ rawValue: Int) {
      self.rawValue = rawValue
    }

    package var description: String { "field \(rawValue)" }
  }
}
