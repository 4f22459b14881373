import InputKitShared

/// SwiftUI's `.textPrompt(isPresented:…)` as a value: how the binding and the prompts it shows
/// follow each other.
///
/// `isPresented` turning true presents once the view is in a window; turning false cancels. A
/// prompt that ends turns the binding false and then reports its result, so the app may ask again
/// from its completion. The view leaving for good cancels its prompt.
package struct PromptBinding: Equatable, Sendable {
  /// What SwiftUI reported.
  package enum Event: Equatable, Sendable {
    /// A view update with the binding's value, and whether the view is in a window now.
    case updated(isPresented: Bool, isInWindow: Bool)
    /// The view joined (`true`) or left a window.
    case movedToWindow(isInWindow: Bool)
    /// The prompt this binding presented ended with this result.
    case promptEnded(TextPromptResult)
    /// SwiftUI took the view away for good.
    case dismantled
  }

  /// What the view must do, in order.
  package enum Effect: Equatable, Sendable {
    /// Make a prompt and present it over the view's window.
    case present
    /// Cancel the prompt that was presented.
    case cancel
    /// Set the binding to false.
    case turnBindingOff
    /// Call the app's completion with this result.
    case report(TextPromptResult)
  }

  /// Where the binding and its prompt are.
  enum Phase: Equatable, Sendable {
    /// No prompt, none asked for.
    case idle
    /// Asked for; the view is in no window yet.
    case waitingForWindow
    /// A prompt is presented (or being presented) and its end awaited.
    case prompting
    /// The prompt was cancelled by the binding and has not ended yet; `again` says whether the
    /// binding asked for a new one meanwhile.
    case cancelling(again: Bool)
    /// The view is gone; a prompt it presented may still end.
    case dismantled
  }

  /// Where the binding and its prompt are now.
  private(set) var phase = Phase.idle
  private var isInWindow = false

  /// A binding with no prompt.
  package init() {}

  /// The effects of `event`, in the order the view must carry them out.
  package mutating func handle(_ event: Event) -> [Effect] {
    switch event {
    case .updated(let isPresented, let isInWindow):
      self.isInWindow = isInWindow
      return update(isPresented: isPresented)
    case .movedToWindow(let isInWindow):
      self.isInWindow = isInWindow
      guard phase == .waitingForWindow, isInWindow else { return [] }
      phase = .prompting
      return [.present]
    case .promptEnded(let result):
      return promptEnded(result)
    case .dismantled:
      return dismantle()
    }
  }

  private mutating func update(isPresented: Bool) -> [Effect] {
    switch (phase, isPresented) {
    case (.idle, true):
      return ask()
    case (.waitingForWindow, false):
      phase = .idle
      return [.report(.cancelled)]
    case (.prompting, false):
      phase = .cancelling(again: false)
      return [.cancel]
    case (.cancelling, let again):
      phase = .cancelling(again: again)
      return []
    default:
      return []
    }
  }

  private mutating func promptEnded(_ result: TextPromptResult) -> [Effect] {
    switch phase {
    case .prompting:
      phase = .idle
      return [.turnBindingOff, .report(result)]
    case .cancelling(let again):
      phase = .idle
      return [.report(result)] + (again ? ask() : [])
    case .dismantled:
      return [.report(result)]
    case .idle, .waitingForWindow:
      return []
    }
  }

  private mutating func dismantle() -> [Effect] {
    defer { phase = .dismantled }
    switch phase {
    case .prompting: return [.cancel]
    case .waitingForWindow: return [.report(.cancelled)]
    case .idle, .cancelling, .dismantled: return []
    }
  }

  /// Presents now when the view is in a window, or once it is.
  private mutating func ask() -> [Effect] {
    guard isInWindow else {
      phase = .waitingForWindow
      return []
    }
    phase = .prompting
    return [.present]
  }
}
