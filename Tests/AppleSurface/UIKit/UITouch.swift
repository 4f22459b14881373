/// /documentation/uikit/uitouch
@MainActor open class UITouch: NSObject {
  /// /documentation/uikit/uitouch/location(in:)-8rd36
  open func location(in view: UIView?) -> CGPoint { fatalError() }
}

/// /documentation/uikit/uievent
@MainActor open class UIEvent: NSObject {}
