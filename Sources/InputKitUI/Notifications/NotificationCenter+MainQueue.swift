#if canImport(UIKit)
  import Foundation

  /// Takes notifications from a notification-center block on the main queue, which is not isolated
  /// to the main actor though it runs on the main thread.
  ///
  /// A main-actor class conforms with `@preconcurrency` to take the call synchronously: a hop to a
  /// task would deliver it a turn late, after the keyboard's animation has begun. Swift 6 checks at
  /// run time that the call is on the main actor, which the main queue guarantees.
  package protocol MainQueueNotificationReceiver: AnyObject, Sendable {
    func receive(_ notification: Notification)
  }

  extension NotificationCenter {
    /// Hands every notification named in `names` to `receiver` while it is posted, on the main
    /// queue, until the returned observations are released. On the main queue a block runs on
    /// the main thread, within the post when it is made there (as UIKit makes its keyboard and
    /// editing notifications) and with the poster waiting otherwise. `receiver` is held weakly.
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

  /// Notification-center registrations removed when their owner goes away. A separate object so
  /// that removal happens in a nonisolated `deinit`, which a main-actor class cannot provide on
  /// iOS 16.
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
