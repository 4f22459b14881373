/// /documentation/uikit/uitouch — `@MainActor class UITouch`
@MainActor open class UITouch: NSObject {
  /// /documentation/uikit/uitouch/location(in:)-8rd36
  open func location(in view: UIView?) -> CGPoint { fatalError() }
}

/// /documentation/uikit/uievent — `@MainActor class UIEvent`
@MainActor open class UIEvent: NSObject {}
