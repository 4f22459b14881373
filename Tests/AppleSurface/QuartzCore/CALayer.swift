/// /documentation/quartzcore/calayer — `class CALayer`, not main-actor isolated (the class page is
/// not in the docs corpus; read from the Averyy/apple-dev-docs mirror,
/// documentation/QuartzCore/calayer.md).
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

  /// /documentation/quartzcore/calayer/bordercolor — `var borderColor: CGColor? { get set }` (not
  /// in the docs corpus; read from the mirror, documentation/QuartzCore/calayer/bordercolor.md)
  open var borderColor: CGColor? {
    get { fatalError() }
    set { fatalError() }
  }
}
