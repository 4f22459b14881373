/// A mouse action over a cell, as reported by SGR mouse mode (xterm modes 1000 and 1006).
public struct MouseEvent: Hashable, Sendable {
  /// A mouse button.
  public enum Button: Hashable, Sendable {
    /// The primary (left) button.
    case left
    /// The middle button or wheel click.
    case middle
    /// The secondary (right) button.
    case right
  }

  /// Which way the wheel turned.
  public enum ScrollDirection: Hashable, Sendable {
    /// Wheel up, away from the user.
    case up
    /// Wheel down, towards the user.
    case down
    /// Tilted or swiped left.
    case left
    /// Tilted or swiped right.
    case right
  }

  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// A button went down.
    case press(Button)
    /// A button came up.
    case release(Button)
    /// The mouse moved with a button held.
    case drag(Button)
    /// The mouse moved with no button held (only reported in any-motion mode).
    case move
    /// The wheel turned.
    case scroll(ScrollDirection)
  }

  /// What happened.
  public var kind: Kind
  /// The cell under the pointer, 0-based from the top-left corner.
  public var position: CellPoint
  /// The modifiers held.
  public var modifiers: KeyModifiers

  /// Creates a mouse event.
  public init(_ kind: Kind, at position: CellPoint, modifiers: KeyModifiers = []) {
    self.kind = kind
    self.position = position
    self.modifiers = modifiers
  }
}
