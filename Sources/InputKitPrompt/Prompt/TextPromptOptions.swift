#if canImport(UIKit)
  import UIKit
  import InputKitPromptKeyboard
  import InputKitKeyboardFrame
  import InputKitPromptCore
  import InputKitShared
  import InputKitValidation

  /// What a text prompt shows besides its title and field: a message, a placeholder, the keyboard,
  /// Okay's title, a destructive action, and its look.
  ///
  /// ```swift
  /// let options = TextPromptOptions(
  ///   message: "Shown on the receipt", okayTitle: "Save",
  ///   keyboard: .system(contentType: .name), destructiveAction: .delete)
  /// ```
  ///
  /// Options are plain values, made anywhere; only a `.custom` keyboard is made on the main actor.
  public struct TextPromptOptions: Sendable {
    /// The keyboard the prompt's field types with: the system's, InputKit's calculator
    /// (`.calculator()`, with the `InputKitKeyboard` product), or one the app makes.
    public typealias Keyboard = PromptKeyboard

    /// An action beside Okay that ends the prompt as `TextPromptResult.destructive`, drawn in
    /// red.
    public enum DestructiveAction: Hashable, Sendable {
      /// "Delete", in the prompt's language.
      case delete
      /// An action with the app's own title ("Remove", "Clear").
      case titled(String)
    }

    /// A line of text under the title, saying more about what to type.
    public var message: String?
    /// The field's placeholder, shown while it is empty.
    public var placeholder: String?
    /// Okay's title ("Add", "Save"); `nil` for "Okay" in the prompt's language.
    public var okayTitle: String?
    /// The keyboard the field types with.
    public var keyboard: Keyboard
    /// The destructive action, or `nil` for none.
    public var destructiveAction: DestructiveAction?
    /// The dimming cover and the colours.
    public var appearance: PromptAppearance

    /// Options for a prompt; each left out is the plain prompt's.
    ///
    /// - Parameters:
    ///   - message: A line under the title; none by default.
    ///   - placeholder: The field's placeholder; none by default.
    ///   - okayTitle: Okay's title; "Okay" in the prompt's language by default.
    ///   - keyboard: The keyboard; the system's by default.
    ///   - destructiveAction: An action that ends the prompt as `.destructive`; none by default.
    ///   - appearance: The dimming cover and the colours; the standard look by default.
    public init(
      message: String? = nil, placeholder: String? = nil, okayTitle: String? = nil,
      keyboard: Keyboard = .system(), destructiveAction: DestructiveAction? = nil,
      appearance: PromptAppearance = .standard
    ) {
      self.message = message
      self.placeholder = placeholder
      self.okayTitle = okayTitle
      self.keyboard = keyboard
      self.destructiveAction = destructiveAction
      self.appearance = appearance
    }
  }

  extension TextPromptOptions.DestructiveAction {
    /// The action's title in `language`.
    func title(in language: InterfaceLanguage) -> String {
      switch self {
      case .delete: LocalizedStrings(table: "Common", language: language).string("delete")
      case .titled(let title): title
      }
    }
  }
#endif
