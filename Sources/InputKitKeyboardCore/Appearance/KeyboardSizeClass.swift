/// How much room a window has along one axis, as UIKit's size classes say it.
package enum KeyboardSizeClass: Hashable, Sendable, CaseIterable {
  /// Little room (`UIUserInterfaceSizeClass.compact`).
  case compact
  /// Ample room (`UIUserInterfaceSizeClass.regular`).
  case regular
  /// Not known yet (`UIUserInterfaceSizeClass.unspecified`), as before a view is in a window.
  case unspecified
}
