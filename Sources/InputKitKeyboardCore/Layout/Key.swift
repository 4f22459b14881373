import Foundation
import InputKitShared

/// One key of a keyboard layout: what it shows, how it looks, what it does and where it is.
public struct Key: Hashable, Sendable, Identifiable {
  /// A stable identifier, unique within its layout (`digit7`, `times`, `return`).
  public var id: String
  /// The text drawn on the key (`7`, `×`, `↵`).
  public var title: String
  /// The key's role, which decides its colours.
  public var style: KeyStyle
  /// What pressing the key does.
  public var action: KeyAction
  /// Where the key sits.
  public var placement: KeyPlacement
  /// The label VoiceOver speaks, or `nil` for a localised word for what the key does.
  public var accessibilityLabel: String?

  /// Creates a key.
  /// - Parameters:
  ///   - id: A stable identifier, unique within its layout (`digit7`, `times`, `return`).
  ///   - title: The text drawn on the key (`7`, `×`, `↵`).
  ///   - style: The key's role, which decides its colours.
  ///   - action: What pressing the key does.
  ///   - placement: Where the key sits.
  ///   - accessibilityLabel: The label VoiceOver speaks, or `nil` for a localised word for what
  ///     the key does.
  public init(
    id: String, title: String, style: KeyStyle, action: KeyAction, placement: KeyPlacement,
    accessibilityLabel: String? = nil
  ) {
    self.id = id
    self.title = title
    self.style = style
    self.action = action
    self.placement = placement
    self.accessibilityLabel = accessibilityLabel
  }
}

extension Key {
  /// The title a keyboard shows for this key in `locale`: the decimal key shows the locale's
  /// separator, which it types; every other key shows its own title.
  func displayedTitle(locale: Locale) -> String {
    guard action == .insert("."), title == "." else { return title }
    return locale.inputDecimalSeparator
  }
}
