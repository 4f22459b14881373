/// /documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
  /// /documentation/uikit/uilabel/text — `var text: String? { get set }`
  open var text: String? {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uilabel/font — `var font: UIFont! { get set }`
  open var font: UIFont! {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uilabel/textcolor
  open var textColor: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uilabel/textalignment
  open var textAlignment: NSTextAlignment {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uilabel/adjustsfontsizetofitwidth — `var adjustsFontSizeToFitWidth:
  /// Bool { get set }` (the SDK header UILabel.h: `@property(nonatomic) BOOL
  /// adjustsFontSizeToFitWidth; // default is NO`)
  open var adjustsFontSizeToFitWidth: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uilabel/minimumscalefactor — `var minimumScaleFactor: CGFloat { get
  /// set }` (UILabel.h: `@property(nonatomic) CGFloat minimumScaleFactor; // default is 0.0`)
  open var minimumScaleFactor: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
}

/// /documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, Sendable {
  /// /documentation/uikit/nstextalignment/left
  case left
  /// /documentation/uikit/nstextalignment/center
  case center
  /// /documentation/uikit/nstextalignment/right
  case right
  /// /documentation/uikit/nstextalignment/justified
  case justified
  /// /documentation/uikit/nstextalignment/natural
  case natural
}
