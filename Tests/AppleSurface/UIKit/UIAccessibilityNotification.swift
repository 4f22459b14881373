/// The `UIAccessibility` namespace of functions and settings. The SDK's Swift overlay gathers the
/// C functions (`UIAccessibilityPostNotification`, `UIAccessibilityIsReduceMotionEnabled`) under
/// this name; a caseless enum gives callers the same spelling.
public enum UIAccessibility {
  /// /documentation/uikit/uiaccessibility/notification — `struct Notification`, with
  /// `init(rawValue: UInt32)` and Hashable, RawRepresentable and Sendable among its conformances
  /// (not in the docs corpus; read from the Averyy/apple-dev-docs mirror, documentation/UIKit/uiaccessibility/notification.md).
  public struct Notification: RawRepresentable, Hashable, Sendable {
    /// The notification's number.
    public let rawValue: UInt32
    /// A notification from its number.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// /documentation/uikit/uiaccessibility/notification/announcement —
    /// `nonisolated static let announcement: UIAccessibility.Notification`. The argument is the
    /// announcement's string.
    nonisolated public static let announcement = Notification(rawValue: 1008)
    /// /documentation/uikit/uiaccessibility/notification/screenchanged — `nonisolated static let
    /// screenChanged: UIAccessibility.Notification` (the SDK header UIAccessibilityConstants.h:
    /// `UIKIT_EXTERN UIAccessibilityNotifications UIAccessibilityScreenChangedNotification;`).
    /// The argument is the element VoiceOver moves to. The raw value is the header's, 1000.
    nonisolated public static let screenChanged = Notification(rawValue: 1000)
  }

  /// /documentation/uikit/uiaccessibility/post(notification:argument:) —
  /// `@MainActor static func post(notification: UIAccessibility.Notification, argument: Any?)`
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    fatalError()
  }

  /// /documentation/uikit/uiaccessibility/isvoiceoverrunning —
  /// `@MainActor static var isVoiceOverRunning: Bool { get }` (UIAccessibility.h:
  /// `UIKIT_EXTERN BOOL UIAccessibilityIsVoiceOverRunning(void) API_AVAILABLE(ios(4.0));`)
  @MainActor public static var isVoiceOverRunning: Bool { fatalError() }

  /// /documentation/uikit/uiaccessibility/isswitchcontrolrunning —
  /// `@MainActor static var isSwitchControlRunning: Bool { get }` (UIAccessibility.h:
  /// `UIKIT_EXTERN BOOL UIAccessibilityIsSwitchControlRunning(void) API_AVAILABLE(ios(8.0));`)
  @MainActor public static var isSwitchControlRunning: Bool { fatalError() }

  /// /documentation/uikit/uiaccessibility/voiceoverstatusdidchangenotification —
  /// `nonisolated static let voiceOverStatusDidChangeNotification: NSNotification.Name`
  /// (UIAccessibility.h: `UIKIT_EXTERN NSNotificationName const
  /// UIAccessibilityVoiceOverStatusDidChangeNotification API_AVAILABLE(ios(11.0), tvos(11.0));`,
  /// "Listen for UIAccessibilityVoiceOverStatusDidChangeNotification to know when VoiceOver
  /// starts or stops.")
  nonisolated public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")

  /// /documentation/uikit/uiaccessibility/switchcontrolstatusdidchangenotification —
  /// `nonisolated static let switchControlStatusDidChangeNotification: NSNotification.Name`
  /// (UIAccessibility.h: `UIKIT_EXTERN NSNotificationName const
  /// UIAccessibilitySwitchControlStatusDidChangeNotification API_AVAILABLE(ios(8.0));`)
  nonisolated public static let switchControlStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilitySwitchControlStatusDidChangeNotification")

  /// /documentation/uikit/uiaccessibility/isreducemotionenabled —
  /// `@MainActor static var isReduceMotionEnabled: Bool { get }`
  @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }
}
