import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard on screen, as an overlay needs to know it to cover it or to block it.
public enum OverlayKeyboard: Sendable {
  /// InputKit's own keyboard is the input view of the field being edited: its size, and the
  /// height of the accessory bar shown above it (0 for none).
  case own(size: CGSize, accessoryHeight: CGFloat)
  /// The system keyboard of this app, at `frame` in the coordinates of the host's window (the
  /// part of it on screen, clipped to the window), docked or floating. Another app's keyboard
  /// (Split View, Slide Over) is never one: it is not ours to cover or block.
  case system(frame: CGRect, docking: KeyboardDocking)
}

extension OverlayKeyboard {
  /// The system keyboard an overlay may cover, from what the renderer last heard.
  ///
  /// A keyboard frame notification, once one was heard, is the truth: it knows another app's
  /// keyboard, which the layout guide does not. Before the first one (the overlay was made
  /// while the keyboard was already up) the host's `keyboardLayoutGuide` shows where the
  /// keyboard is, read by the rule the prompt reads it by too
  /// (``KeyboardGeometry/docking(ofLayoutGuideFrame:containerBounds:safeAreaBottomInset:)``).
  ///
  /// - Parameters:
  ///   - lastChange: the last keyboard frame notification heard, if any.
  ///   - windowFrame: the host window's frame in screen coordinates.
  ///   - screenBounds: the screen's bounds.
  ///   - convert: a rectangle in screen coordinates in the window's (UIKit:
  ///     `window.convert(_:from: screen.coordinateSpace)`, which follows any transform).
  ///   - layoutGuideFrame: the host's keyboard layout guide frame in the window's coordinates,
  ///     read only when no notification was heard.
  ///   - hostFrame: the host's bounds in the window's coordinates, whose bottom a docked
  ///     keyboard's guide reaches.
  ///   - safeAreaBottomInset: the host's bottom safe-area inset, the guide's height with no
  ///     keyboard.
  /// - Returns: the keyboard in window coordinates; `nil` when none of this app's is on
  ///   screen over the window.
  public static func system(
    lastChange: KeyboardFrameChange?, windowFrame: CGRect, screenBounds: CGRect,
    converting convert: (CGRect) -> CGRect, layoutGuideFrame: () -> CGRect?, hostFrame: CGRect,
    safeAreaBottomInset: CGFloat
  ) -> OverlayKeyboard? {
    let window = CGRect(origin: .zero, size: windowFrame.standardized.size)
    guard let change = lastChange else {
      guard let guide = layoutGuideFrame() else { return nil }
      let docking = KeyboardGeometry.docking(
        ofLayoutGuideFrame: guide, containerBounds: hostFrame,
        safeAreaBottomInset: safeAreaBottomInset)
      guard docking != .hidden else { return nil }
      let covered = guide.standardized.intersection(window)
      return covered.isNull || covered.isEmpty ? nil : .system(frame: covered, docking: docking)
    }
    guard change.isLocal else { return nil }
    let geometry = KeyboardGeometry(screenBounds: screenBounds)
    let docking = geometry.docking(ofKeyboardFrame: change.endFrame)
    guard docking != .hidden else { return nil }
    let visible = geometry.visibleFrame(ofKeyboardFrame: change.endFrame)
    let inWindow = convert(visible).standardized.intersection(window)
    return inWindow.isNull || inWindow.isEmpty ? nil : .system(frame: inWindow, docking: docking)
  }

  /// Whether the keyboard is there to cover: a keyboard view of no size, or an empty frame,
  /// is not on screen.
  var isOnScreen: Bool {
    switch self {
    case .own(let size, _):
      size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite
    case .system(let frame, _):
      !frame.isNull && !frame.isEmpty && !frame.isInfinite
    }
  }
}

extension OverlayKeyboard: Equatable {
  /// Whether two keyboards are the same kind at the same size or frame. Written out, as the
  /// package's other CoreGraphics-carrying values are (CoreGraphics types are Hashable only
  /// from iOS 18), comparing the numbers.
  public static func == (lhs: OverlayKeyboard, rhs: OverlayKeyboard) -> Bool {
    switch (lhs, rhs) {
    case (.own(let a, let barA), .own(let b, let barB)):
      a.width == b.width && a.height == b.height && barA == barB
    case (.system(let a, let dockA), .system(let b, let dockB)):
      dockA == dockB && a.origin.x == b.origin.x && a.origin.y == b.origin.y
        && a.size.width == b.size.width && a.size.height == b.size.height
    default: false
    }
  }
}
