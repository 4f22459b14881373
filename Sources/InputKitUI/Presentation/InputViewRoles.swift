#if canImport(UIKit)
  import UIKit

  /// An input view an `ActivityOverlay` covers from inside (the calculator keyboard), so the
  /// overlay's product need not depend on the keyboard's.
  @MainActor
  package protocol OverlayHostingKeyboard: UIView {
    /// 0 when none is on screen.
    var shownAccessoryHeight: CGFloat { get }
    /// In front of every key.
    func host(_ overlay: UIView, frame: CGRect)
    func hostInAccessoryBar(_ shield: UIView, frame: CGRect)
    func setInputBlocked(_ blocked: Bool)
  }
#endif
