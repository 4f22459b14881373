import Foundation

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
  /// signals are UIKit's answer to it (and may complete a Return waiting for them); any other
  /// change of the bound field (a paste, dictation, undo, a hardware keyboard typing straight
  /// into the field) brings the live result and the return key up to date, unless they show
  /// that text already.
  mutating func fieldSignalled(
    _ field: KeyboardFieldID, _ signal: TextChangeSignal, reading fields: some KeyboardFieldReading
  ) -> [Effect] {
    if unsettled?.field == field {
      unsettled?.observed.insert(signal)
      return settledByUIKit(reading: fields)
    }
    guard field == binding.boundField, press == nil else { return [] }
    return refresh(reading: fields, force: false)
  }

  /// The keyboard moved into a window: the known fields decide which one it types into when
  /// one of them is typed into by it in that window's scene; otherwise the scene's first
  /// responders are found (a keyboard set as the input view of a field already editing, with
  /// no `attach(to:)`), and decide with them.
  mutating func movedToWindow(
    knowing known: [KeyboardFieldFocus<KeyboardFieldID>], reading fields: some KeyboardFieldReading
  ) -> [Effect] {
    guard known.contains(where: \.isTypedIntoByKeyboard) else {
      knownFocus = known
      return [.findFirstResponders]
    }
    knownFocus = nil
    return bindingChanged(binding.keyboardMoved(among: known), reading: fields)
  }

  /// The first responders of the keyboard's scene: the keyboard types into the one whose input
  /// view it is, if any; a first responder using another input view is never typed into.
  mutating func firstRespondersFound(
    _ found: [KeyboardFieldFocus<KeyboardFieldID>], reading fields: some KeyboardFieldReading
  ) -> [Effect] {
    guard let known = knownFocus else { return [] }
    knownFocus = nil
    let unknown = found.filter { focus in !known.contains { $0.field == focus.field } }
    return bindingChanged(binding.keyboardMoved(among: known + unknown), reading: fields)
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
  /// is editing: a "Next" that becomes "Done") and shows what changed; a bound field whose text
  /// is no longer laid out left to right (text set in code may lay it out anew) is laid out so
  /// again.
  mutating func reread(_ state: KeyboardFieldState?) -> [Effect] {
    returnKey = state?.returnKey ?? ReturnKeyConfiguration()
    appearance = state?.appearance ?? .automatic
    let direction = binding.boundField.map { layOutLeftToRight($0, state) } ?? []
    return direction + repaint() + updateFaces(forText: state?.text ?? shownText ?? "")
  }

  /// Lays `field`'s text out left to right if it is not, keeping the edge it is shown against,
  /// and remembers the field to give it back its layout when it leaves the keyboard.
  mutating func layOutLeftToRight(
    _ field: KeyboardFieldID, _ state: KeyboardFieldState?
  ) -> [Effect] {
    guard let state, !state.isLeftToRight else { return [] }
    laidOutFields.insert(field)
    return [
      .layOutLeftToRight(
        field, alignment: state.alignment.keptLeftToRight(isRightToLeft: state.isRightToLeft))
    ]
  }

  // MARK: What the keyboard changed of a field

  /// The live-result bar for a field the keyboard was just made the input view of: shown when
  /// the app asked for it and the field shows no view of the app's own, which is never replaced;
  /// taken away when the app did not ask for it and a bar of InputKit's is there from before.
  func resultBar(
    for field: KeyboardFieldID, shown: Bool, reading fields: some KeyboardFieldReading
  ) -> [Effect] {
    switch (shown, fields.state(of: field)?.accessory) {
    case (true, .none?), (true, .liveResult?): [.showResultBar(field)]
    case (false, .liveResult?): [.removeResultBar(field)]
    default: []
    }
  }

  /// `field` no longer uses the keyboard: it gets back what the keyboard changed of it, its
  /// text's alignment and direction and its accessory view, unless another calculator keyboard
  /// has put its own bar there.
  mutating func left(
    _ field: KeyboardFieldID, reading fields: some KeyboardFieldReading
  )
    -> [Effect]
  {
    let state = fields.state(of: field)
    let bar: [Effect] =
      state?.accessory == .liveResult(isThisKeyboards: true) ? [.removeResultBar(field)] : []
    guard laidOutFields.remove(field) != nil, state != nil else { return bar }
    return bar + [.restoreTextLayout(field)]
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

  /// What the keys' faces are made from: when none of it changed, neither did a face.
  struct FaceInputs: Equatable, Sendable {
    var returnKey: ReturnKeyConfiguration
    var locale: Locale
    var palette: KeyboardPalette
    var dimensions: KeyboardDimensions
    var isTextEmpty: Bool
  }

  /// Shows the faces that changed; makes none when nothing they are made from changed.
  mutating func updateFaces(forText text: String) -> [Effect] {
    let inputs = FaceInputs(
      returnKey: returnKey, locale: locale, palette: palette, dimensions: dimensions,
      isTextEmpty: text.isEmpty)
    guard inputs != faceInputs || faces.count != layout.keys.count else { return [] }
    faceInputs = inputs
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
