/// Previous, Next and Done in the result bar of a keyboard that fields share: the fields attached,
/// in order, and the buttons shown, so that only changes are sent.
package struct FieldNavigator: Sendable {
  typealias FieldID = KeyboardSession.FieldID
  typealias Effect = KeyboardSession.Effect

  package internal(set) var mode = FieldNavigation.off
  var attached: [FieldID] = []
  /// `nil`: hidden.
  var shown: NavigationButtons?

  /// The fields before and after `current`, and the buttons that show them.
  func neighbours(
    of current: FieldID?, host: some KeyboardHost
  ) -> (previous: FieldID?, next: FieldID?, buttons: NavigationButtons?) {
    guard let current, mode != .off else { return (nil, nil, nil) }
    let known = attached.contains(current) ? attached : attached + [current]
    let order = mode.order(
      of: known.compactMap { field in host.placement(of: field).map { (field, $0) } },
      current: current, isRightToLeft: host.state(of: current)?.isRightToLeft == true)
    return FieldNavigation.neighbours(of: current, in: order)
  }

  /// Brings the buttons up to date for `current` (following `mode` from now on, when given);
  /// without a current field, leaves them.
  mutating func update(
    current: FieldID?, mode: FieldNavigation? = nil, host: some KeyboardHost
  ) -> [Effect] {
    self.mode = mode ?? self.mode
    let buttons = neighbours(of: current, host: host).buttons
    guard current != nil, buttons != shown else { return [] }
    shown = buttons
    return [.showNavigation(buttons)]
  }

  /// A button was tapped while `current` edits: the focus moves, to a field read anew, or
  /// editing ends; nothing while an overlay blocks the keys.
  mutating func tap(
    _ button: NavigationButton, current: FieldID?, isBlocked: Bool, host: some KeyboardHost
  ) -> [Effect] {
    guard let current, !isBlocked else { return [] }
    let (previous, next, _) = neighbours(of: current, host: host)
    guard button != .done else { return [.resign(current)] }
    // None when the field left the window since: the buttons show what is possible now.
    return (button == .previous ? previous : next).map { [.focus($0)] }
      ?? update(current: current, host: host)
  }

  /// Keeps the attached fields in order, for ``FieldNavigation/attachmentOrder``.
  mutating func attach(
    _ field: FieldID, _ isAttached: Bool, current: FieldID?, host: some KeyboardHost
  ) -> [Effect] {
    attached.removeAll { $0 == field && !isAttached }
    if isAttached, !attached.contains(field) { attached.append(field) }
    return update(current: current, host: host)
  }
}
