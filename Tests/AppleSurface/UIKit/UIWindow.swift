/// /documentation/uikit/uiwindow — `@MainActor class UIWindow`, inheriting from UIView (not in the
/// docs corpus; read from the Averyy/apple-dev-docs mirror, documentation/UIKit/uiwindow.md).
@MainActor open class UIWindow: UIView {
  /// /documentation/uikit/uiwindow/init(windowscene:) — `init(windowScene: UIWindowScene)`
  public init(windowScene: UIWindowScene) { super.init(frame: .zero) }

  /// UIView's `init?(coder:)`, inherited (see UIView.swift).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// /documentation/uikit/uiwindow/rootviewcontroller —
  /// `var rootViewController: UIViewController? { get set }`
  open var rootViewController: UIViewController? {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiwindow/windowscene — `weak var windowScene: UIWindowScene? { get set }`
  /// (the SDK header UIWindow.h: `@property(nullable, nonatomic, weak) UIWindowScene
  /// *windowScene`)
  weak open var windowScene: UIWindowScene?

  /// /documentation/uikit/uiwindow/screen — `var screen: UIScreen { get set }` (the SDK header
  /// UIWindow.h: `@property(nonatomic,strong) UIScreen *screen`)
  open var screen: UIScreen {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiwindow/windowlevel — `var windowLevel: UIWindow.Level { get set }`
  /// (the SDK header UIWindow.h: `@property(nonatomic) UIWindowLevel windowLevel; // default =
  /// 0.0`)
  open var windowLevel: UIWindow.Level {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uiwindow/canbecomekey — `var canBecomeKey: Bool { get }` (UIWindow.h:
  /// `@property (nonatomic, readonly) BOOL canBecomeKeyWindow API_AVAILABLE(ios(15.0));`, "Default
  /// is YES. Return NO to indicate the window cannot become the key window.")
  open var canBecomeKey: Bool { fatalError() }

  /// /documentation/uikit/uiwindow/makekeyandvisible() — `func makeKeyAndVisible()`
  open func makeKeyAndVisible() { fatalError() }
}

extension UIWindow {
  /// /documentation/uikit/uiwindow/level — `struct Level` (the SDK header UIWindow.h:
  /// `typedef CGFloat UIWindowLevel NS_TYPED_EXTENSIBLE_ENUM;`, so a raw-value struct over
  /// CGFloat).
  public struct Level: RawRepresentable, Hashable, Sendable {
    /// The level's number; higher levels are drawn above lower ones.
    public var rawValue: CGFloat
    /// A level from its number.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// A level from its number (the initializer NS_TYPED_EXTENSIBLE_ENUM adds).
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
  }
}

/// /documentation/uikit/uiscreen — `@MainActor class UIScreen` (the SDK header UIScreen.h:
/// `NS_SWIFT_UI_ACTOR @interface UIScreen : NSObject <UITraitEnvironment>`).
@MainActor open class UIScreen: NSObject {
  /// /documentation/uikit/uiscreen/bounds — `var bounds: CGRect { get }` (UIScreen.h:
  /// `@property(nonatomic,readonly) CGRect bounds; // Bounds of entire screen in points`)
  open var bounds: CGRect { fatalError() }

  /// /documentation/uikit/uiscreen/coordinatespace —
  /// `var coordinateSpace: any UICoordinateSpace { get }` (UIScreen.h: `@property (readonly) id
  /// <UICoordinateSpace> coordinateSpace`)
  open var coordinateSpace: any UICoordinateSpace { fatalError() }
}

/// /documentation/uikit/uicoordinatespace — `@MainActor protocol UICoordinateSpace :
/// NSObjectProtocol` (the SDK header UIView.h: `NS_SWIFT_UI_ACTOR @protocol UICoordinateSpace
/// <NSObject>`); only the rectangle conversions are declared.
@MainActor public protocol UICoordinateSpace: NSObjectProtocol {
  /// `- (CGRect)convertRect:(CGRect)rect toCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace`
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  /// `- (CGRect)convertRect:(CGRect)rect fromCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace`
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}
