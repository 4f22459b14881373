/// /documentation/uikit/uitoolbar — `@MainActor class UIToolbar`
@MainActor open class UIToolbar: UIView {
  /// UIView's init(frame:), inherited.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// UIView's `init?(coder:)`, inherited.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// /documentation/uikit/uitoolbar/items — `var items: [UIBarButtonItem]? { get set }`
  open var items: [UIBarButtonItem]? {
    get { fatalError() }
    set { fatalError() }
  }
}

/// /documentation/uikit/uibaritem — `@MainActor class UIBarItem`
@MainActor open class UIBarItem: NSObject {
  /// /documentation/uikit/uibaritem/isenabled — `var isEnabled: Bool { get set }`
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

/// /documentation/uikit/uibarbuttonitem — `@MainActor class UIBarButtonItem`
@MainActor open class UIBarButtonItem: UIBarItem {
  /// /documentation/uikit/uibarbuttonitem/tintcolor — `var tintColor: UIColor? { get set }`
  /// (page not looked up; the SDK's form, UIBarButtonItem.h: `@property(nullable, nonatomic,
  /// strong) UIColor *tintColor`)
  open var tintColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }

  /// /documentation/uikit/uibarbuttonitem/style-swift.enum — `enum Style`: plain, bordered, done
  /// (and prominent, iOS 26, not declared here).
  public enum Style: Int, Sendable {
    /// A plain button.
    case plain
    /// Deprecated bordered style.
    case bordered
    /// A button for the action that completes the task, drawn bold.
    case done
  }

  /// /documentation/uikit/uibarbuttonitem/systemitem — `enum SystemItem`; only the cases InputKit
  /// and its examples use are declared (/documentation/uikit/uibarbuttonitem/systemitem/done and
  /// /flexiblespace; raw values 0 and 5, the header's positions, for equality only).
  public enum SystemItem: Int, Sendable {
    /// The system Done button, localised.
    case done = 0
    /// Blank space that grows to fill the bar.
    case flexibleSpace = 5
  }

  /// NSObject's init, which the convenience initializers below delegate to.
  public override init() { super.init() }

  /// /documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:) —
  /// `@MainActor @preconcurrency convenience init(title: String? = nil, image: UIImage? = nil,
  /// primaryAction: UIAction? = nil, menu: UIMenu? = nil)`. With a primary action, the item takes
  /// its title and image from the action.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) { self.init() }

  /// /documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:) —
  /// `@MainActor @preconcurrency convenience init(systemItem: UIBarButtonItem.SystemItem,
  /// primaryAction: UIAction? = nil, menu: UIMenu? = nil)`
  public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) { self.init() }

  /// /documentation/uikit/uibarbuttonitem/style-swift.property —
  /// `var style: UIBarButtonItem.Style { get set }`
  open var style: UIBarButtonItem.Style {
    get { fatalError() }
    set { fatalError() }
  }
}

/// /documentation/uikit/uiimage — `class UIImage` (not main-actor isolated; "image objects are
/// immutable"); only named here, as a parameter type of the bar button item's initializers.
open class UIImage: NSObject, @unchecked Sendable {}

/// /documentation/uikit/uimenuelement — `@MainActor class UIMenuElement`, the superclass of
/// UIAction and UIMenu.
@MainActor open class UIMenuElement: NSObject {
  /// /documentation/uikit/uimenuelement/attributes — `struct Attributes` with `init(rawValue:)`; no
  /// member is used.
  public struct Attributes: OptionSet, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Attributes from a bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }

  /// /documentation/uikit/uimenuelement/state — `enum State`: off, on, mixed.
  public enum State: Int, Sendable {
    /// Unchecked.
    case off
    /// Checked.
    case on
    /// Mixed.
    case mixed
  }
}

/// /documentation/uikit/uimenu — `@MainActor class UIMenu`; only named here, as a parameter type.
@MainActor open class UIMenu: UIMenuElement {}

/// /documentation/uikit/uiactionhandler — `typealias UIActionHandler = (UIAction) -> Void`
public typealias UIActionHandler = (UIAction) -> Void

/// /documentation/uikit/uiaction — `@MainActor class UIAction`
@MainActor open class UIAction: UIMenuElement {
  /// /documentation/uikit/uiaction/identifier-swift.struct — `struct Identifier`, with
  /// /documentation/uikit/uiaction/identifier-swift.struct/init(rawvalue:) `init(rawValue: String)`;
  /// only the type is named.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's string.
    public let rawValue: String
    /// An identifier from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// NSObject's init, which the convenience initializer delegates to.
  public override init() { super.init() }

  /// /documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  /// — `@MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil,
  /// identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes:
  /// UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping
  /// UIActionHandler)`
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) { self.init() }
}

extension UIControl {
  /// /documentation/uikit/uicontrol/event — `struct Event` (an option set of control events).
  public struct Event: OptionSet, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Events from a bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// /documentation/uikit/uicontrol/event/editingchanged —
    /// `static var editingChanged: UIControl.Event { get }` (not in the docs corpus; read from the
    /// Averyy/apple-dev-docs mirror, documentation/UIKit/uicontrol/event/editingchanged.md). The
    /// raw value is the header's bit, 1 << 17, for equality only.
    public static var editingChanged: UIControl.Event { UIControl.Event(rawValue: 1 << 17) }
    /// /documentation/uikit/uicontrol/event/editingdidbegin — `static var editingDidBegin:
    /// UIControl.Event { get }` (the SDK header UIControl.h: `UIControlEventEditingDidBegin =
    /// 1 << 16, // UITextField`)
    public static var editingDidBegin: UIControl.Event { UIControl.Event(rawValue: 1 << 16) }
    /// /documentation/uikit/uicontrol/event/editingdidend — `static var editingDidEnd:
    /// UIControl.Event { get }` (UIControl.h: `UIControlEventEditingDidEnd = 1 << 18`)
    public static var editingDidEnd: UIControl.Event { UIControl.Event(rawValue: 1 << 18) }
    /// /documentation/uikit/uicontrol/event/editingdidendonexit — `static var
    /// editingDidEndOnExit: UIControl.Event { get }` (UIControl.h: `UIControlEventEditingDidEndOnExit
    /// = 1 << 19, // 'return key' ending editing`).
    public static var editingDidEndOnExit: UIControl.Event { UIControl.Event(rawValue: 1 << 19) }
    /// /documentation/uikit/uicontrol/event/primaryactiontriggered — `static var
    /// primaryActionTriggered: UIControl.Event { get }` (UIControl.h: `= 1 << 13`, iOS 9).
    public static var primaryActionTriggered: UIControl.Event { UIControl.Event(rawValue: 1 << 13) }
  }

  /// /documentation/uikit/uicontrol/addaction(_:for:) —
  /// `func addAction(_ action: UIAction, for controlEvents: UIControl.Event)`
  public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }

  /// /documentation/uikit/uicontrol/removeaction(_:for:) —
  /// `func removeAction(_ action: UIAction, for controlEvents: UIControl.Event)` (the SDK header
  /// UIControl.h: `- (void)removeAction:(UIAction *)action
  /// forControlEvents:(UIControlEvents)controlEvents API_AVAILABLE(ios(14.0));`)
  public func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }

  /// /documentation/uikit/uicontrol/sendactions(for:) —
  /// `func sendActions(for controlEvents: UIControl.Event)` (the SDK header UIControl.h:
  /// `- (void)sendActionsForControlEvents:(UIControlEvents)controlEvents;`)
  public func sendActions(for controlEvents: UIControl.Event) { fatalError() }
}

extension UIAccessibility.Notification {
  /// /documentation/uikit/uiaccessibility/notification/layoutchanged — `nonisolated static let
  /// layoutChanged: UIAccessibility.Notification` (not in the docs corpus; read from the
  /// Averyy/apple-dev-docs mirror, documentation/UIKit/uiaccessibility/notification/layoutchanged.md).
  /// The argument is the element VoiceOver moves to, or `nil`. The raw value is the header's
  /// `UIAccessibilityLayoutChangedNotification` (1001), for equality only.
  nonisolated public static let layoutChanged = UIAccessibility.Notification(rawValue: 1001)
}
