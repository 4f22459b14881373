// What `import InputKitOverlay` gives besides this module's own types: the core it is built on.
@_exported import InputKitOverlayCore
@_exported import InputKitShared
