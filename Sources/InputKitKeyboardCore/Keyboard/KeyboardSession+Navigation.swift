extension KeyboardSession {
  /// The fields before and after the bound one, and the buttons that show them.
  func neighbours(
    host: some KeyboardHost
  ) -> (previous: FieldID?, next: FieldID?, buttons: NavigationButtons?) {
    guard let current = binding.boundField, navigation != .off else { return (nil, nil, nil) }
    let known = navigable.contains(current) ? navigable : navigable + [current]
    let placed = known.compactMap { field in host.placement(of: field).map { (field, $0) } }
    let isRightToLeft = host.state(of: current)?.isRightToLeft ?? false
    let order = navigation.order(of: placed, current: current, isRightToLeft: isRightToLeft)
    return FieldNavigation.neighbours(of: current, in: order)
  }

  /// Brings the navigation buttons up to date for the bound field; without one, leaves them.
  mutating func showNavigation(host: some KeyboardHost) -> [Effect] {
    let buttons = neighbours(host: host).buttons
    guard binding.boundField != nil, buttons != shownNavigation else { return [] }
    shownNavigation = buttons
    return [.showNavigation(buttons)]
  }

  mutating func navigationChanged(
    _ navigation: FieldNavigation, host: some KeyboardHost
  ) -> [Effect] {
    self.navigation = navigation
    return showNavigation(host: host)
  }

  /// A navigation button was tapped: the focus moves, read anew, or editing ends.
  mutating func navigate(_ button: NavigationButton, host: some KeyboardHost) -> [Effect] {
    guard let field = binding.boundField, !tracker.isBlocked else { return [] }
    let (previous, next, _) = neighbours(host: host)
    let target: FieldID?
    switch button {
    case .previous: target = previous
    case .next: target = next
    case .done: return [.resign(field)]
    }
    // A field that left the window meanwhile: the buttons show what is possible now.
    return target.map { [.focus($0)] } ?? showNavigation(host: host)
  }

  /// The fields attached to the keyboard, in order, for `FieldNavigation.attachmentOrder`.
  mutating func fieldsChanged(
    attached field: FieldID, _ isAttached: Bool, host: some KeyboardHost
  ) -> [Effect] {
    if !isAttached {
      navigable.removeAll { $0 == field }
    } else if !navigable.contains(field) {
      navigable.append(field)
    }
    return showNavigation(host: host)
  }
}
