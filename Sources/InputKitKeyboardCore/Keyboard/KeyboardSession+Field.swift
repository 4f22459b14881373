import Foundation
import InputKitExpression
import InputKitShared

extension KeyboardSession {
  /// The binding changed: the keyboard adopts the new field and shows its return key and result.
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

  /// A field gave a change signal: UIKit's answer to the keyboard's own edit, or a change of the
  /// bound field (a paste, dictation, undo) the live result and the return key follow.
  mutating func fieldSignalled(
    _ field: FieldID, _ signal: ChangeSignal, host: some KeyboardHost
  ) -> [Effect] {
    if change?.field == field { return changeSignalled(signal, host: host) }
    guard field == binding.boundField, change?.press == nil else { return [] }
    return refresh(host: host, force: false)
  }

  /// The keyboard moved into a window: the known fields decide which one it types into, joined by
  /// the scene's first responders when it types into none (an input view set with no `attach`).
  mutating func movedToWindow(
    knowing known: [KeyboardFieldFocus<FieldID>], host: some KeyboardHost
  ) -> [Effect] {
    let found =
      known.contains(where: \.isTypedIntoByKeyboard)
      ? [] : host.firstResponders().filter { focus in !known.contains { $0.field == focus.field } }
    return bindingChanged(binding.keyboardMoved(among: known + found), host: host)
  }

  /// Brings the keys up to date with the bound field, the live result when its text changed.
  mutating func refresh(host: some KeyboardHost, force: Bool) -> [Effect] {
    let state = binding.boundField.flatMap(host.state(of:))
    let text = state?.text ?? ""
    let effects = reread(state)
    guard force || text != shownText else { return effects }
    return effects + showResult(for: text, preview: processor.preview(of: text))
  }

  /// Reads the field's return key and appearance again (a "Next" that became "Done") and shows
  /// what changed; text set in code, laid out anew, is laid out left to right again.
  mutating func reread(_ state: KeyboardFieldState?) -> [Effect] {
    returnKey = state?.returnKey ?? ReturnKeyConfiguration()
    appearance = state?.appearance ?? .automatic
    fieldIsDark = state?.isInterfaceDark
    let direction = binding.boundField.map { layOutLeftToRight($0, state) } ?? []
    return direction + repaint() + updateFaces(forText: state?.text ?? shownText ?? "")
  }

  /// Lays `field`'s text out left to right, keeping its edge; remembered to give back later.
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

  /// `field` was given another keyboard: this one stops typing into it (a held hardware key
  /// stops repeating) and gives back what it changed.
  mutating func detached(_ field: FieldID, host: some KeyboardHost) -> [Effect] {
    let isBound = field == binding.boundField
    // Unbound as when its editing ends: the new keyboard types into it from now on.
    return (isBound ? stopHardwareRepeat() : []) + left(field, host: host)
      + (isBound ? bindingChanged(binding.editingEnded(in: field), host: host) : [])
  }

  /// Takes away the shortcuts of a field the keyboard types into: the iPad's bar of undo, redo
  /// and paste above a calculator would edit past the rules, and no overlay covers it.
  mutating func hideShortcuts(of field: FieldID, _ host: some KeyboardHost) -> [Effect] {
    guard host.state(of: field)?.hasShortcuts == true else { return [] }
    shortcutsHidden.insert(field)
    return [.hideShortcuts(field)]
  }

  /// `field` no longer uses the keyboard: it gets back its text's layout, its shortcuts and its
  /// accessory view, unless another calculator keyboard put its own bar there.
  mutating func left(_ field: FieldID, host: some KeyboardHost) -> [Effect] {
    let state = host.state(of: field)
    let bar: [Effect] =
      state?.accessory == .liveResult(isThisKeyboards: true) ? [.removeResultBar(field)] : []
    let layout = laidOutFields.remove(field) != nil && state != nil
    let shortcuts = shortcutsHidden.remove(field) != nil && state != nil
    return bar + (layout ? [.restoreTextLayout(field)] : [])
      + (shortcuts ? [.restoreShortcuts(field)] : [])
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

  /// Picks the palette for the field's appearance and paints it if it changed. A field asking
  /// for the default appearance gets its own interface style, as the system keyboard does (an
  /// app forcing Light or Dark gets its style); the keyboard's window decides without a field.
  mutating func repaint() -> [Effect] {
    let new = KeyboardPalette.forAppearance(
      isDark: appearance.isDark(interfaceIsDark: fieldIsDark ?? environment.isDark),
      isHighContrast: environment.isHighContrast)
    guard new != palette || faces.isEmpty else { return [] }
    palette = new
    return [.paint(background: new.background, resultText: new.digit.title)]
  }
}
