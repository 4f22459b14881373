extension TextPrompt {
  /// The "Add new item" prompt of the example app, on empty text.
  public static func addingItem(
    rules: [ValidationRule] = [.required], language: InterfaceLanguage = .english
  ) -> TextPrompt {
    TextPrompt(
      title: LocalizedStrings(table: "Prompt", language: language).string("addItem.title"),
      purpose: .add, rules: rules, language: language)
  }

  /// The "Edit item" prompt of the example app, on `item`'s text, bound to `item`'s id.
  public static func editing(
    _ item: Item, rules: [ValidationRule] = [.required], language: InterfaceLanguage = .english
  ) -> TextPrompt {
    TextPrompt(
      title: LocalizedStrings(table: "Prompt", language: language).string("editItem.title"),
      text: item.text, purpose: .edit(item.id), rules: rules, language: language)
  }
}
