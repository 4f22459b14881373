#if canImport(UIKit)
  import Foundation

  extension Duration {
    /// The duration in seconds, as UIKit's animation APIs take it.
    var timeInterval: TimeInterval {
      let (seconds, attoseconds) = components
      return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
  }
#endif
