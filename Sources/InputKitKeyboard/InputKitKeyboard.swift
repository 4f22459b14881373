// What `import InputKitKeyboard` gives besides this module's own types: the core it is built on.
@_exported import InputKitExpression
@_exported import InputKitKeyboardCore
@_exported import InputKitShared
