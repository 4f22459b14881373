import Foundation
import InputKitExpression
import InputKitShared

extension KeyboardSession {
  mutating func bindingChanged(
    _ change: KeyboardBinding<FieldID>.Change, host: some KeyboardHost
  ) -> [Effect] {
    switch change {
    case .bound(let field, _):
      [.adopt(field)] + hideShortcuts(of: field, host) + refresh(host: host, force: true)
    case .unbound: refresh(host: host, force: true)
    case .unchanged: []
    }
  }

  /// A field gave a change signal: of the keyboard's own edit, or of a paste, dictation or undo.
  mutating func fieldSignalled(
    _ field: FieldID, _ signal: ChangeSignal, host: some KeyboardHost
  ) -> [Effect] {
    if change?.field == field { return changeSignalled(signal, host: host) }
    guard field == binding.boundField, change?.press == nil else { return [] }
    return refresh(host: host, force: false)
  }

  /// The keyboard moved into a window: the known fields, or the scene's first responders, decide.
  mutating func movedToWindow(
    knowing known: [KeyboardFieldFocus<FieldID>], host: some KeyboardHost
  ) -> [Effect] {
    let found =
      known.contains(where: \.isTypedIntoByKeyboard)
      ? [] : host.firstResponders().filter { focus in !known.contains { $0.field == focus.field } }
    return bindingChanged(binding.keyboardMoved(among: known + found), host: host)
  }

  mutating func refresh(host: some KeyboardHost, force: Bool) -> [Effect] {
    let state = binding.boundField.flatMap(host.state(of:))
    let text = state?.text ?? ""
    let effects = reread(state)
    let navigation = navigator.update(current: binding.boundField, host: host)
    guard force || text != shownText else { return effects + navigation }
    return effects + showResult(for: text, preview: processor.preview(of: text)) + navigation
  }

  /// Reads the field's return key and appearance again and shows what changed.
  mutating func reread(_ state: KeyboardFieldState?) -> [Effect] {
    returnKey = state?.returnKey ?? ReturnKeyConfiguration()
    appearance = state?.appearance ?? .automatic
    fieldIsDark = state?.isInterfaceDark
    let direction = binding.boundField.map { layOutLeftToRight($0, state) } ?? []
    return direction + repaint() + updateFaces(forText: state?.text ?? shownText ?? "")
  }

  mutating func layOutLeftToRight(_ field: FieldID, _ state: KeyboardFieldState?) -> [Effect] {
    guard let state, !state.isLeftToRight else { return [] }
    laidOutFields.insert(field)
    return [
      .layOutLeftToRight(
        field, alignment: state.alignment.keptLeftToRight(isRightToLeft: state.isRightToLeft))
    ]
  }

  // MARK: What the keyboard changed of a field

  /// The live-result bar for a field just attached: shown when asked for, unless the field shows
  /// a view of the app's own; taken away when not asked for and a bar of InputKit's is there.
  func resultBar(for field: FieldID, shown: Bool, host: some KeyboardHost) -> [Effect] {
    switch (shown, host.state(of: field)?.accessory) {
    case (true, .none?), (true, .liveResult?): [.showResultBar(field)]
    case (false, .liveResult?): [.removeResultBar(field)]
    default: []
    }
  }

  /// `field` was given another keyboard: this one lets go of it, giving back what it changed.
  mutating func detached(_ field: FieldID, host: some KeyboardHost) -> [Effect] {
    let isBound = field == binding.boundField
    // Unbound as when its editing ends: the new keyboard types into it from now on.
    return (isBound ? stopHardwareRepeat() : []) + left(field, host: host)
      + (isBound ? bindingChanged(binding.editingEnded(in: field), host: host) : [])
  }

  /// Takes away the iPad's shortcuts bar (undo, redo, paste): it edits past the rules, uncovered.
  mutating func hideShortcuts(of field: FieldID, _ host: some KeyboardHost) -> [Effect] {
    guard host.state(of: field)?.hasShortcuts == true else { return [] }
    shortcutsHidden.insert(field)
    return [.hideShortcuts(field)]
  }

  /// `field` no longer uses the keyboard: it gets back what this keyboard changed of it.
  mutating func left(_ field: FieldID, host: some KeyboardHost) -> [Effect] {
    let state = host.state(of: field)
    let bar: [Effect] =
      state?.accessory == .liveResult(isThisKeyboards: true) ? [.removeResultBar(field)] : []
    let layout = laidOutFields.remove(field) != nil && state != nil
    let shortcuts = shortcutsHidden.remove(field) != nil && state != nil
    return bar + (layout ? [.restoreTextLayout(field)] : [])
      + (shortcuts ? [.restoreShortcuts(field)] : [])
  }

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

  func faces(forText text: String) -> [KeyFace] {
    let language = InterfaceLanguage(locale: locale)
    return layout.keys.map { key in
      let isEnabled = returnKey.isEnabled(key, forText: text)
      return KeyFace(
        title: returnKey.title(for: key, in: language, locale: locale),
        accessibilityLabel: returnKey.accessibilityLabel(for: key, in: language),
        accessibilityLanguage: returnKey.accessibilityLanguage(for: key, in: language),
        colors: palette.colors(for: key.style),
        isEnabled: isEnabled,
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

  /// Paints the palette for the field's appearance if it changed: a field asking for the default
  /// appearance gets its own interface style, as with the system keyboard; without a field, the
  /// keyboard's window decides.
  mutating func repaint() -> [Effect] {
    let new = KeyboardPalette.forAppearance(
      isDark: appearance.isDark(interfaceIsDark: fieldIsDark ?? environment.isDark),
      isHighContrast: environment.isHighContrast)
    guard new != palette || faces.isEmpty else { return [] }
    palette = new
    return [.paint(background: new.background, resultText: new.digit.title)]
  }
}
