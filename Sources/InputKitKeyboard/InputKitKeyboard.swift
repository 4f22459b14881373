// What `import InputKitKeyboard` gives besides this module's own types: the core it is built on.
#if canImport(UIKit)
  @_exported import InputKitExpression
  @_exported import InputKitKeyboardCore
  @_exported import InputKitShared
#endif
