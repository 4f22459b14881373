#if canImport(UIKit)
  @_exported import InputKitCore
#endif
