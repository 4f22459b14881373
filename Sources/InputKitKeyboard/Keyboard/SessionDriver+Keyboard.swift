#if canImport(UIKit)
  import Foundation
  import InputKitUI

  /// What only the keyboard asks of the driver: answers UIKit waits for, and the end of a turn.
  extension SessionDriver {
    /// Asks the session a question UIKit waits for and carries out the effects it returns;
    /// `whileHandling` is the answer while it handles another event (a question asked again
    /// from inside its own answer).
    func ask<Answer>(
      _ question: () -> (Answer, [Effect]), whileHandling: Answer
    ) -> Answer {
      guard !isHandling else { return whileHandling }
      var reply = whileHandling
      run {
        let (answered, effects) = question()
        reply = answered
        return effects
      }
      return reply
    }

    /// Sends `event` once UIKit's handling of the event in progress (a touch, a key, a
    /// notification) has returned: on the serial main queue, after the blocks queued before it;
    /// what UIKit defers to a run-loop observer or a timer may come after it.
    func sendAfterThisTurn(_ event: Event) {
      DispatchQueue.main.async { [weak self] in self?.send(event) }
    }
  }
#endif
