/// /documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
  /// /documentation/uikit/uiresponder (NSObject's initializer)
  public override init() { super.init() }

  /// /documentation/uikit/uiresponder/inputview
  open var inputView: UIView? { fatalError() }
}
