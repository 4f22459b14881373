/// /documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
  /// /documentation/uikit/uicontrol/init(frame:)
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// /documentation/uikit/uicontrol/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// /documentation/uikit/uicontrol/isenabled — `var isEnabled: Bool { get set }`
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uicontrol/ishighlighted
  open var isHighlighted: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uicontrol/allcontrolevents — `var allControlEvents: UIControl.Event
  /// { get }`: "the events for which this control has associated actions".
  open var allControlEvents: UIControl.Event { fatalError() }

  /// /documentation/uikit/uicontrol/istracking
  open var isTracking: Bool { fatalError() }

  /// /documentation/uikit/uicontrol/begintracking(_:with:)
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { fatalError() }

  /// /documentation/uikit/uicontrol/continuetracking(_:with:)
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { fatalError() }

  /// /documentation/uikit/uicontrol/endtracking(_:with:)
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) { fatalError() }

  /// /documentation/uikit/uicontrol/canceltracking(with:)
  open func cancelTracking(with event: UIEvent?) { fatalError() }
}
