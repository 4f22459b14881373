// What `import InputKitOverlay` gives besides this module's own types: the core it is built on.
#if canImport(UIKit)
  @_exported import InputKitOverlayCore
  @_exported import InputKitShared
#endif
