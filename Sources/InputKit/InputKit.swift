// `import InputKit` gives every product: the overlay, the keyboard, the prompt, the gate, and
// the core they are built on. The other files here join two features.
#if canImport(UIKit)
  @_exported import InputKitCore
  @_exported import InputKitGate
  @_exported import InputKitKeyboard
  @_exported import InputKitOverlay
  @_exported import InputKitPrompt
#endif
