#if canImport(UIKit)
  import Foundation

  /// A main-actor class conforms with `@preconcurrency` to take the call synchronously: a hop to a
  /// task would deliver it a turn late, after the keyboard's animation has begun.
  package protocol MainQueueNotificationReceiver: AnyObject, Sendable {
    func receive(_ notification: Notification)
  }

  extension NotificationCenter {
    /// Within the post when it is made on the main thread, as UIKit's are; `receiver` held weakly.
    package func observeOnMainQueue(
      _ names: [NSNotification.Name], receiver: any MainQueueNotificationReceiver
    ) -> NotificationObservations {
      let tokens = names.map { name in
        addObserver(forName: name, object: nil, queue: .main) { [weak receiver] notification in
          receiver?.receive(notification)
        }
      }
      return NotificationObservations(center: self, tokens: tokens)
    }
  }

  /// Registrations removed in a nonisolated `deinit`, which a main-actor class lacks on iOS 16.
  package final class NotificationObservations: @unchecked Sendable {
    // Written once in `init`, then only read in `deinit`.
    private let center: NotificationCenter
    private let tokens: [any NSObjectProtocol]

    package init(center: NotificationCenter, tokens: [any NSObjectProtocol]) {
      self.center = center
      self.tokens = tokens
    }

    deinit {
      for token in tokens { center.removeObserver(token) }
    }
  }
#endif
