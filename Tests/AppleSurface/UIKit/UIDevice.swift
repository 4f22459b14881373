/// /documentation/uikit/uidevice
@MainActor open class UIDevice: NSObject {
  /// /documentation/uikit/uidevice/current
  open class var current: UIDevice { fatalError() }

  /// /documentation/uikit/uidevice/playinputclick()
  open func playInputClick() { fatalError() }
}
