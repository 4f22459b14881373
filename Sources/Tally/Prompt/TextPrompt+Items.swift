import InputKitCore

extension TextPrompt {
  /// The "Add new item" prompt, on empty text; accepting it is applied with
  /// ``ItemPromptPurpose/add``.
  public static func addingItem(
    rules: [ValidationRule] = [.required], language: InterfaceLanguage = .current
  ) -> TextPrompt {
    TextPrompt(
      title: LocalizedStrings.tally("Prompt", language: language).string("addItem.title"),
      rules: rules, language: language)
  }

  /// The "Edit item" prompt, on `item`'s text; accepting it is applied with
  /// ``ItemPromptPurpose/edit(_:)`` for `item`'s id.
  public static func editing(
    _ item: Item, rules: [ValidationRule] = [.required], language: InterfaceLanguage = .current
  ) -> TextPrompt {
    TextPrompt(
      title: LocalizedStrings.tally("Prompt", language: language).string("editItem.title"),
      text: item.text, rules: rules, language: language)
  }
}
