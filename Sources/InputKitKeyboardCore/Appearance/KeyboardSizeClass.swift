/// How much room a window has along one axis, as UIKit's size classes say it: an iPhone is
/// compact across in portrait and compact in height in landscape; an iPad is regular both ways.
package enum KeyboardSizeClass: Hashable, Sendable, CaseIterable {
  /// Little room (`UIUserInterfaceSizeClass.compact`).
  case compact
  /// Ample room (`UIUserInterfaceSizeClass.regular`).
  case regular
  /// Not known yet (`UIUserInterfaceSizeClass.unspecified`), as before a view is in a window.
  case unspecified
}
