// What `import InputKitPrompt` gives besides this module's own types: the core it is built on,
// and the keyboard choice it shares with the keyboard's product.
#if canImport(UIKit)
  @_exported import InputKitPromptCore
  @_exported import InputKitPromptKeyboard
  @_exported import InputKitShared
  @_exported import InputKitValidation
#endif
