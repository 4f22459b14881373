extension PromptSession {
  /// A key command the prompt answers on a hardware keyboard: both cancel, as Esc and ⌘. cancel
  /// an alert.
  ///
  /// UIKit matches key commands against the keyboard's layout itself, so ⌘. is found wherever
  /// the layout puts the full stop (on AZERTY, behind ⇧).
  package enum KeyCommand: CaseIterable, Equatable, Sendable {
    /// Esc (`UIKeyCommand.inputEscape`), no modifier.
    case escape
    /// ⌘ and the full stop.
    case commandPeriod
  }

  /// A place in the prompt's bar above the keys.
  package enum BarItem: Equatable, Sendable {
    /// Cancel.
    case cancel
    /// The destructive action ("Delete").
    case destructiveAction
    /// Okay, the default action.
    case okay
    /// A flexible space between buttons.
    case space
  }

  /// The bar above the keys, left to right: Cancel at the leading edge, Okay at the trailing
  /// edge, and the destructive action, when the prompt offers one, in the middle, away from Okay
  /// so that a tap meant for Okay never deletes.
  package var barItems: [BarItem] {
    offersDestructiveAction
      ? [.cancel, .space, .destructiveAction, .space, .okay] : [.cancel, .space, .okay]
  }
}
