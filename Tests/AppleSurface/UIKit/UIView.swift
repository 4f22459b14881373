/// /documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
  /// /documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) { super.init() }

  /// /documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { super.init() }

  /// /documentation/uikit/uiview/bounds
  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiview/frame
  open var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiview/backgroundcolor
  open var backgroundColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) { fatalError() }

  /// /documentation/uikit/uiview/layoutsubviews()
  open func layoutSubviews() { fatalError() }

  /// /documentation/uikit/uiview/setneedslayout()
  open func setNeedsLayout() { fatalError() }
}
