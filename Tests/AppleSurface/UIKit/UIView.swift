/// /documentation/uikit/uiview — `@MainActor class UIView`
@MainActor open class UIView: UIResponder {
  /// /documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) { super.init() }

  /// /documentation/uikit/uiview/init(coder:) — not in the docs corpus (three searches); read from
  /// the Averyy/apple-dev-docs mirror of the page in the code corpus,
  /// documentation/UIKit/uiview/init-coder.md: `@MainActor init?(coder: NSCoder)`, "Creates a view
  /// from data in an unarchiver". `required` because it satisfies NSCoding's initializer, as the
  /// UIView subclass pages show (/documentation/roomplan/roomcaptureview/init(coder:),
  /// "inherits from UIView": `@MainActor @preconcurrency required dynamic init?(coder: NSCoder)`),
  /// so a subclass with its own designated initializer must provide it. Some subclasses narrow it
  /// to non-failable (/documentation/uikit/uiactivityindicatorview/init(coder:)).
  public required init?(coder: NSCoder) { super.init() }

  /// /documentation/uikit/uiview/bounds — `var bounds: CGRect { get set }`
  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiview/frame — `var frame: CGRect { get set }`
  open var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiview/backgroundcolor —
  /// `@NSCopying var backgroundColor: UIColor? { get set }` (`@NSCopying` applies only to the
  /// SDK's stored property; it does not change how callers use it).
  open var backgroundColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiview/overrideuserinterfacestyle — `var overrideUserInterfaceStyle:
  /// UIUserInterfaceStyle { get set }` (UIView.h:691: `@property (nonatomic) UIUserInterfaceStyle
  /// overrideUserInterfaceStyle API_AVAILABLE(ios(13.0))`).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) { fatalError() }

  /// /documentation/uikit/uiview/layoutsubviews()
  open func layoutSubviews() { fatalError() }

  /// /documentation/uikit/uiview/setneedslayout() — `func setNeedsLayout()`
  open func setNeedsLayout() { fatalError() }

  /// /documentation/uikit/uiview/layoutifneeded() — `func layoutIfNeeded()` (UIView.h:
  /// `- (void)layoutIfNeeded;`): "Lays out the subviews immediately, if layout updates are
  /// pending."
  open func layoutIfNeeded() { fatalError() }

  /// /documentation/uikit/uiview/sizethatfits(_:) — `func sizeThatFits(_ size: CGSize) ->
  /// CGSize` (UIView.h: `- (CGSize)sizeThatFits:(CGSize)size;`); "This method does not resize
  /// the receiver."
  open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }

  /// /documentation/uikit/uiview/safeareainsets — `var safeAreaInsets: UIEdgeInsets { get }`
  open var safeAreaInsets: UIEdgeInsets { fatalError() }

  /// /documentation/uikit/uiview/safeareainsetsdidchange() — `func safeAreaInsetsDidChange()`
  /// (the SDK header UIView.h: `- (void)safeAreaInsetsDidChange API_AVAILABLE(ios(11.0));`)
  open func safeAreaInsetsDidChange() { fatalError() }

  /// /documentation/uikit/uiview/isuserinteractionenabled —
  /// `var isUserInteractionEnabled: Bool { get set }`
  open var isUserInteractionEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiview/intrinsiccontentsize — `var intrinsicContentSize: CGSize { get }`
  /// (the SDK header UIView.h: `@property(nonatomic, readonly) CGSize intrinsicContentSize
  /// API_AVAILABLE(ios(6.0));`)
  open var intrinsicContentSize: CGSize { fatalError() }

  /// /documentation/uikit/uiview/invalidateintrinsiccontentsize() — `func
  /// invalidateIntrinsicContentSize()` (UIView.h)
  open func invalidateIntrinsicContentSize() { fatalError() }

  /// /documentation/uikit/uiview/nointrinsicmetric — `class let noIntrinsicMetric: CGFloat`
  /// (UIView.h: `UIKIT_EXTERN const CGFloat UIViewNoIntrinsicMetric; // -1`)
  nonisolated public static let noIntrinsicMetric: CGFloat = -1

  /// /documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:) — `func
  /// traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)` (the SDK header
  /// UITraitCollection.h, UITraitEnvironment, which UIView adopts)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    fatalError()
  }

  /// /documentation/uikit/uiview/didmovetowindow() — `func didMoveToWindow()` (UIView.h:
  /// `- (void)didMoveToWindow;`)
  open func didMoveToWindow() { fatalError() }

  /// /documentation/objectivec/nsobject/1615165-accessibilityactivate — `func
  /// accessibilityActivate() -> Bool` (the SDK header UIAccessibility.h: `- (BOOL)
  /// accessibilityActivate API_AVAILABLE(ios(7.0));`). UIKit adds it to every NSObject; an
  /// overridable method cannot live in an NSObject extension without Objective-C, so it is
  /// declared where InputKit overrides it: on views.
  open func accessibilityActivate() -> Bool { fatalError() }

  /// /documentation/uikit/uiview/willmove(towindow:) — `func willMove(toWindow newWindow:
  /// UIWindow?)`, "Tells the view that its window object is about to change".
  open func willMove(toWindow newWindow: UIWindow?) { fatalError() }

  /// /documentation/uikit/uiview/hittest(_:with:) —
  /// `func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?` (the SDK header UIView.h:
  /// `- (nullable UIView *)hitTest:(CGPoint)point withEvent:(nullable UIEvent *)event;`)
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }

  /// /documentation/uikit/uiview/ismultipletouchenabled —
  /// `var isMultipleTouchEnabled: Bool { get set }` (the SDK header UIView.h:
  /// `@property(nonatomic,getter=isMultipleTouchEnabled) BOOL multipleTouchEnabled`, default NO)
  open var isMultipleTouchEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uitraitenvironment/traitcollection —
  /// `var traitCollection: UITraitCollection { get }`; UIView adopts `UITraitEnvironment`
  /// (/documentation/uikit/uitraitenvironment, `@MainActor protocol UITraitEnvironment :
  /// NSObjectProtocol`), which is not declared here: only the property is used.
  open var traitCollection: UITraitCollection { fatalError() }

  /// /documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
  /// — `func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority
  /// horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority) ->
  /// CGSize` (UIView.h: `- (CGSize)systemLayoutSizeFittingSize:(CGSize)targetSize
  /// withHorizontalFittingPriority:(UILayoutPriority)horizontalFittingPriority
  /// verticalFittingPriority:(UILayoutPriority)verticalFittingPriority API_AVAILABLE(ios(8.0));`).
  /// UIInputView's `allowsSelfSizing` page: "UIKit honors the value returned by the
  /// systemLayoutSizeFitting(_:) method of the input view".
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize { fatalError() }

  /// /documentation/uikit/uiview/effectiveuserinterfacelayoutdirection — `var
  /// effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { get }` (UIView.h:
  /// `@property (readonly, nonatomic) UIUserInterfaceLayoutDirection
  /// effectiveUserInterfaceLayoutDirection API_AVAILABLE(ios(10.0));`)
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
}

/// /documentation/uikit/uiuserinterfacelayoutdirection — `enum UIUserInterfaceLayoutDirection`
/// (UIInterface.h: `typedef NS_ENUM(NSInteger, UIUserInterfaceLayoutDirection) {
/// UIUserInterfaceLayoutDirectionLeftToRight, UIUserInterfaceLayoutDirectionRightToLeft }`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// `UIUserInterfaceLayoutDirectionLeftToRight`
  case leftToRight = 0
  /// `UIUserInterfaceLayoutDirectionRightToLeft`
  case rightToLeft = 1
}
