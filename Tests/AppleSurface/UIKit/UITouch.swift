/// /documentation/uikit/uitouch — `@MainActor class UITouch`
@MainActor open class UITouch: NSObject {
  /// /documentation/uikit/uitouch/location(in:)-8rd36
  open func location(in view: UIView?) -> CGPoint { fatalError() }

  /// /documentation/uikit/uitouch/timestamp — `var timestamp: TimeInterval { get }` (the SDK
  /// header UITouch.h: `@property(nonatomic,readonly) NSTimeInterval timestamp`)
  open var timestamp: TimeInterval { fatalError() }
}

/// /documentation/uikit/uievent — `@MainActor class UIEvent`
@MainActor open class UIEvent: NSObject {}
