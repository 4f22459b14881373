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
