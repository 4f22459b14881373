import Foundation
import InputKitExpression

/// The order a SwiftUI calculator field (`CalculatorTextField`) keeps with its bindings: what
/// each update, edit, focus change and commit writes, and where.
///
/// Each side is written only where it differs from the other, so a write never comes back as a
/// change to write again; the rules are ``RepresentedFieldSync``'s.
package struct BoundFieldSession: Sendable {
  /// What the UIKit side does.
  package enum Effect: Hashable, Sendable {
    /// Give the keyboard a new layout or locale: one keyboard for the field's life, since a new
    /// one would strand what the old one hosts and make the keyboard leave and come back.
    case reconfigure(KeyboardLayout, Locale)
    /// Put the text into the field and refresh the keyboard for it.
    case showText(String)
    /// Write the text binding once SwiftUI's update is over (its state is not to be written
    /// while it updates a view).
    case writeTextAfterUpdate(String)
    /// Ask ``focus(wanted:field:)`` once SwiftUI's update is over, which a responder change
    /// would re-enter.
    case changeFocusAfterUpdate
    /// Make the field first responder.
    case becomeFirstResponder
    /// Make the field resign first responder.
    case resignFirstResponder
    /// Write the focus binding.
    case writeFocus(Bool)
    /// Write the text binding.
    case writeText(String)
    /// Write the value binding.
    case writeValue(Decimal?)
    /// Run the app's `onCommit`.
    case runOnCommit
  }

  /// What the UIKit field reports.
  package struct Field: Hashable, Sendable {
    /// Its text (`nil` counts as empty).
    package var text: String?
    /// Whether it is first responder.
    package var isFirstResponder: Bool
    /// Whether it is enabled.
    package var isEnabled: Bool
    /// Whether it is in a window, which it must be to become first responder.
    package var isInWindow: Bool

    /// A field's report.
    package init(text: String?, isFirstResponder: Bool, isEnabled: Bool, isInWindow: Bool) {
      self.text = text
      self.isFirstResponder = isFirstResponder
      self.isEnabled = isEnabled
      self.isInWindow = isInWindow
    }
  }

  /// The layout and locale the keyboard was made or last reconfigured with.
  private var configured: (layout: KeyboardLayout, locale: Locale)?
  /// The value binding's value the field last saw (`.none` before it saw any, or without one).
  private var lastValue: Decimal?? = .none

  /// A session before the keyboard is made.
  package init() {}

  /// The keyboard was made with `layout` and `locale`.
  package mutating func keyboardMade(layout: KeyboardLayout, locale: Locale) {
    configured = (layout, locale)
  }

  /// The view updated with these options, the text binding's `text` and the value binding's
  /// `value` (`nil` for a binding the view does not have) and the focus asked for (`nil`: none).
  package mutating func update(
    layout: KeyboardLayout, locale: Locale, text: String?, value: Decimal??, wantedFocus: Bool?,
    field: Field
  ) -> [Effect] {
    var effects: [Effect] = []
    if configured?.layout != layout || configured?.locale != locale {
      effects.append(.reconfigure(layout, locale))
      configured = (layout, locale)
    }
    let writes = RepresentedFieldSync.writes(
      text: text, value: value, previousValue: lastValue, fieldText: field.text, locale: locale)
    lastValue = value
    if let shown = writes.fieldText {
      effects.append(.showText(shown))
    }
    if let boundText = writes.boundText {
      effects.append(.writeTextAfterUpdate(boundText))
    }
    return effects + focusRequest(wanted: wantedFocus, field: field)
  }

  /// Whether the field's focus must change to meet the request (`nil`: none), which it does once
  /// SwiftUI's update is over; also asked when the field moves to a window.
  package func focusRequest(wanted: Bool?, field: Field) -> [Effect] {
    focusChange(wanted: wanted, field: field) == nil ? [] : [.changeFocusAfterUpdate]
  }

  /// The focus change the field makes once the update is over (it may have changed since).
  package func focus(wanted: Bool?, field: Field) -> [Effect] {
    switch focusChange(wanted: wanted, field: field) {
    case .become?: [.becomeFirstResponder]
    case .resign?: [.resignFirstResponder]
    case nil: []
    }
  }

  /// Editing began or ended: the focus binding (`boundFocus`, `nil` without one) follows.
  package func editing(_ isEditing: Bool, boundFocus: Bool?) -> [Effect] {
    guard let focus = RepresentedFieldSync.focusForBinding(isEditing: isEditing, bound: boundFocus)
    else { return [] }
    return [.writeFocus(focus)]
  }

  /// The field's text changed: the text binding (`boundText`, `nil` without one) follows.
  package func fieldChanged(text: String?, boundText: String?) -> [Effect] {
    guard let boundText,
      let newText = RepresentedFieldSync.textForBinding(fieldText: text, bound: boundText)
    else { return [] }
    return [.writeText(newText)]
  }

  /// Return finished its work on the field's `text` (`nil` counts as empty): a value binding gets
  /// the committed number, then `onCommit` runs.
  package mutating func committed(text: String?, locale: Locale, bindsValue: Bool) -> [Effect] {
    guard bindsValue else { return [.runOnCommit] }
    let committed = RepresentedFieldSync.valueForCommit(text: text ?? "", locale: locale)
    lastValue = .some(committed)
    return [.writeValue(committed), .runOnCommit]
  }

  private func focusChange(wanted: Bool?, field: Field) -> RepresentedFieldSync.FocusChange? {
    RepresentedFieldSync.focusChange(
      wanted: wanted, isFirstResponder: field.isFirstResponder, isEnabled: field.isEnabled,
      isInWindow: field.isInWindow)
  }
}
