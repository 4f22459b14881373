// `import InputKit` gives every product: the overlay, the keyboard, the prompt, the gate, and
// the core they are built on. The other file here joins two features: an overlay named to cover
// a calculator keyboard.
#if canImport(UIKit)
  @_exported import InputKitCore
  @_exported import InputKitGate
  @_exported import InputKitKeyboard
  @_exported import InputKitOverlay
  @_exported import InputKitPrompt
#endif
