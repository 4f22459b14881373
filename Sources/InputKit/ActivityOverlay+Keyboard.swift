#if canImport(UIKit)
  @_exported import InputKitKeyboard
  @_exported import InputKitOverlay

  extension ActivityOverlay {
    /// The keyboard a `.keyboard` overlay covers from inside while it is on screen; without
    /// one, the field being edited's input view when it is a `CalculatorKeyboard`.
    public var keyboard: CalculatorKeyboard? {
      get { hostingKeyboard as? CalculatorKeyboard }
      set { hostingKeyboard = newValue }
    }
  }
#endif
