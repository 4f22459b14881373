extension KeyboardSession {
  /// The binding changed: the keyboard adopts the new field and shows its return key, its
  /// appearance and its live result.
  mutating func bindingChanged(
    _ change: KeyboardBindingChange<KeyboardFieldID>, reading fields: some KeyboardFieldReading
  ) -> [Effect] {
    switch change {
    case .bound(let field, _):
      return [.adopt(field)] + refresh(reading: fields, force: true)
    case .unbound:
      return refresh(reading: fields, force: true)
    case .unchanged:
      return []
    }
  }

  /// A field gave a change signal. While a change the keyboard made is unsettled, its field's
  /// signals are UIKit's answer to it; any other change of the bound field (a paste, dictation,
  /// undo, a hardware keyboard typing straight into the field) brings the live result and the
  /// return key up to date, unless they show that text already.
  mutating func fieldSignalled(
    _ field: KeyboardFieldID, _ signal: TextChangeSignal, reading fields: some KeyboardFieldReading
  ) -> [Effect] {
    if unsettled?.field == field {
      unsettled?.observed.insert(signal)
      return []
    }
    guard field == binding.boundField, press == nil else { return [] }
    return refresh(reading: fields, force: false)
  }

  /// Brings the return key and the appearance up to date with the bound field, and the live
  /// result too when its text is not what the keys show already (or when `force`d).
  mutating func refresh(reading fields: some KeyboardFieldReading, force: Bool) -> [Effect] {
    let state = binding.boundField.flatMap(fields.state(of:))
    let text = state?.text ?? ""
    let effects = reread(state)
    guard force || text != shownText else { return effects }
    return effects + showResult(for: text, preview: processor.preview(of: text))
  }

  /// Reads the field's return key and appearance again (an app may change them while the field
  /// is editing: a "Next" that becomes "Done") and shows what changed.
  mutating func reread(_ state: KeyboardFieldState?) -> [Effect] {
    returnKey = state?.returnKey ?? ReturnKeyConfiguration()
    appearance = state?.appearance ?? .automatic
    return repaint() + updateFaces(forText: state?.text ?? shownText ?? "")
  }

  /// Shows the live result for `text` and enables the return key for it.
  mutating func showResult(for text: String, preview: String?) -> [Effect] {
    shownText = text
    let line = preview.map(ResultLine.init(value:))
    var effects = updateFaces(forText: text)
    if line != liveResult {
      liveResult = line
      effects.append(.showLiveResult(line))
    }
    return effects
  }

  /// The face of every key for a field holding `text`.
  func faces(forText text: String) -> [KeyFace] {
    let language = InterfaceLanguage(locale: locale)
    return layout.keys.map { key in
      let isEnabled = returnKey.isEnabled(key, forText: text)
      return KeyFace(
        title: returnKey.title(for: key, in: language, locale: locale),
        accessibilityLabel: returnKey.accessibilityLabel(for: key, in: language),
        colors: palette.colors(for: key.style), isEnabled: isEnabled,
        opacity: dimensions.keyOpacity(isEnabled: isEnabled))
    }
  }

  /// Shows the faces that changed.
  mutating func updateFaces(forText text: String) -> [Effect] {
    let new = faces(forText: text)
    guard new.count == faces.count else {
      faces = new
      return [.showKeys(new)]
    }
    let changed = new.indices.filter { new[$0] != faces[$0] }
    faces = new
    return changed.map { .updateKey($0, new[$0]) }
  }

  /// Picks the palette for the field's appearance and the window's, and paints it if it changed.
  mutating func repaint() -> [Effect] {
    let new = KeyboardPalette.forAppearance(
      isDark: appearance.isDark(interfaceIsDark: environment.isDark),
      isHighContrast: environment.isHighContrast)
    guard new != palette || faces.isEmpty else { return [] }
    palette = new
    return [.paint(background: new.background, resultText: new.digit.title)]
  }
}
