/// /documentation/quartzcore/calayer — `class CALayer` (not main-actor isolated; the class page
/// was not looked up, its member pages below were).
open class CALayer: NSObject {
  /// /documentation/quartzcore/calayer/cornerradius — `var cornerRadius: CGFloat { get set }`
  open var cornerRadius: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/quartzcore/calayer/borderwidth — `var borderWidth: CGFloat { get set }`
  open var borderWidth: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/quartzcore/calayer/bordercolor — `var borderColor: CGColor? { get set }`
  /// (the page was not opened; its form is the one the borderwidth page links to, and that the
  /// .NET binding `CGColor? BorderColor { get; set; }` confirms is optional).
  open var borderColor: CGColor? {
    get { fatalError() }
    set { fatalError() }
  }
}
