import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension OverlaySession {
  /// Where the overlay goes, what else is blocked, whether the field being edited must stop
  /// editing, and what VoiceOver may not reach.
  package typealias Arrangement = (
    placement: Effect, keys: CGRect?, bar: CGRect?, blocks: ObjectIdentifier?,
    endsEditing: Bool, coversContent: Bool, hidesHost: Bool
  )

  /// The smallest host a `.keyboard` overlay with no keyboard to cover falls back to; a smaller
  /// one (the anchor of a SwiftUI field, 34 pt high) could not show the panel readably, so the
  /// window is covered instead.
  static var smallestFallbackHost: CGSize { CGSize(width: 120, height: 88) }

  /// Where the overlay goes now, from the host's facts and the last keyboard notification;
  /// `nil` while the host is in no window.
  ///
  /// The keyboard is drawn in a window of its own above the app's, so an overlay in the app's
  /// window never covers it nor stops typing. Every block therefore holds without the window
  /// above the keyboard (whose level UIKit may clamp) wherever a cheaper way exists: InputKit's
  /// keyboard is blocked from inside, and a field that types with the system keyboard ends
  /// editing. Only a `.keyboard` overlay over the system keyboard needs that window.
  ///
  /// What each coverage covers and blocks, for every keyboard and field, is the table in
  /// InputKit's article "Covering with an overlay" (its one copy); this function is that table.
  ///
  /// The container is the host's window for `screen`, the host otherwise, and for a `keyboard`
  /// overlay the window when the host is smaller than ``smallestFallbackHost``. What lies under
  /// a docked keyboard cannot be seen or touched, so the container is covered down to the
  /// keyboard's top and the panel stays in sight. A field is covered when it is inside the host
  /// or its centre lies in the host (a SwiftUI anchor laid over the field); for `screen`, any
  /// field in the window is. A scroll view with a superview is covered from beside it. What
  /// VoiceOver cannot reach: the overlay's siblings in the container, or the scroll view; an
  /// overlay the size of the keyboard leaves the app reachable.
  package func arrangement(
    in host: OverlayHost, following change: KeyboardFrameChange?
  ) -> Arrangement? {
    guard let hostFrame = host.frameInWindow else { return nil }
    let keyboard = keyboardFrame(in: host, hostFrame: hostFrame)
    let docked = keyboard.flatMap { $0.docking == .docked ? $0.frame : nil }
    let own = host.ownKeyboard.flatMap { Self.isUsable($0.size) ? $0 : nil }
    let ownBounds = own.map { CGRect(origin: .zero, size: $0.size) }
    let bar = own.flatMap { own in
      own.accessoryBarHeight.isFinite && own.accessoryBarHeight > 0
        ? CGRect(x: 0, y: 0, width: own.size.width, height: own.accessoryBarHeight) : nil
    }
    let fieldCovered =
      coverage == .screen
      ? host.editingField != nil
      : host.editingField.map {
        $0.isInHost || hostFrame.contains(CGPoint(x: $0.frame.midX, y: $0.frame.midY))
      } ?? false

    // The container, and a window frame in its coordinates.
    let small = Self.smallestFallbackHost
    let inWindow =
      coverage == .screen
      || (coverage == .keyboard
        && (hostFrame.width < small.width || hostFrame.height < small.height))
    let bounds = inWindow ? host.windowBounds : host.bounds
    let origin = inWindow ? host.windowBounds.origin : hostFrame.origin
    let toContainer = { (rect: CGRect) in
      rect.offsetBy(dx: bounds.minX - origin.x, dy: bounds.minY - origin.y)
    }
    var covered = bounds
    if let top = docked.map({ toContainer($0).minY }), top > bounds.minY, top < bounds.maxY {
      covered.size.height = top - bounds.minY
    }
    let from = change.map { toContainer(host.convertFromScreen($0.beginFrame.standardized)) }
    let beside = !inWindow && host.isScrollView && host.hasSuperview
    let animation = change?.animation
    let container: Effect =
      beside
      ? .placeBesideScrollView
      : inWindow
        ? .placeInWindow(covered, from: from, animation: animation)
        : .placeInHost(covered, from: from, animation: animation)
    var result: Arrangement = (container, nil, nil, nil, false, !beside, beside)

    switch (coverage, own, keyboard) {
    case (.keyboard, let own?, _) where !keyboardIsLeaving(in: host):
      result = (.placeInKeyboard(ownBounds ?? .zero), nil, bar, own.id, false, false, false)
    case (.keyboard, let own?, _):
      (result.keys, result.bar, result.blocks) = (ownBounds, bar, own.id)
    case (.keyboard, nil, (let frame, .docked)?)
    where host.windowHasScene && !host.assistiveTechnologyIsRunning:
      result = (
        .placeAboveKeyboard(frame, animation: animation), nil, nil, nil, false, false, false
      )
    case (.keyboard, nil, _?):
      result.endsEditing = true
    case (.screen, let own?, _) where fieldCovered, (.view, let own?, _) where fieldCovered:
      (result.keys, result.bar, result.blocks) = (ownBounds, bar, own.id)
    case (.screen, nil, _?) where fieldCovered, (.view, nil, _?) where fieldCovered:
      result.endsEditing = true
    default:
      break
    }
    return result
  }

  /// Brings the overlay in line with the host while it is on screen: placed (and so brought to
  /// the front) on every call, shields and blocks changed where they changed, VoiceOver held
  /// while it is visible. Moves within one host follow the keyboard's animation; a move from
  /// over the keyboard into the container grows from the keyboard's old frame with it.
  mutating func rearrange(
    in host: OverlayHost, following change: KeyboardFrameChange? = nil, effects: inout [Effect]
  ) {
    switch phase {
    case .hidden, .waitingForGrace: return
    case .shown, .fadingOut: break
    }
    guard let new = arrangement(in: host, following: change) else {
      return hostLeftWindow(effects: &effects)
    }
    let placed = Self.smoothed(new.placement, from: placement)
    // A move to another host leaves the old one first (and the window above the keyboard).
    if let placement, Self.host(of: placement) != Self.host(of: placed) {
      effects.append(.takeOut)
    }
    effects.append(placed)
    placement = placed
    applyBlocking(keys: new.keys, bar: new.bar, keyboard: new.blocks, effects: &effects)
    if new.endsEditing, host.editingField != nil {
      effects.append(.endEditing)
      endedEditing = true
    }
    guard isVisible else { return }
    if new.coversContent != coversContent { effects.append(.coverContent(new.coversContent)) }
    if new.hidesHost != hidesHost { effects.append(.hideHostFromVoiceOver(new.hidesHost)) }
    (coversContent, hidesHost) = (new.coversContent, new.hidesHost)
  }

  /// Whether the overlay is the size of the keyboard, leaving the app above it usable.
  var isKeyboardSized: Bool {
    switch placement {
    case .placeInKeyboard?, .placeAboveKeyboard?: true
    default: false
    }
  }

  /// Blocks and shields InputKit's keyboard `keyboard` (or none), giving back the one blocked
  /// before; only what changed is sent.
  mutating func applyBlocking(
    keys: CGRect?, bar: CGRect?, keyboard: ObjectIdentifier?, effects: inout [Effect]
  ) {
    let changed = keyboard != blockedKeyboard
    if changed, blockedKeyboard != nil { effects.append(.blockKeyboard(false)) }
    if changed, keyboard != nil { effects.append(.blockKeyboard(true)) }
    if changed || (keys, bar) != shields { effects.append(.shieldKeyboard(keys: keys, bar: bar)) }
    blockedKeyboard = keyboard
    shields = (keys, bar)
  }

  /// The host left every window. Only an overlay inside the host goes and comes back with it;
  /// anywhere else (the host's window, beside a scroll view, the keyboard, the window above it)
  /// it would outlive the screen it covers, so it is taken out, with its shields and blocks.
  private mutating func hostLeftWindow(effects: inout [Effect]) {
    if case .placeInHost? = placement { return }
    if placement != nil { effects.append(.takeOut) }
    placement = nil
    applyBlocking(keys: nil, bar: nil, keyboard: nil, effects: &effects)
    if coversContent { effects.append(.coverContent(false)) }
    if hidesHost { effects.append(.hideHostFromVoiceOver(false)) }
    (coversContent, hidesHost) = (false, false)
  }

  /// Which host a placement puts the overlay in: the host, its window, beside it, inside the
  /// keyboard, the window above the keyboard.
  private static func host(of placement: Effect) -> Int {
    switch placement {
    case .placeInHost: 0
    case .placeInWindow: 1
    case .placeBesideScrollView: 2
    case .placeInKeyboard: 3
    case .placeAboveKeyboard: 4
    default: -1
    }
  }

  /// `placement` moving from `previous`: within one host it follows the animation and starts
  /// where it is; from over the keyboard into the container it grows from the keyboard's old
  /// frame; any other move between hosts jumps.
  private static func smoothed(_ placement: Effect, from previous: Effect?) -> Effect {
    let fromKeyboard: Bool
    switch previous {
    case .placeInKeyboard?, .placeAboveKeyboard?: fromKeyboard = true
    default: fromKeyboard = false
    }
    switch (previous, placement) {
    case (.placeInHost?, .placeInHost(let frame, _, let animation)):
      return .placeInHost(frame, animation: animation)
    case (.placeInWindow?, .placeInWindow(let frame, _, let animation)):
      return .placeInWindow(frame, animation: animation)
    case (.placeAboveKeyboard?, .placeAboveKeyboard):
      return placement
    case (_, .placeInHost(let frame, let from?, let animation?)) where fromKeyboard:
      return .placeInHost(frame, from: from, animation: animation)
    case (_, .placeInWindow(let frame, let from?, let animation?)) where fromKeyboard:
      return .placeInWindow(frame, from: from, animation: animation)
    case (_, .placeInHost(let frame, _, _)):
      return .placeInHost(frame)
    case (_, .placeInWindow(let frame, _, _)):
      return .placeInWindow(frame)
    case (_, .placeAboveKeyboard(let frame, _)):
      return .placeAboveKeyboard(frame)
    default:
      return placement
    }
  }

  /// This app's keyboard on screen over the window, in the window's coordinates, and how it is
  /// docked; `nil` when none is.
  ///
  /// A keyboard frame notification, once one was heard, is the truth: it knows another app's
  /// keyboard (Split View, Slide Over), which is never this app's to cover or block, and it is
  /// converted by the renderer's conversion, which follows any transform. Before the first one
  /// (the overlay was made while the keyboard was up) the host's keyboard layout guide shows
  /// where the keyboard is, read by the rule the prompt reads it by
  /// (``KeyboardGeometry/docking(ofLayoutGuideFrame:containerBounds:safeAreaBottomInset:)``).
  func keyboardFrame(
    in host: OverlayHost, hostFrame: CGRect
  ) -> (frame: CGRect, docking: KeyboardDocking)? {
    let window = host.windowBounds
    let frame: CGRect
    let docking: KeyboardDocking
    if let change = lastKeyboardChange {
      guard change.isLocal else { return nil }
      let geometry = KeyboardGeometry(screenBounds: host.screenBounds)
      docking = geometry.docking(ofKeyboardFrame: change.endFrame)
      frame = host.convertFromScreen(geometry.visibleFrame(ofKeyboardFrame: change.endFrame))
    } else {
      guard let guide = host.keyboardLayoutGuideFrame else { return nil }
      docking = KeyboardGeometry.docking(
        ofLayoutGuideFrame: guide, containerBounds: hostFrame,
        safeAreaBottomInset: host.safeAreaBottomInset)
      frame = guide
    }
    let covered = frame.standardized.intersection(window)
    guard docking != .hidden, !covered.isNull, !covered.isEmpty else { return nil }
    return (covered, docking)
  }

  /// Whether the last notification announced that this app's keyboard is going away.
  private func keyboardIsLeaving(in host: OverlayHost) -> Bool {
    guard let change = lastKeyboardChange, change.isLocal else { return false }
    return KeyboardGeometry(screenBounds: host.screenBounds).docking(
      ofKeyboardFrame: change.endFrame) == .hidden
  }

  /// Whether a keyboard view of this size is on screen: one of no size, or not finite, is not.
  private static func isUsable(_ size: CGSize) -> Bool {
    size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite
  }
}
