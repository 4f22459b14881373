import Foundation
import InputKitKeyboardFrame

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension OverlaySession {
  /// `endsEditing`: the system keyboard's frame when the field edited must stop, shielded if not.
  package typealias Arrangement = (
    placement: Effect, keys: CGRect?, bar: CGRect?, blocks: ObjectIdentifier?,
    endsEditing: CGRect?, coversContent: Bool, hidesHost: Bool
  )

  /// As the table of "Covering with an overlay" says; `nil` while the host is in no window.
  package func arrangement(
    in host: OverlaySurroundings, following change: KeyboardFrameChange?
  ) -> Arrangement? {
    guard let hostFrame = host.frameInWindow else { return nil }
    let keyboard = keyboardFrame(in: host, hostFrame: hostFrame)
    let docked = keyboard.flatMap { $0.docking == .docked ? $0.frame : nil }
    // A keyboard view empty or of no finite size is not on screen.
    let own = host.keyboards.first {
      $0.size.width > 0 && $0.size.height > 0 && $0.size.width.isFinite && $0.size.height.isFinite
    }
    let ownBounds = own.map { CGRect(origin: .zero, size: $0.size) }
    let bar = own.flatMap { own in
      own.accessoryBarHeight.isFinite && own.accessoryBarHeight > 0
        ? CGRect(x: 0, y: 0, width: own.size.width, height: own.accessoryBarHeight) : nil
    }
    let fieldCovered =
      !host.editingFieldIsInFront
      && (coverage == .screen
        ? host.editingField != nil
        : host.editingField.map {
          $0.isInHost || hostFrame.contains(CGPoint(x: $0.frame.midX, y: $0.frame.midY))
        } ?? false)

    // A `.keyboard` overlay with no keyboard to cover falls back to its host, unless that is too
    // small to show the panel readably (a SwiftUI field's anchor, 34 pt high).
    let inWindow =
      coverage == .screen
      || (coverage == .keyboard && (hostFrame.width < 120 || hostFrame.height < 88))
    let bounds = inWindow ? host.windowBounds : host.bounds
    let origin = inWindow ? host.windowBounds.origin : hostFrame.origin
    let translate = { (rect: CGRect) in
      rect.offsetBy(dx: bounds.minX - origin.x, dy: bounds.minY - origin.y)
    }
    // A host's own conversion follows its transforms (a scaled host sees the keyboard where it
    // is); a translation serves the window, and a host given none.
    let toContainer = inWindow ? translate : host.convertFromWindow ?? translate
    var covered = bounds
    if let top = docked.map({ toContainer($0).minY }), top > bounds.minY, top < bounds.maxY {
      covered.size.height = top - bounds.minY
    }
    let from = change.map { toContainer(host.convertFromScreen($0.beginFrame.standardized)) }
    let beside = !inWindow && host.isScrollView && host.hasSuperview
    let animation = change?.animation
    let container: Container = beside ? .besideScrollView : inWindow ? .window : .host
    var result: Arrangement = (
      .place(container, covered, from: beside ? nil : from, animation: beside ? nil : animation),
      nil, nil, nil, nil, !beside, beside
    )

    // InputKit's keyboard stops hosting the overlay once the last notification says it leaves.
    let keyboardIsLeaving = keyboard?.docking == .hidden
    let blocksKeyboard = coverage == .keyboard || fieldCovered
    switch (coverage, own, keyboard) {
    case (.keyboard, let own?, _) where !keyboardIsLeaving:
      result = (.place(.keyboard, ownBounds ?? .zero), nil, bar, own.id, nil, false, false)
    case (.keyboard, nil, (let frame, .docked, true)?)
    where host.windowHasScene && !host.assistiveTechnologyIsRunning:
      result = (
        .place(.aboveKeyboard, frame, animation: animation), nil, nil, nil, nil, false, false
      )
    case (_, let own?, _) where blocksKeyboard:
      (result.keys, result.bar, result.blocks) = (ownBounds, bar, own.id)
    case (_, nil, let system?) where blocksKeyboard && !keyboardIsLeaving:
      result.endsEditing = system.frame
    default:
      break
    }
    guard blocksTouches else {
      // Touches pass through: a keyboard hosting the overlay still hosts it, nothing else is kept.
      let hosting = Self.container(of: result.placement) == .keyboard ? result.blocks : nil
      return (result.placement, nil, nil, hosting, nil, false, false)
    }
    return result
  }

  /// Placed again (so in front) except in the window, where a screen presented later stays in
  /// front; `movingFocus` off leaves VoiceOver's focus where it is.
  mutating func rearrange(
    in host: OverlaySurroundings, following change: KeyboardFrameChange? = nil,
    movingFocus: Bool = true,
    effects: inout [Effect]
  ) {
    if case .hidden = phase { return }
    if case .waitingForGrace = phase { return }
    let arranged = arrangement(in: host, following: change)
    hostIsInWindow = arranged != nil
    guard let new = arranged else { return hostLeftWindow(in: host, effects: &effects) }
    let placed = smoothed(new.placement)
    // A move to another host leaves the old one first (and the window above the keyboard).
    if let placement, Self.container(of: placement) != Self.container(of: placed) {
      effects.append(.takeOut)
      aboveKeyboardShield = nil
    }
    block(new.blocks, effects: &effects)
    if takesTouches != blocksTouches { effects.append(.takeTouches(blocksTouches)) }
    takesTouches = blocksTouches
    if case .place(.window, _, _, _)? = placement,
      case .place(.window, let frame, _, let animation) = placed
    {
      effects.append(.moveInWindow(frame, animation: animation))
    } else {
      effects.append(placed)
    }
    placement = placed
    shield(keys: new.keys, bar: new.bar, effects: &effects)
    // A covered field still editing ends editing; one that refused has its keyboard shielded.
    let typing = host.editingField.flatMap { _ in new.endsEditing }
    editingEndRefused = editingEndRefused && typing != nil
    if typing != nil, !editingEndRefused {
      effects.append(.endEditing)
      endedEditing = true
    }
    shieldAboveKeyboard(editingEndRefused ? typing : nil, effects: &effects)
    guard isVisible else { return }
    if new.coversContent != coversContent { effects.append(.coverContent(new.coversContent)) }
    if new.hidesHost != hidesHost { effects.append(.hideHostFromVoiceOver(new.hidesHost)) }
    (coversContent, hidesHost) = (new.coversContent, new.hidesHost)
    if movingFocus, !focusedMessage, isModal { focusMessage(in: host, effects: &effects) }
  }

  /// Not over the keyboard (the app above stays usable), nor when touches pass through.
  var isModal: Bool { !isKeyboardSized && blocksTouches }

  /// Whether the panel fills the overlay: over the keyboard, unless touches pass through, for
  /// keys that still type must stay visible.
  package var panelFillsOverlay: Bool { isKeyboardSized && blocksTouches }

  package var isKeyboardSized: Bool {
    switch placement {
    case .place(.keyboard, _, _, _)?, .place(.aboveKeyboard, _, _, _)?: true
    default: false
    }
  }

  /// As onto a new screen when the overlay covers half the window ("a major portion of the
  /// screen", UIAccessibilityConstants.h).
  mutating func focusMessage(in host: OverlaySurroundings, effects: inout [Effect]) {
    let covered: CGSize
    switch placement {
    case .place(.host, let frame, _, _)?, .place(.window, let frame, _, _)?: covered = frame.size
    default: covered = host.frameInWindow?.size ?? .zero
    }
    let window = host.windowBounds.size
    let major = covered.width * covered.height * 2 >= window.width * window.height
    effects.append(.focusMessage(onNewScreen: major))
    focusedMessage = true
  }

  /// Only a change is sent, and a new keyboard's shields are sent again.
  mutating func block(_ keyboard: ObjectIdentifier?, effects: inout [Effect]) {
    let blocksInput = keyboard == nil || blocksTouches
    guard keyboard != blockedKeyboard.id || blocksInput != blockedKeyboard.blocksInput else {
      return
    }
    effects.append(.blockKeyboard(keyboard, blocksInput: blocksInput))
    blockedKeyboard = (keyboard, blocksInput)
    shields = nil
  }

  mutating func shield(keys: CGRect?, bar: CGRect?, effects: inout [Effect]) {
    if let shields, shields == (keys, bar) { return }
    effects.append(.shieldKeyboard(keys: keys, bar: bar))
    shields = (keys, bar)
  }

  mutating func shieldAboveKeyboard(_ frame: CGRect?, effects: inout [Effect]) {
    guard frame != aboveKeyboardShield else { return }
    effects.append(.shieldAboveKeyboard(frame))
    aboveKeyboardShield = frame
  }

  /// The next screen may use the same keyboard, so it is given back; an overlay outside the host
  /// would outlive its screen, so it is let go.
  private mutating func hostLeftWindow(in host: OverlaySurroundings, effects: inout [Effect]) {
    block(nil, effects: &effects)
    shield(keys: nil, bar: nil, effects: &effects)
    releaseVoiceOver(focus: false, effects: &effects)
    if case .place(.host, _, _, _)? = placement {
      return shieldAboveKeyboard(nil, effects: &effects)
    }
    focusedMessage = false
    letGo(in: host, effects: &effects)
  }

  static func container(of placement: Effect) -> Container? {
    if case .place(let container, _, _, _) = placement { return container }
    return nil
  }

  /// From over the keyboard into a container, the overlay grows from the keyboard's old frame;
  /// any other move between containers jumps.
  private func smoothed(_ new: Effect) -> Effect {
    guard case .place(let container, let frame, let from, let animation) = new else { return new }
    if let placement, Self.container(of: placement) == container {
      return .place(container, frame, animation: animation)
    }
    let grows = isKeyboardSized && from != nil && animation != nil
    return .place(container, frame, from: grows ? from : nil, animation: grows ? animation : nil)
  }

  /// The last notification is the truth (it tells another app's keyboard apart); before the
  /// first, the host's layout guide is.
  func keyboardFrame(
    in host: OverlaySurroundings, hostFrame: CGRect
  ) -> (frame: CGRect, docking: KeyboardGeometry.Docking, isInsideWindow: Bool)? {
    guard !host.keyboardServesAnotherScene else { return nil }
    let window = host.windowBounds
    let frame: CGRect
    let docking: KeyboardGeometry.Docking
    if let change = lastKeyboardChange {
      guard change.isLocal else { return nil }
      let geometry = KeyboardGeometry(screenBounds: host.screenBounds)
      docking = geometry.docking(ofKeyboardFrame: change.endFrame)
      if docking == .hidden { return (.zero, .hidden, false) }
      frame = host.convertFromScreen(geometry.visibleFrame(ofKeyboardFrame: change.endFrame))
    } else {
      guard let guide = host.keyboardLayoutGuideFrame() else { return nil }
      docking = KeyboardGeometry.docking(
        ofLayoutGuideFrame: guide, containerBounds: hostFrame,
        safeAreaBottomInset: host.safeAreaBottomInset)
      frame = guide
    }
    let covered = frame.standardized.intersection(window)
    guard docking != .hidden, !covered.isNull, !covered.isEmpty else { return nil }
    // Half a point of rounding in the conversion is not the keyboard reaching outside.
    return (covered, docking, window.insetBy(dx: -0.5, dy: -0.5).contains(frame.standardized))
  }
}
