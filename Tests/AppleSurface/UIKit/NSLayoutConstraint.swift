/// /documentation/uikit/nslayoutconstraint — `@MainActor class NSLayoutConstraint`, inheriting from
/// NSObject (not in the docs corpus; read from the Averyy/apple-dev-docs mirror,
/// documentation/UIKit/nslayoutconstraint.md).
@MainActor open class NSLayoutConstraint: NSObject {
  /// /documentation/uikit/nslayoutconstraint/activate(_:) —
  /// `class func activate(_ constraints: [NSLayoutConstraint])`
  open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }

  /// /documentation/uikit/nslayoutconstraint/deactivate(_:) —
  /// `class func deactivate(_ constraints: [NSLayoutConstraint])`
  open class func deactivate(_ constraints: [NSLayoutConstraint]) { fatalError() }
}

/// /documentation/uikit/nslayoutanchor — generic over the kind of anchor, so that only anchors of
/// one kind combine (the pages: "if you call this method on an NSLayoutXAxisAnchor object, this
/// parameter must be another NSLayoutXAxisAnchor").
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// /documentation/uikit/nslayoutanchor/constraint(equalto:) —
  /// `func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint`
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    fatalError()
  }

  /// /documentation/uikit/nslayoutanchor/constraint(equalto:constant:) — `func constraint(equalTo
  /// anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint` (not in the
  /// docs corpus; read from the Averyy/apple-dev-docs mirror,
  /// documentation/UIKit/nslayoutanchor/constraint-equaltoconstant.md, and the same as
  /// /documentation/appkit/nslayoutanchor/constraint(equalto:constant:))
  open func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  )
    -> NSLayoutConstraint
  { fatalError() }
}

/// /documentation/uikit/nslayoutxaxisanchor — horizontal anchors (leading, trailing, centre X).
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// /documentation/uikit/nslayoutyaxisanchor — vertical anchors (top, bottom, centre Y).
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// /documentation/uikit/nslayoutdimension — width and height anchors.
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// /documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:constant:) —
  /// `func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c:
  /// CGFloat) -> NSLayoutConstraint`
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  )
    -> NSLayoutConstraint
  { fatalError() }

  /// /documentation/uikit/nslayoutdimension/constraint(equaltoconstant:) — `func
  /// constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint` (not in the docs corpus; read
  /// from the Averyy/apple-dev-docs mirror,
  /// documentation/UIKit/nslayoutdimension/constraint-equaltoconstant.md, and the same as the
  /// AppKit page)
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

extension UIView {
  /// /documentation/uikit/uiview/topanchor — `var topAnchor: NSLayoutYAxisAnchor { get }`
  public var topAnchor: NSLayoutYAxisAnchor { fatalError() }

  /// /documentation/uikit/uiview/heightanchor — `@MainActor var heightAnchor: NSLayoutDimension
  /// { get }` (not in the docs corpus; read from the Averyy/apple-dev-docs mirror,
  /// documentation/UIKit/uiview/heightanchor.md)
  public var heightAnchor: NSLayoutDimension { fatalError() }

  /// /documentation/uikit/uiview/keyboardlayoutguide —
  /// `var keyboardLayoutGuide: UIKeyboardLayoutGuide { get }` (iOS 15).
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide { fatalError() }
}

/// /documentation/uikit/uilayoutguide — `@MainActor class UILayoutGuide`, "a rectangular area
/// that can interact with Auto Layout".
@MainActor open class UILayoutGuide: NSObject {
  /// topAnchor — the declaration of /documentation/appkit/nslayoutguide/topanchor:
  /// `var topAnchor: NSLayoutYAxisAnchor { get }`
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }

  /// /documentation/uikit/uilayoutguide/layoutframe — `var layoutFrame: CGRect { get }` (the SDK
  /// header UILayoutGuide.h: `@property(nonatomic,readonly) CGRect layoutFrame;`), in the owning
  /// view's coordinates.
  open var layoutFrame: CGRect { fatalError() }
}

/// /documentation/uikit/uitrackinglayoutguide — `@MainActor class UITrackingLayoutGuide` (iOS
/// 15), inheriting from UILayoutGuide and inherited by UIKeyboardLayoutGuide (not in the docs corpus; read from the Averyy/apple-dev-docs mirror,
/// documentation/UIKit/uitrackinglayoutguide.md). Its constraint-tracking methods are not used
/// here.
@MainActor open class UITrackingLayoutGuide: UILayoutGuide {}

/// /documentation/uikit/uikeyboardlayoutguide — the guide that tracks the keyboard.
@MainActor open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {}
