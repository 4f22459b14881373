// The view hierarchy and resizing, from the SDK header UIView.h (iOS 16.5), where the docs corpus
// did not return the pages.
extension UIView: UICoordinateSpace {
  /// /documentation/uikit/uicoordinatespace/convert(_:to:)-… — UIView adopts UICoordinateSpace
  /// (UIView.h: `@interface UIView : UIResponder <…, UICoordinateSpace, …>`).
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    fatalError()
  }

  /// UICoordinateSpace's `convertRect:fromCoordinateSpace:`, adopted by UIView.
  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    fatalError()
  }

  /// /documentation/uikit/uiview/superview — `var superview: UIView? { get }` (UIView.h:
  /// `@property(nullable, nonatomic,readonly) UIView *superview;`)
  public var superview: UIView? { fatalError() }

  /// /documentation/uikit/uiview/subviews — `var subviews: [UIView] { get }` (UIView.h:
  /// `@property(nonatomic,readonly,copy) NSArray<__kindof UIView *> *subviews;`)
  public var subviews: [UIView] { fatalError() }

  /// /documentation/uikit/uiview/isdescendant(of:) — `func isDescendant(of view: UIView) ->
  /// Bool` (UIView.h: `- (BOOL)isDescendantOfView:(UIView *)view;  // returns YES for self.`)
  public func isDescendant(of view: UIView) -> Bool { fatalError() }

  /// /documentation/uikit/uiview/clipstobounds — `var clipsToBounds: Bool { get set }` (UIView.h:
  /// `@property(nonatomic) BOOL clipsToBounds; // When YES, content and subviews are clipped to
  /// the bounds of the view. Default is NO.`)
  public var clipsToBounds: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiview/tintcolor — `var tintColor: UIColor! { get set }` (UIView.h:
  /// `@property(null_resettable, nonatomic, strong) UIColor *tintColor API_AVAILABLE(ios(7.0));`;
  /// null_resettable imports as an implicitly unwrapped optional)
  public var tintColor: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiview/bringsubviewtofront(_:) — `func bringSubviewToFront(_ view:
  /// UIView)` (UIView.h: `- (void)bringSubviewToFront:(UIView *)view;`)
  public func bringSubviewToFront(_ view: UIView) { fatalError() }

  /// /documentation/uikit/uiview/autoresizingmask — `var autoresizingMask:
  /// UIView.AutoresizingMask { get set }` (UIView.h: `@property(nonatomic) UIViewAutoresizing
  /// autoresizingMask; // simple resize. default is UIViewAutoresizingNone`)
  public var autoresizingMask: UIView.AutoresizingMask {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiview/autoresizingmask-swift.struct — `struct AutoresizingMask`
  /// (UIView.h: `typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing)`).
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `UIViewAutoresizingFlexibleWidth = 1 << 1`
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// `UIViewAutoresizingFlexibleHeight = 1 << 4`
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }
}

extension NSObject {
  /// /documentation/objectivec/nsobject/1615080-accessibilityelementshidden —
  /// `var accessibilityElementsHidden: Bool { get set }` (the SDK header UIAccessibility.h:
  /// `@property (nonatomic) BOOL accessibilityElementsHidden API_AVAILABLE(ios(5.0));`)
  @MainActor public var accessibilityElementsHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/objectivec/nsobject/1615089-accessibilityviewismodal —
  /// `var accessibilityViewIsModal: Bool { get set }` (UIAccessibility.h: `@property
  /// (nonatomic) BOOL accessibilityViewIsModal API_AVAILABLE(ios(5.0));`)
  @MainActor public var accessibilityViewIsModal: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

extension NSValue {
  /// /documentation/foundation/nsvalue/cgrectvalue — `var cgRectValue: CGRect { get }` (the SDK
  /// header UIGeometry.h, UIKit's NSValue additions: `@property(nonatomic, readonly) CGRect
  /// CGRectValue;`)
  public var cgRectValue: CGRect { fatalError() }
}
