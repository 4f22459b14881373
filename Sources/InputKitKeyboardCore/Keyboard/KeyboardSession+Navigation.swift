extension KeyboardSession {
  /// The fields before and after the bound one, and the buttons that show them.
  func neighbours(
    host: some KeyboardHost
  ) -> (previous: FieldID?, next: FieldID?, buttons: NavigationButtons?) {
    guard let current = binding.boundField, navigation != .off else { return (nil, nil, nil) }
    let known = navigable.contains(current) ? navigable : navigable + [current]
    let order = navigation.order(
      of: known.compactMap { field in host.placement(of: field).map { (field, $0) } },
      current: current, isRightToLeft: host.state(of: current)?.isRightToLeft == true)
    return FieldNavigation.neighbours(of: current, in: order)
  }

  /// Brings the navigation buttons up to date for the bound field (following `navigation` from
  /// now on, when given); without a bound field, leaves them.
  mutating func showNavigation(
    _ navigation: FieldNavigation? = nil, host: some KeyboardHost
  ) -> [Effect] {
    self.navigation = navigation ?? self.navigation
    let buttons = neighbours(host: host).buttons
    guard binding.boundField != nil, buttons != shownNavigation else { return [] }
    shownNavigation = buttons
    return [.showNavigation(buttons)]
  }

  /// A navigation button was tapped: the focus moves, to a field read anew, or editing ends.
  mutating func navigate(_ button: NavigationButton, host: some KeyboardHost) -> [Effect] {
    guard let field = binding.boundField, !tracker.isBlocked else { return [] }
    let (previous, next, _) = neighbours(host: host)
    guard button != .done else { return [.resign(field)] }
    // None when the field left the window since: the buttons show what is possible now.
    return (button == .previous ? previous : next).map { [.focus($0)] }
      ?? showNavigation(host: host)
  }

  /// Keeps the attached fields in order for `FieldNavigation.attachmentOrder`.
  mutating func fieldsChanged(
    attached field: FieldID, _ isAttached: Bool, host: some KeyboardHost
  ) -> [Effect] {
    navigable.removeAll { $0 == field && !isAttached }
    if isAttached, !navigable.contains(field) { navigable.append(field) }
    return showNavigation(host: host)
  }

}
