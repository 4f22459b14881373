// What `import InputKitGate` gives besides this module's own types: the core it is built on.
#if canImport(UIKit)
  @_exported import InputKitGateCore
  @_exported import InputKitShared
  @_exported import InputKitValidation
#endif
