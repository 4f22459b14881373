import Foundation
import InputKitExpression
import InputKitShared

/// The order a SwiftUI calculator field (`CalculatorTextField`) keeps with its bindings: what
/// each update, edit, focus change and commit writes, and where.
///
/// Each side is written only where it differs from the other, so a write never comes back as a
/// change to write again.
package struct BoundFieldSession: Sendable {
  package enum Effect: Hashable, Sendable {
    /// Give the keyboard a new layout or locale: a new keyboard would strand what it hosts.
    case reconfigure(KeyboardLayout, Locale)
    /// Put the text into the field and refresh the keyboard for it.
    case showText(String)
    /// Write the text binding once SwiftUI's update is over (not while it updates a view).
    case writeTextAfterUpdate(String)
    /// Ask ``focus(wanted:field:)`` after SwiftUI's update, which a responder change re-enters.
    case changeFocusAfterUpdate
    case becomeFirstResponder
    case resignFirstResponder
    case writeFocus(Bool)
    case writeText(String)
    case writeValue(Decimal?)
    case runOnCommit
  }

  /// What the UIKit field reports.
  package struct Field: Hashable, Sendable {
    /// Its text (`nil` counts as empty).
    package var text: String?
    package var isFirstResponder: Bool
    package var isEnabled: Bool
    /// Whether it is in a window, which it must be to become first responder.
    package var isInWindow: Bool

    package init(text: String?, isFirstResponder: Bool, isEnabled: Bool, isInWindow: Bool) {
      self.text = text
      self.isFirstResponder = isFirstResponder
      self.isEnabled = isEnabled
      self.isInWindow = isInWindow
    }
  }

  package enum FocusChange: Hashable, Sendable {
    case become, resign
  }

  /// What to write when a view binding the field's text, its value or both updates.
  package struct Writes: Hashable, Sendable {
    /// The text to put into the field, or `nil` to leave it.
    package var fieldText: String?
    /// The text to write into the text binding, or `nil` to leave it.
    package var boundText: String?
  }

  private var configured: (layout: KeyboardLayout, locale: Locale)?
  /// The value binding's value the field last saw (`.none` before it saw any, or without one).
  private var lastValue: Decimal?? = .none

  package init() {}

  package mutating func keyboardMade(layout: KeyboardLayout, locale: Locale) {
    configured = (layout, locale)
  }

  /// The view updated with these options, bindings (`nil`: none) and focus asked for.
  package mutating func update(
    layout: KeyboardLayout, locale: Locale, text: String?, value: Decimal??, wantedFocus: Bool?,
    field: Field
  ) -> [Effect] {
    var effects: [Effect] = []
    if configured?.layout != layout || configured?.locale != locale {
      effects.append(.reconfigure(layout, locale))
      configured = (layout, locale)
    }
    let writes = Self.writes(
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

  /// Whether the focus must change to meet the request, once SwiftUI's update is over.
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
    guard let focus = Self.focusForBinding(isEditing: isEditing, bound: boundFocus)
    else { return [] }
    return [.writeFocus(focus)]
  }

  /// The field's text changed: the text binding (`boundText`, `nil` without one) follows.
  package func fieldChanged(text: String?, boundText: String?) -> [Effect] {
    guard let boundText, let newText = Self.textForBinding(fieldText: text, bound: boundText)
    else { return [] }
    return [.writeText(newText)]
  }

  /// Return finished its work: a value binding gets the committed number, then `onCommit` runs.
  package mutating func committed(text: String?, locale: Locale, bindsValue: Bool) -> [Effect] {
    guard bindsValue else { return [.runOnCommit] }
    let committed = Self.valueForCommit(text: text ?? "", locale: locale)
    lastValue = .some(committed)
    return [.writeValue(committed), .runOnCommit]
  }

  private func focusChange(wanted: Bool?, field: Field) -> FocusChange? {
    Self.focusChange(
      wanted: wanted, isFirstResponder: field.isFirstResponder, isEnabled: field.isEnabled,
      isInWindow: field.isInWindow)
  }
}

// MARK: The rules

extension BoundFieldSession {
  /// What the field must do so its focus matches the binding's `wanted` (`nil`: no binding, the
  /// person's taps decide). A disabled field is never focused, as a disabled `TextField` is not; a
  /// field in no window cannot become first responder, so the request waits for one.
  package static func focusChange(
    wanted: Bool?, isFirstResponder: Bool, isEnabled: Bool, isInWindow: Bool = true
  ) -> FocusChange? {
    guard isEnabled else { return isFirstResponder ? .resign : nil }
    guard let wanted, wanted != isFirstResponder else { return nil }
    guard isInWindow || !wanted else { return nil }
    return wanted ? .become : .resign
  }

  /// The focus to write into the focus binding after editing began or ended, or `nil` for none.
  static func focusForBinding(isEditing: Bool, bound: Bool?) -> Bool? {
    guard let bound, bound != isEditing else { return nil }
    return isEditing
  }

  /// The focus state's new value when this field (`value`) gains focus or loses it.
  package static func focusValue<Value: Equatable>(
    _ isFocused: Bool, for value: Value, bound: Value?
  ) -> Value? {
    isFocused ? value : bound == value ? nil : bound
  }

  /// The text to put into the field for the bound text, or `nil` when the field holds it.
  static func textForField(bound: String, fieldText: String?) -> String? {
    bound == (fieldText ?? "") ? nil : bound
  }

  /// The text to write into the text binding after the field changed, or `nil` for none.
  static func textForBinding(fieldText: String?, bound: String) -> String? {
    let text = fieldText ?? ""
    return text == bound ? nil : text
  }

  /// The size the view takes, as a `TextField`'s: the width proposed, else its own; its height.
  package static func fittingSize(
    proposedWidth: Double?, naturalWidth: Double, naturalHeight: Double
  ) -> (width: Double, height: Double) {
    (proposedWidth ?? naturalWidth, naturalHeight)
  }

  /// The number a field holding `text` commits to a value binding: its value evaluated in
  /// `locale` (`12+3` is 15), or `nil` for an empty field, one that cannot be evaluated, or one
  /// beyond `Decimal`'s range.
  static func valueForCommit(text: String, locale: Locale) -> Decimal? {
    guard !text.allSatisfy(\.isWhitespace) else { return nil }
    return (try? ExpressionEvaluator(locale: locale).value(of: text).get())?.decimal
  }

  /// What to write when the view updates with the bindings' `text` and `value` (`nil` for one
  /// the view does not have): the text binding wins when it differs from the field; else a
  /// value set from outside is shown and written into the text binding too.
  static func writes(
    text: String?, value: Decimal??, previousValue: Decimal??, fieldText: String?, locale: Locale
  ) -> Writes {
    if let text, let shown = textForField(bound: text, fieldText: fieldText) {
      return Writes(fieldText: shown)
    }
    guard case .some(let value) = value,
      let shown = textForValue(value, previous: previousValue, fieldText: fieldText, locale: locale)
    else { return Writes() }
    return Writes(fieldText: shown, boundText: text.map { _ in shown })
  }

  /// The text to put into the field for the value binding's `value`, or `nil` to leave it: when
  /// the value is the one the field last saw (`previous`; `.none` before any), since it changes
  /// only on commit and typing must not be overwritten, or when the field already shows it.
  static func textForValue(
    _ value: Decimal?, previous: Decimal??, fieldText: String?, locale: Locale
  ) -> String? {
    guard previous != .some(value) else { return nil }
    let text = fieldText ?? ""
    guard valueForCommit(text: text, locale: locale) != value else { return nil }
    guard let value else { return "" }
    let formatted = ResultFormatter(locale: locale, usesScientificNotation: false).string(
      from: value)
    // The keyboard's minus sign, so the value can be edited with the same keys.
    return formatted.first == "-" ? "\u{2212}" + formatted.dropFirst() : formatted
  }
}
